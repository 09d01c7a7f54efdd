'use client'

import { CircleAlert } from '@/components/icons/circle-alert'
import { CircleCheck } from '@/components/icons/circle-check'
import { Info } from '@/components/icons/info'
import { TriangleAlert } from '@/components/icons/triangle-alert'
import { X } from '@/components/icons/x'

import { cx } from './cx'
import type { ToastItem, ToastTone } from './toast.client'

const toneStyles: Record<ToastTone, { icon: typeof Info; className: string; iconClass: string }> = {
  success: { icon: CircleCheck, className: 'border-success/30', iconClass: 'text-success' },
  error: { icon: CircleAlert, className: 'border-danger/30', iconClass: 'text-danger' },
  warning: { icon: TriangleAlert, className: 'border-accent-500/40', iconClass: 'text-accent-500' },
  info: { icon: Info, className: 'border-brand-200', iconClass: 'text-brand-600' },
}

/** The toasts shown in the provider's live region (./toast.client.tsx), each with its dismiss button. */
export function ToastList({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return toasts.map((toast) => {
    const { icon: Icon, className, iconClass } = toneStyles[toast.tone]
    return (
      <div
        key={toast.id}
        data-tone={toast.tone}
        className={cx(
          'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-4 text-ink shadow-lg',
          className,
        )}
      >
        <Icon aria-hidden="true" className={cx('mt-0.5 size-5 shrink-0', iconClass)} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="text-sm text-muted">{toast.description}</p>}
        </div>
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          aria-label="Dismiss notification"
          className="-m-1 rounded-md p-1 text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    )
  })
}
