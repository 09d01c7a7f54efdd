import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { DashboardShell } from '@/features/dashboard/components/DashboardShell.client'
import { DashboardTopBar } from '@/features/dashboard/components/DashboardTopBar.client'
import { DASHBOARD_PATH, isMembersOnlyPath, safeReturnPath } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { requireMember } from '@/server/session'

/**
 * "My Profile | My Dashboard | EA Collective": a page's title takes this template only, not the
 * portal's too, so it names the site itself. The default takes the portal's ("My Dashboard | EA Collective").
 */
export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getGlobal('site-settings')
  return { title: { default: 'My Dashboard', template: `%s | My Dashboard | ${productName}` } }
}

/** The dashboard address being rendered (set by src/proxy.ts), else the dashboard home. */
async function currentDashboardPath(): Promise<string> {
  const path = safeReturnPath((await headers()).get('x-pathname'))
  return isMembersOnlyPath(path) ? path : DASHBOARD_PATH
}

/**
 * The member dashboard: members only (others go to sign-in and come back to the page they asked
 * for), with the dashboard top bar and the side navigation around every page. Pages check again
 * themselves, since a layout is not rendered again when moving between its pages.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const [, settings] = await Promise.all([
    requireMember({ returnTo: await currentDashboardPath() }),
    getGlobal('site-settings'),
  ])
  return (
    <>
      <DashboardTopBar productName={settings.productName} />
      <DashboardShell>{children}</DashboardShell>
    </>
  )
}
