import { Link } from '@/components/Link'
import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/components/ui/cx'
import type { AppState } from '@/features/app-state/app-state'
import { TrackerMount } from '@/features/tracking/components/TrackerMount.client'
import { isNavItemVisible, opensInNewTab } from '@/lib/navigation'
import { getGlobal } from '@/server/content'

import { HeaderMenu } from './HeaderMenu.client'
import { NavAnchor, type NavTarget } from './NavAnchor'
import { Logo } from './Logo'

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
 * every other item sits, in the CMS order, in the menu panel (HeaderMenu, the bar's one browser part).
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

  return (
    <header className="fixed inset-x-0 top-0 z-(--z-topbar) border-b border-line bg-white/95 backdrop-blur">
      <TrackerMount />
      <HeaderMenu
        home={
          <Link href="/" className="shrink-0 rounded-md">
            <Logo productName={settings.productName} fitOnPhones />
          </Link>
        }
        highlighted={highlighted.map((entry, index) => (
          <li key={entry.id}>
            <NavAnchor
              link={entry}
              externalIcon
              className={buttonClasses(index === 0 ? 'primary' : 'text', 'light', undefined, 'compact')}
            />
          </li>
        ))}
        menu={
          menuEntries.length > 0 && (
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
          )
        }
      />
    </header>
  )
}
