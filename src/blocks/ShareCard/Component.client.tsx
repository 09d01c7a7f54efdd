'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { EnsureToastProvider, preloadToasts, useToast } from '@/components/ui/toast.client'
import { COPY_FEEDBACK_MS } from '@/lib/ui-constants'

import { COPIED_LABEL, COPY_LINK_LABEL, isShareCancel, SHARE_LABEL, SHARE_TOASTS } from './messages'

export interface ShareTarget {
  /** Address to share; the current page when empty. */
  url?: string | null
  /** Defaults to the page's title. */
  title?: string | null
  /** Defaults to the page's meta description. */
  text?: string | null
}

export interface ShareButtonsProps extends ShareTarget {
  /** The buttons' class names and icons, drawn on the server (./ShareActions.tsx). */
  copyClassName: string
  shareClassName: string
  icons: { link: ReactNode; copied: ReactNode; share: ReactNode }
}

function pageDescription(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content || undefined
}

function ShareButtonsInner({ url, title, text, copyClassName, shareClassName, icons }: ShareButtonsProps) {
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

  // Both buttons show a toast: its markup is fetched as the pointer, a finger or the focus reaches them.
  const fetchToasts = () => void preloadToasts()
  return (
    <div className="flex flex-wrap gap-3" onPointerEnter={fetchToasts} onTouchStart={fetchToasts} onFocus={fetchToasts}>
      <button type="button" onClick={copyLink} className={copyClassName}>
        {isCopied ? icons.copied : icons.link}
        <span>{isCopied ? COPIED_LABEL : COPY_LINK_LABEL}</span>
      </button>
      <button type="button" onClick={share} className={shareClassName}>
        {icons.share}
        <span>{SHARE_LABEL}</span>
      </button>
    </div>
  )
}

/** Copy Link ('Copied!' for 2 s, then a toast) and the browser's share dialog, with toasts. */
export function ShareButtons(props: ShareButtonsProps) {
  return (
    <EnsureToastProvider>
      <ShareButtonsInner {...props} />
    </EnsureToastProvider>
  )
}
