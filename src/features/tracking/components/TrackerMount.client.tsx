'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import type { Tracker } from '../tracker'

/**
 * Starts the first-party tracker with the app bar. The tracker is its own chunk, fetched after
 * hydration, so it never delays rendering; every route change records a page view.
 */
export function TrackerMount() {
  const pathname = usePathname()
  const tracker = useRef<Promise<Tracker | null> | null>(null)

  useEffect(() => {
    const started = import('../tracker').then(({ startTracker }) => startTracker())
    tracker.current = started
    return () => {
      void started.then((instance) => instance?.stop())
      tracker.current = null
    }
  }, [])

  useEffect(() => {
    void tracker.current?.then((instance) => instance?.pageView())
  }, [pathname])

  return null
}
