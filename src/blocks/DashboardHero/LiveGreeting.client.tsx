'use client'

import { useOptionalAppState } from '@/features/app-state/components/app-state-context'

import { dashboardGreeting } from './greeting'

/**
 * The greeting's text, following the live app state where the page has one (the portal), so a
 * name changed elsewhere shows without a reload; `initial` is what the server rendered it with.
 * The rest of the hero block stays on the server.
 */
export function LiveGreeting({ greeting, initial }: { greeting: string | null | undefined; initial: string }) {
  const live = useOptionalAppState()
  return live && live.appStatus !== 'LOADING' ? dashboardGreeting(greeting, live) : initial
}
