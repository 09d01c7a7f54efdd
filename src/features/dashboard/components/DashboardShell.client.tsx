'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useId, useState } from 'react'

import { cx } from '@/components/ui/cx'
import { minWidthQuery, useMediaQuery } from '@/components/ui/use-media-query'
import { BREAKPOINTS } from '@/lib/ui-constants'

import { type SideNavPreference, type SideNavState, getSideNavState, toggleSideNav } from '../navigation'

import { SideNav } from './SideNav.client'

/** The page beside the side navigation makes room for its width; an overlay leaves it alone. */
const CONTENT_OFFSET: Record<SideNavState, string> = {
  ready: 'ml-sidenav-min lg:ml-sidenav',
  expanded: 'ml-sidenav',
  minimized: 'ml-sidenav-min',
  collapsed: 'ml-sidenav-min',
}

/**
 * The dashboard below its top bar: the side navigation and the page. On a wide screen the
 * member's choice (expanded or minimized) holds; on a narrow one the navigation starts collapsed
 * and, once expanded, lays over the page until the member navigates, presses Escape, taps away or
 * moves the keyboard focus out of it.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const navId = useId()
  const pathname = usePathname()
  const isWide = useMediaQuery(minWidthQuery(BREAKPOINTS.lg))
  const [widePreference, setWidePreference] = useState<SideNavPreference>(null)
  // On a narrow screen the expanded navigation belongs to the page it was opened on.
  const [narrowOpenOn, setNarrowOpenOn] = useState<string | null>(null)

  const preference: SideNavPreference = isWide ? widePreference : narrowOpenOn === pathname ? 'expanded' : null
  const state = getSideNavState({ isWide, preference })
  const isOverlay = isWide === false && state === 'expanded'

  useEffect(() => {
    if (!isOverlay) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNarrowOpenOn(null)
    }
    // Tab past its last item: the focus is on the page under the scrim, so the overlay goes.
    const onFocusIn = (event: FocusEvent) => {
      const aside = document.getElementById(navId)?.parentElement
      if (aside && event.target instanceof Node && !aside.contains(event.target)) setNarrowOpenOn(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [isOverlay, navId])

  const onToggle = () => {
    const next = toggleSideNav(state, preference)
    if (isWide) setWidePreference(next)
    else setNarrowOpenOn(next === 'expanded' ? pathname : null)
  }

  return (
    <div className="flex flex-1 pt-nav">
      <SideNav id={navId} state={state} pathname={pathname} isOverlay={isOverlay} onToggle={onToggle} />
      {isOverlay && (
        <div
          aria-hidden="true"
          onClick={() => setNarrowOpenOn(null)}
          className="fixed inset-0 top-nav z-30 bg-ink/30"
        />
      )}
      <main
        id="main"
        tabIndex={-1}
        className={cx(
          'page-screen min-w-0 flex-1 bg-surface transition-[margin] duration-200 motion-reduce:transition-none',
          isOverlay ? CONTENT_OFFSET.collapsed : CONTENT_OFFSET[state],
        )}
      >
        {children}
      </main>
    </div>
  )
}
