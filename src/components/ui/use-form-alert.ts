import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A form's alert message and the ref for its FormAlert. Showing a message moves focus to the
 * alert once it has rendered, so it is read out and the member lands next to it; the same
 * message shown twice (a second failed try) moves focus again.
 */
export function useFormAlert() {
  const alertRef = useRef<HTMLDivElement>(null)
  const [alert, setAlert] = useState<{ message: string; count: number } | null>(null)

  useEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])

  const show = useCallback((message: string) => {
    setAlert((previous) => ({ message, count: (previous?.count ?? 0) + 1 }))
  }, [])
  const clear = useCallback(() => setAlert(null), [])

  return { alertRef, message: alert?.message ?? null, show, clear }
}
