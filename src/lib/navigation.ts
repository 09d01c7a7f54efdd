import type { AppStatus } from './types'

export type NavVisibility = 'ALWAYS' | 'LOGGED_OUT' | 'LOGGED_IN'

/**
 * Spec section 2: Log In only when logged out; private items only for logged-in members.
 * An anonymous (guest) session counts as logged out; nothing shows while the status is loading.
 */
export function isNavItemVisible(visibility: NavVisibility | null | undefined, status: AppStatus): boolean {
  if (status === 'LOADING') return false
  const isLoggedIn = status === 'LOGGED_IN'
  if (visibility === 'LOGGED_IN') return isLoggedIn
  if (visibility === 'LOGGED_OUT') return !isLoggedIn
  return true
}

/** True for addresses that leave the site (and open in a new tab). */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url)
}

/** A header or footer item opens in a new tab when the operator says so or its address leaves the site. */
export function opensInNewTab(url: string, isExternal: boolean | null | undefined): boolean {
  return Boolean(isExternal) || isExternalUrl(url)
}
