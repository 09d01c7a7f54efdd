import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and while hydrating, true once the browser runs the component. For
 * what the server must leave out: a control that only works with script, or something derived
 * from a value that a stored page writes in per viewer (src/lib/page-template.ts).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
