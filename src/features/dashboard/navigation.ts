/**
 * The dashboard's navigation (spec section 2, "Top bars, menus, side navigation"): the side
 * navigation's items and states, and the user menu's items. Pure data and functions.
 */
import {
  DASHBOARD_PATH,
  DASHBOARD_VENDOR_PATHS,
  HELP_CENTER_PATH,
  LOG_OUT_PATH,
  MY_REQUESTS_PATH,
  PROFILE_PATH,
} from '@/lib/portal-links'

// ---------------------------------------------------------------------------------------------
// Side navigation
// ---------------------------------------------------------------------------------------------

export type SideNavIcon = 'dashboard' | 'odp' | 'dell' | 'fedex' | 'profile' | 'requests' | 'help'

export interface SideNavItem {
  id: string
  label: string
  href: string
  icon: SideNavIcon
  /** 'exact' for the dashboard home, which would otherwise match every dashboard page. */
  match: 'exact' | 'prefix'
}

export interface SideNavSection {
  id: string
  title: string
  items: readonly SideNavItem[]
}

export const SIDE_NAV_DASHBOARD_ITEM: SideNavItem = {
  id: 'dashboard',
  label: 'Dashboard',
  href: DASHBOARD_PATH,
  icon: 'dashboard',
  match: 'exact',
}

export const SIDE_NAV_SECTIONS: readonly SideNavSection[] = [
  {
    id: 'buying-programs',
    title: 'BUYING PROGRAMS',
    items: [
      { id: 'odp', label: 'ODP Business Solutions', href: DASHBOARD_VENDOR_PATHS.odp, icon: 'odp', match: 'prefix' },
      { id: 'dell', label: 'Dell Technologies', href: DASHBOARD_VENDOR_PATHS.dell, icon: 'dell', match: 'prefix' },
      { id: 'fedex', label: 'FedEx', href: DASHBOARD_VENDOR_PATHS.fedex, icon: 'fedex', match: 'prefix' },
    ],
  },
  {
    id: 'service-center',
    title: 'SERVICE CENTER',
    items: [
      { id: 'my-profile', label: 'My Profile', href: PROFILE_PATH, icon: 'profile', match: 'prefix' },
      { id: 'my-requests', label: 'My Requests', href: MY_REQUESTS_PATH, icon: 'requests', match: 'prefix' },
      { id: 'help-center', label: 'Help Center', href: HELP_CENTER_PATH, icon: 'help', match: 'prefix' },
    ],
  },
]

/** Strips a query, a fragment and trailing slashes: '/dashboard/vendors/odp/?x#y' → '/dashboard/vendors/odp'. */
function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '')
  return pathname === '' ? '/' : pathname
}

/**
 * Whether `href` is the current page: the same path, or (by prefix) a page beneath it, segment
 * by segment, so '/dashboard/vendors/odp/confirm' is under ODP but '/dashboard/vendors/odpx' is not.
 */
export function isActivePath(
  pathname: string | null | undefined,
  href: string,
  match: 'exact' | 'prefix' = 'prefix',
): boolean {
  if (!pathname) return false
  const current = normalizePath(pathname).toLowerCase()
  const target = normalizePath(href).toLowerCase()
  if (current === target) return true
  if (match === 'exact') return false
  return current.startsWith(target === '/' ? '/' : `${target}/`)
}

/**
 * The side navigation's states (spec section 2):
 * - 'ready': before the screen width is known (server render and hydration); CSS sizes it then,
 *   64px below lg and 224px from lg, so nothing moves when the real state takes over.
 * - 'expanded': 224px, labels shown.
 * - 'minimized': 64px icons only, because the member minimized it on a wide screen.
 * - 'collapsed': 64px icons only, as it starts on a narrow screen; expanding it there lays it
 *   over the page instead of pushing the page aside.
 */
export type SideNavState = 'ready' | 'expanded' | 'minimized' | 'collapsed'

/** What the member last chose with the edge handle; null until they use it. */
export type SideNavPreference = 'expanded' | 'minimized' | null

export interface SideNavInput {
  /** Whether the screen is lg (1024px) or wider; null while unknown. */
  isWide: boolean | null
  preference: SideNavPreference
}

export function getSideNavState({ isWide, preference }: SideNavInput): SideNavState {
  if (isWide === null) return 'ready'
  if (isWide) return preference === 'minimized' ? 'minimized' : 'expanded'
  return preference === 'expanded' ? 'expanded' : 'collapsed'
}

/**
 * The member's choice after using the edge handle: expanded minimizes, minimized or collapsed
 * expands. In 'ready' there is no handle yet (the width is unknown), so nothing changes.
 */
export function toggleSideNav(state: SideNavState, preference: SideNavPreference): SideNavPreference {
  if (state === 'ready') return preference
  return state === 'expanded' ? 'minimized' : 'expanded'
}

/** Whether the labels show (and the handle offers to minimize). */
export function isSideNavOpen(state: SideNavState): boolean {
  return state === 'expanded'
}

// ---------------------------------------------------------------------------------------------
// User menu
// ---------------------------------------------------------------------------------------------

/** A menu item as the spec defines it: id, label (shown uppercase), slug (where it goes). */
export interface MenuItem {
  id: string
  label: string
  slug: string
}

export const USER_MENU_ITEMS: readonly MenuItem[] = [
  { id: 'my-dashboard', label: 'My Dashboard', slug: DASHBOARD_PATH },
  { id: 'my-profile', label: 'My Profile', slug: PROFILE_PATH },
  { id: 'help-center', label: 'Help Center', slug: HELP_CENTER_PATH },
  { id: 'log-out', label: 'Log Out', slug: LOG_OUT_PATH },
]

/** Menu labels are shown uppercase. */
export function menuLabel(item: MenuItem): string {
  return item.label.toLocaleUpperCase('en-US')
}
