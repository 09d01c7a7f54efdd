'use client'

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'

import type { ToastList as ToastListType } from './toast-list.client'
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

// The toasts' own markup (their icons and the dismiss button) is a chunk of its own, fetched when a
// toast is first shown or when a control that shows toasts is about to be used (`preloadToasts`):
// a page that shows no toast never downloads it. The live region is drawn at hydration, without
// it, so a screen reader is already listening when the first toast is added.
let ToastList: typeof ToastListType | undefined
let toastListLoading: Promise<void> | undefined

/** Fetches the toasts' markup ahead of a toast, for example when the pointer reaches a control that shows one. */
export function preloadToasts(): Promise<void> {
  toastListLoading ??= import('./toast-list.client').then(
    (module) => {
      ToastList = module.ToastList
    },
    () => {
      // Offline for a moment: the next toast or approach tries again.
      toastListLoading = undefined
    },
  )
  return toastListLoading
}

function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  // In <body>, not where the provider is (the share card brings its own, inside a page section):
  // an ancestor that contains its fixed descendants (a transform, a filter, `contain`,
  // `content-visibility`) would pin the toasts to itself instead of the window
  // (docs/decisions/021-render-on-approach.md). Put there once the page has hydrated, before any
  // toast, so the live region is in the page when toasts are added to it and they are announced.
  const isHydrated = useIsHydrated()
  // Drawn without the markup, the toasts are drawn again once it has come (even if it came between
  // this drawing and the effect; a new toast tries again if fetching it failed).
  const isDrawnWithoutList = toasts.length > 0 && !ToastList
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (isDrawnWithoutList) void preloadToasts().then(redraw)
  }, [isDrawnWithoutList, toasts])
  if (!isHydrated) return null
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[1001] flex flex-col items-end gap-3 sm:left-auto sm:w-96"
    >
      {ToastList && <ToastList toasts={toasts} onDismiss={onDismiss} />}
    </div>,
    document.body,
  )
}
