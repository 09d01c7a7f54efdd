'use client'

import { Eye } from '@/components/icons/eye'
import { X } from '@/components/icons/x'
import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react'

import { buttonClasses, type ButtonTone } from '@/components/ui/button-classes'

export interface ResourcePreviewDialogProps {
  /** The PREVIEW button's label. */
  previewLabel: string
  /** The resource's title, naming the dialog. */
  title: string
  subtitle?: string | null
  /** The resource's rich text and file, rendered on the server. */
  children: ReactNode
  /** The dialog's call to action (download, source link or resource page), rendered on the server. */
  actions: ReactNode
  tone?: ButtonTone
}

/**
 * The PREVIEW button and the modal dialog it opens. A native <dialog> opened with showModal():
 * the rest of the page is inert (the focus stays inside), Escape closes it, and so do the Close
 * button and a click on the backdrop. The focus goes back to PREVIEW on close.
 */
export function ResourcePreviewDialog({
  previewLabel,
  title,
  subtitle,
  children,
  actions,
  tone = 'light',
}: ResourcePreviewDialogProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setIsOpen] = useState(false)

  const open = () => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    dialog.showModal()
    setIsOpen(true)
  }

  const close = () => dialogRef.current?.close()

  // 'close' fires however the dialog closed: Escape, the Close button or the backdrop.
  const onClose = () => {
    setIsOpen(false)
    triggerRef.current?.focus()
  }

  // A click whose target is the <dialog> itself landed on the backdrop, outside the panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={buttonClasses('outline', tone)}
      >
        <Eye aria-hidden="true" className="size-5" />
        <span>{previewLabel}</span>
        <span className="sr-only"> – {title}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onDialogClick}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 text-ink shadow-xl backdrop:bg-ink/60"
      >
        <div className="flex max-h-[85vh] flex-col">
          <header className="flex items-start justify-between gap-4 border-b border-line p-6">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-2xl leading-tight font-bold">
                {title}
              </h2>
              {subtitle && <p className="font-semibold text-brand-700">{subtitle}</p>}
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </header>
          <div className="overflow-y-auto p-6">{children}</div>
          <footer className="flex flex-wrap items-center gap-4 border-t border-line p-6">{actions}</footer>
        </div>
      </dialog>
    </>
  )
}
