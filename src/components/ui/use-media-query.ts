import { useCallback, useSyncExternalStore } from 'react'

/** A min-width media query for a breakpoint in px. */
export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
}

/**
 * Whether a media query matches. null while the width is unknown: during the server render,
 * during hydration, and where matchMedia does not exist. Components then fall back to CSS.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : null),
    () => null,
  )
}
