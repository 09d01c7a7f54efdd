'use client'

import { Check } from '@/components/icons/check'
import { Link2 } from '@/components/icons/link-2'
import { Share2 } from '@/components/icons/share-2'
import { useEffect, useRef, useState } from 'react'

import { buttonClasses, type ButtonTone } from '@/components/ui/button-classes'
import { EnsureToastProvider, useToast } from '@/components/ui/toast.client'
import { COPY_FEEDBACK_MS } from '@/lib/ui-constants'

import { COPIED_LABEL, COPY_LINK_LABEL, isShareCancel, SHARE_LABEL, SHARE_TOASTS } from './messages'

export interface ShareActionsProps {
  /** Address to share; the current page when empty. */
  url?: string | null
  /** Defaults to the page's title. */
  title?: string | null
  /** Defaults to the page's meta description. */
  text?: string | null
  tone?: ButtonTone
}

function pageDescription(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content || undefined
}

function ShareActionsInner({ url, title, text, tone = 'light' }: ShareActionsProps) {
  const toast = useToast()
  const [isCopied, setIsCopied] = useState(false)
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(copiedTimer.current), [])

  // Relative addresses are shared as absolute ones, so they work outside this site.
  const shareUrl = () => new URL(url?.trim() || window.location.href, window.location.href).toString()

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl())
    } catch {
      toast.show(SHARE_TOASTS.copyFailed)
      return
    }
    setIsCopied(true)
    clearTimeout(copiedTimer.current)
    copiedTimer.current = setTimeout(() => setIsCopied(false), COPY_FEEDBACK_MS)
    toast.show(SHARE_TOASTS.copied)
  }

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      toast.show(SHARE_TOASTS.unsupported)
      return
    }
    try {
      await navigator.share({
        title: title?.trim() || document.title,
        text: text?.trim() || pageDescription(),
        url: shareUrl(),
      })
    } catch (error) {
      if (!isShareCancel(error)) toast.show(SHARE_TOASTS.shareFailed)
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" onClick={copyLink} className={buttonClasses('primary', tone)}>
        {isCopied ? <Check aria-hidden="true" className="size-5" /> : <Link2 aria-hidden="true" className="size-5" />}
        <span>{isCopied ? COPIED_LABEL : COPY_LINK_LABEL}</span>
      </button>
      <button type="button" onClick={share} className={buttonClasses('outline', tone)}>
        <Share2 aria-hidden="true" className="size-5" />
        <span>{SHARE_LABEL}</span>
      </button>
    </div>
  )
}

/** Copy Link ('Copied!' for 2 s, then a toast) and the browser's share dialog, with toasts. */
export function ShareActions(props: ShareActionsProps) {
  return (
    <EnsureToastProvider>
      <ShareActionsInner {...props} />
    </EnsureToastProvider>
  )
}
