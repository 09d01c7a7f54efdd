'use client'

import { Link } from '@/components/Link'
import { usePathname } from 'next/navigation'

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
                    <Link
                      href={signInHref(pathname)}
                      className={buttonClasses('primary', 'light', undefined, 'sm')}
                    >
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

/** The top bar with the live app state. */
export function DashboardTopBar({ productName }: { productName: string }) {
  const appState = useAppState()
  return <DashboardTopBarView appState={appState} productName={productName} />
}
