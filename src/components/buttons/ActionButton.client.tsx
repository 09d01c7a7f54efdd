'use client'

import type { ReactNode } from 'react'

import type { ButtonEvent } from '@/lib/buttons'
import { emitTrackEvent } from '@/lib/tracking-events'

export const BUTTON_EVENT = 'ea:button'

/**
 * A function button: it does not navigate, it announces its event (CLICK_DOWNLOAD with the page's
 * file, or CLICK_CONTINUE) for the flow around it, and downloads the file itself when it has one.
 */
export function ActionButton({
  event,
  action,
  trackId,
  label,
  className,
  children,
}: {
  event: ButtonEvent | null
  action: string | null
  /** The button's id and label in the tracking event it emits (CLICK_DOWNLOAD / CLICK_CONTINUE). */
  trackId: string
  label: string
  className: string
  children: ReactNode
}) {
  const onClick = () => {
    window.dispatchEvent(new CustomEvent(BUTTON_EVENT, { detail: { event, action } }))
    if (event) {
      emitTrackEvent({
        eventType: event.type,
        elementId: action || trackId,
        label,
        metadata: event.type === 'CLICK_DOWNLOAD' && event.fileUrl ? { href: event.fileUrl } : undefined,
      })
    }
    if (event?.type === 'CLICK_DOWNLOAD' && event.fileUrl) {
      const link = document.createElement('a')
      link.href = event.fileUrl
      link.download = ''
      link.click()
    }
  }
  return (
    <button type="button" onClick={onClick} className={className}>
      {children}
    </button>
  )
}
