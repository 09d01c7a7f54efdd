import type { AppState } from '@/features/app-state/app-state'
import { isExternalUrl, isNavItemVisible } from '@/lib/navigation'
import { getGlobal } from '@/server/content'

import { HeaderBar, type NavEntry } from './HeaderBar.client'

/** The public top bar: header items from the CMS, filtered for the viewer's status. */
export async function SiteHeader({ viewer }: { viewer: AppState }) {
  if (viewer.appStatus === 'LOADING') return null
  const [header, settings] = await Promise.all([getGlobal('header'), getGlobal('site-settings')])
  const entries: NavEntry[] = (header.navItems ?? [])
    .filter((item) => isNavItemVisible(item.visibility, viewer.appStatus))
    .map((item) => ({
      id: item.id ?? item.label,
      label: item.label,
      url: item.url,
      isExternal: Boolean(item.isExternal) || isExternalUrl(item.url),
      isHighlighted: Boolean(item.isHighlighted),
      children: (item.children ?? []).map((child) => ({
        id: child.id ?? child.label,
        label: child.label,
        url: child.url,
        isExternal: Boolean(child.isExternal) || isExternalUrl(child.url),
      })),
    }))
  return <HeaderBar entries={entries} productName={settings.productName} />
}
