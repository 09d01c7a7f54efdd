'use client'

import { CircleAlert } from '@/components/icons/circle-alert'
import { CircleCheck } from '@/components/icons/circle-check'
import { Info } from '@/components/icons/info'
import { TriangleAlert } from '@/components/icons/triangle-alert'
import { X } from '@/components/icons/x'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { cx } from './cx'
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './toast-timing'
import { useIsHydrated } from './use-is-hydrated'

export type ToastTone = 'success' | 'error' | 'warning' | 'info'

export interface ToastInput {
  title: string
  description?: string
  tone?: ToastTone
  /** Defaults by tone: success and info 3 s, error and warning 5 s (spec sections 8 and 9). */
  durationMs?: number
}

export interface ToastItem {
  id: number
  title: string
  description?: string
  tone: ToastTone
  durationMs: number
}

export interface ToastApi {
  /** Shows a toast and returns its id; it dismisses itself after its duration. */
  show: (toast: ToastInput) => number
  dismiss: (id: number) => void
}

export const TOAST_DURATIONS: Record<ToastTone, number> = {
  success: TOAST_SUCCESS_MS,
  info: TOAST_SUCCESS_MS,
  warning: TOAST_ERROR_MS,
  error: TOAST_ERROR_MS,
}

const ToastContext = createContext<ToastApi | null>(null)

/** Holds the toasts of everything inside it and renders them in one polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const nextId = useRef(0)

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (input: ToastInput) => {
      nextId.current += 1
      const id = nextId.current
      const tone = input.tone ?? 'info'
      const toast: ToastItem = {
        id,
        title: input.title,
        description: input.description,
        tone,
        durationMs: input.durationMs ?? TOAST_DURATIONS[tone],
      }
      setToasts((list) => [...list, toast])
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toast.durationMs),
      )
      return id
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      pending.forEach((timer) => clearTimeout(timer))
      pending.clear()
    }
  }, [])

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss])
  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  )
}

/** Uses the page's ToastProvider when there is one, otherwise provides its own. */
export function EnsureToastProvider({ children }: { children: ReactNode }) {
  const existing = useContext(ToastContext)
  return existing ? <>{children}</> : <ToastProvider>{children}</ToastProvider>
}

/** The nearest ToastProvider's API. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside a ToastProvider (or EnsureToastProvider).')
  return api
}

const toneStyles: Record<ToastTone, { icon: typeof Info; className: string; iconClass: string }> = {
  success: { icon: CircleCheck, className: 'border-success/30', iconClass: 'text-success' },
  error: { icon: CircleAlert, className: 'border-danger/30', iconClass: 'text-danger' },
  warning: { icon: TriangleAlert, className: 'border-accent-500/40', iconClass: 'text-accent-500' },
  info: { icon: Info, className: 'border-brand-200', iconClass: 'text-brand-600' },
}

function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  // In <body>, not where the provider is (the share card brings its own, inside a page section):
  // an ancestor that contains its fixed descendants (a transform, a filter, `contain`,
  // `content-visibility`) would pin the toasts to itself instead of the window
  // (docs/decisions/021-render-on-approach.md). Put there once the page has hydrated, before any
  // toast, so the live region is in the page when toasts are added to it and they are announced.
  if (!useIsHydrated()) return null
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[1001] flex flex-col items-end gap-3 sm:left-auto sm:w-96"
    >
      {toasts.map((toast) => {
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
      })}
    </div>,
    document.body,
  )
}
