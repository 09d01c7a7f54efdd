import { Menu } from '@/components/icons/menu'
import { X } from '@/components/icons/x'
import { Link } from '@/components/Link'
import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/components/ui/cx'
import type { AppState } from '@/features/app-state/app-state'
import { TrackerMount } from '@/features/tracking/components/TrackerMount.client'
import { isNavItemVisible, opensInNewTab } from '@/lib/navigation'
import { getGlobal } from '@/server/content'

import { NavAnchor, type NavTarget } from './NavAnchor'
import { Logo } from './Logo'

/** The menu panel's id (one top bar per page). */
const MENU_ID = 'site-menu'

interface NavLink extends NavTarget {
  id: string
}

interface NavEntry extends NavLink {
  isHighlighted: boolean
  children: NavLink[]
}

/**
 * The public top bar: header items from the CMS, filtered for the viewer's status. Fixed (max width
 * 1024px, z-index 999, 68px high). Highlighted items (Sign Up, Log In or Log Out) stay in the bar;
 * every other item sits, in the CMS order, in the menu panel.
 *
 * The menu is the browser's own popover: the Menu button opens and closes it, and a click outside
 * it or Escape closes it, with no script of ours (1 kB less on every page, and nothing to hydrate
 * before the button works). A followed link closes it (LinkNavigator). The button's icon follows
 * the panel's state in CSS. Browsers without popovers (before Chrome 114, Safari 17, Firefox 125)
 * keep the panel hidden; the footer carries the same pages as seeded.
 */
export async function SiteHeader({ viewer }: { viewer: AppState }) {
  if (viewer.appStatus === 'LOADING') return null
  const [header, settings] = await Promise.all([getGlobal('header'), getGlobal('site-settings')])
  const entries: NavEntry[] = (header.navItems ?? [])
    .filter((item) => isNavItemVisible(item.visibility, viewer.appStatus))
    .map((item) => ({
      id: item.id ?? item.label,
      label: item.label,
      url: item.url,
      isExternal: opensInNewTab(item.url, item.isExternal),
      isHighlighted: Boolean(item.isHighlighted),
      children: (item.children ?? []).map((child) => ({
        id: child.id ?? child.label,
        label: child.label,
        url: child.url,
        isExternal: opensInNewTab(child.url, child.isExternal),
      })),
    }))
  const highlighted = entries.filter((entry) => entry.isHighlighted)
  const menuEntries = entries.filter((entry) => !entry.isHighlighted)
  const hasMenu = menuEntries.length > 0

  return (
    <header className="fixed inset-x-0 top-0 z-(--z-topbar) border-b border-line bg-white/95 backdrop-blur">
      <TrackerMount />
      <div className="relative mx-auto h-nav max-w-topbar px-4">
        <nav aria-label="Main" className="group/nav flex h-full items-center justify-between gap-2">
          <Link href="/" className="shrink-0 rounded-md">
            <Logo productName={settings.productName} fitOnPhones />
          </Link>
          <ul className="flex min-w-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
            {highlighted.map((entry, index) => (
              <li key={entry.id}>
                <NavAnchor
                  link={entry}
                  externalIcon
                  className={buttonClasses(index === 0 ? 'primary' : 'text', 'light', undefined, 'compact')}
                />
              </li>
            ))}
            {hasMenu && (
              <li>
                <button
                  type="button"
                  popoverTarget={MENU_ID}
                  aria-controls={MENU_ID}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-surface"
                >
                  <Menu aria-hidden="true" className="size-5 group-has-[:popover-open]/nav:hidden" />
                  <X aria-hidden="true" className="hidden size-5 group-has-[:popover-open]/nav:block" />
                  {/* On a phone the icon alone, so Sign Up and Log In keep one line each. */}
                  <span className="max-sm:sr-only">Menu</span>
                </button>
              </li>
            )}
          </ul>
          {hasMenu && (
            <div
              id={MENU_ID}
              popover="auto"
              className="fixed inset-x-0 top-nav bottom-auto mx-auto mt-0 h-auto max-h-[calc(100vh-var(--spacing-nav))] w-full max-w-topbar overflow-y-auto border-0 border-b border-line bg-white p-0 text-ink shadow-lg not-open:hidden lg:rounded-b-2xl"
            >
              <ul className="grid gap-x-8 gap-y-1 p-4 md:grid-cols-2 lg:grid-cols-3">
                {menuEntries.map((entry) => (
                  <li key={entry.id} className={cx(entry.children.length > 0 && 'md:row-span-3')}>
                    <NavAnchor
                      link={entry}
                      externalIcon
                      className="block rounded-lg px-3 py-2 font-semibold hover:bg-surface"
                    />
                    {entry.children.length > 0 && (
                      <ul className="mb-2 ml-3 border-l border-line pl-2">
                        {entry.children.map((child) => (
                          <li key={child.id}>
                            <NavAnchor
                              link={child}
                              externalIcon
                              className="block rounded-lg px-3 py-1.5 text-sm text-muted hover:bg-surface hover:text-ink"
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
      </div>
    </header>
  )
}
