'use client'

import { Link } from '@/components/Link'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { Logo } from '@/components/layout/Logo'
import { buttonClasses } from '@/components/ui/button-classes'
import type { AppState } from '@/features/app-state/app-state'
import { useAppState } from '@/features/app-state/components/AppStateProvider.client'
import { TrackerMount } from '@/features/tracking/components/TrackerMount.client'
import { signInHref } from '@/lib/links'
import { LOG_OUT_PATH } from '@/lib/portal-links'

import { UserMenu } from './UserMenu.client'

/**
 * The dashboard's top bar (spec section 2): the logo linking home; a signed-in member sees only
 * Log Out (and their user menu), anyone else only Log In.
 */
export function DashboardTopBarView({ appState, productName }: { appState: AppState; productName: string }) {
  const pathname = usePathname()
  const isLoggedIn = appState.appStatus === 'LOGGED_IN'
  return (
    <header className="fixed inset-x-0 top-0 z-(--z-topbar) h-nav border-b border-line bg-white">
      <TrackerMount />
      <div className="flex h-full items-center justify-between gap-3 px-4">
        <Link href="/" className="shrink-0 rounded-md" aria-label={`${productName} home`}>
          <Logo productName={productName} />
        </Link>
        <div className="flex items-center gap-2">
          {appState.appStatus !== 'LOADING' && (
            <nav aria-label="Account">
              <ul className="flex items-center">
                <li>
                  {isLoggedIn ? (
                    <Link href={LOG_OUT_PATH} className={buttonClasses('text', 'light', undefined, 'sm')}>
                      Log Out
                    </Link>
                  ) : (
                    <Link href={signInHref(pathname)} className={buttonClasses('primary', 'light', undefined, 'sm')}>
                      Log In
                    </Link>
                  )}
                </li>
              </ul>
            </nav>
          )}
          <UserMenu appState={appState} />
        </div>
      </div>
    </header>
  )
}

/**
 * The top bar with the live app state. Signed out in another tab (the live state says so), the
 * member is sent to sign-in, to come back to this page: the dashboard is members only, and it
 * kept showing their greeting. Not when they follow this tab's own Log Out (the top bar's or the
 * user menu's), which goes home.
 */
export function DashboardTopBar({ productName }: { productName: string }) {
  const appState = useAppState()
  const pathname = usePathname()
  const router = useRouter()
  const wasSignedIn = useRef(appState.appStatus === 'LOGGED_IN')
  const isLoggingOut = useRef(false)
  // Something typed or picked on this page stays on it: the top bar then offers Log In, and the form asks
  // for a session when sent, instead of the page going away with the member's words.
  const hasUnsentInput = useRef(false)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return
      if (event.target.closest(`a[href="${LOG_OUT_PATH}"]`)) isLoggingOut.current = true
      // A choice made with a button in a form (the benefits' partner pills) is kept as typing is.
      if (event.target.closest('form [aria-pressed]')) hasUnsentInput.current = true
    }
    const onInput = () => (hasUnsentInput.current = true)
    document.addEventListener('click', onClick, true)
    document.addEventListener('input', onInput, true)
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('input', onInput, true)
    }
  }, [])
  useEffect(() => {
    if (appState.appStatus === 'LOGGED_IN') wasSignedIn.current = true
    else if (appState.appStatus === 'LOGGED_OUT' && wasSignedIn.current && !isLoggingOut.current && !hasUnsentInput.current) {
      router.replace(signInHref(pathname))
    }
  }, [appState.appStatus, pathname, router])
  return <DashboardTopBarView appState={appState} productName={productName} />
}
