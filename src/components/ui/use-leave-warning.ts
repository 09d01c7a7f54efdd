'use client'

import { useEffect } from 'react'

/**
 * While `active` (a form with typed answers not yet sent), reloading, closing the tab or typing
 * another address first asks the browser's own "Leave site?" question: the answers are kept nowhere
 * else (not in the browser's storage, which a shared computer's next user could read).
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
