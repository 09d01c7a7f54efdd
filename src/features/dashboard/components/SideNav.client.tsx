'use client'

import { ChevronLeft } from '@/components/icons/chevron-left'
import { ChevronRight } from '@/components/icons/chevron-right'
import { FileText } from '@/components/icons/file-text'
import { Laptop } from '@/components/icons/laptop'
import { LayoutDashboard } from '@/components/icons/layout-dashboard'
import { LifeBuoy } from '@/components/icons/life-buoy'
import { Printer } from '@/components/icons/printer'
import { Truck } from '@/components/icons/truck'
import { UserRound } from '@/components/icons/user-round'
import { type IconComponent } from '@/components/icons/svg'
import { Link } from '@/components/Link'

import { cx } from '@/components/ui/cx'

import {
  SIDE_NAV_DASHBOARD_ITEM,
  SIDE_NAV_SECTIONS,
  type SideNavIcon,
  type SideNavItem,
  type SideNavSection,
  type SideNavState,
  isActivePath,
  isSideNavOpen,
} from '../navigation'

const ICONS: Record<SideNavIcon, IconComponent> = {
  dashboard: LayoutDashboard,
  odp: Printer,
  dell: Laptop,
  fedex: Truck,
  profile: UserRound,
  requests: FileText,
  help: LifeBuoy,
}

/** Width by state; 'ready' leaves it to CSS (64px below lg, 224px from lg). */
const WIDTH: Record<SideNavState, string> = {
  ready: 'w-sidenav-min lg:w-sidenav',
  expanded: 'w-sidenav',
  minimized: 'w-sidenav-min',
  collapsed: 'w-sidenav-min',
}

/** Labels: shown when expanded, kept for screen readers otherwise (they name the icon links). */
const LABEL: Record<SideNavState, string> = {
  ready: 'max-lg:sr-only',
  expanded: '',
  minimized: 'sr-only',
  collapsed: 'sr-only',
}

function NavLink({ item, pathname, state }: { item: SideNavItem; pathname: string | null; state: SideNavState }) {
  const Icon = ICONS[item.icon]
  const isActive = isActivePath(pathname, item.href, item.match)
  return (
    <Link
      href={item.href}
      aria-current={isActive ? 'page' : undefined}
      title={isSideNavOpen(state) ? undefined : item.label}
      className={cx(
        'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
        isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cx('leading-tight', LABEL[state])}>{item.label}</span>
    </Link>
  )
}

function Section({
  section,
  pathname,
  state,
}: {
  section: SideNavSection
  pathname: string | null
  state: SideNavState
}) {
  const headingId = `side-nav-${section.id}`
  return (
    <div className="flex flex-col gap-1">
      <p id={headingId} className={cx('px-3 pt-4 pb-1 text-xs font-bold tracking-wider text-muted', LABEL[state])}>
        {section.title}
      </p>
      {!isSideNavOpen(state) && (
        <hr aria-hidden="true" className={cx('mx-3 my-2 border-line', state === 'ready' && 'lg:hidden')} />
      )}
      <ul aria-labelledby={headingId} className="flex flex-col gap-1">
        {section.items.map((item) => (
          <li key={item.id}>
            <NavLink item={item} pathname={pathname} state={state} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The dashboard's side navigation: the Dashboard button, then BUYING PROGRAMS and SERVICE CENTER.
 * The current page's item is marked (aria-current) by path prefix. The edge handle expands or
 * minimizes it; it appears once the screen width is known.
 */
export function SideNav({
  id,
  state,
  pathname,
  isOverlay,
  onToggle,
}: {
  id: string
  state: SideNavState
  pathname: string | null
  /** Expanded over the page on a narrow screen. */
  isOverlay: boolean
  onToggle: () => void
}) {
  const isOpen = isSideNavOpen(state)
  return (
    <aside
      data-state={state}
      className={cx(
        'fixed top-nav bottom-0 left-0 z-40 border-r border-line bg-white transition-[width] duration-200 motion-reduce:transition-none',
        WIDTH[state],
        isOverlay && 'shadow-xl',
      )}
    >
      {/* Before the links in the Tab order, as it sits at the rail's top. */}
      {state !== 'ready' && (
        <button
          type="button"
          aria-controls={id}
          aria-expanded={isOpen}
          aria-label={isOpen ? 'Minimize side navigation' : 'Expand side navigation'}
          onClick={onToggle}
          className="absolute top-6 -right-3 flex size-6 items-center justify-center rounded-full border border-line bg-white text-brand-700 shadow-sm hover:bg-brand-50"
        >
          {isOpen ? (
            <ChevronLeft aria-hidden="true" className="size-4" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
      <nav id={id} aria-label="Dashboard" className="flex h-full flex-col gap-1 overflow-x-hidden overflow-y-auto p-2">
        <NavLink item={SIDE_NAV_DASHBOARD_ITEM} pathname={pathname} state={state} />
        {SIDE_NAV_SECTIONS.map((section) => (
          <Section key={section.id} section={section} pathname={pathname} state={state} />
        ))}
      </nav>
    </aside>
  )
}
