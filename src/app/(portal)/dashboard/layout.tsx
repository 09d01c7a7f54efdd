import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { DashboardShell } from '@/features/dashboard/components/DashboardShell.client'
import { DashboardTopBar } from '@/features/dashboard/components/DashboardTopBar.client'
import { DASHBOARD_PATH } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { requireMember } from '@/server/session'

export const metadata: Metadata = { title: { default: 'My Dashboard', template: '%s | My Dashboard' } }

/**
 * The member dashboard: members only (others go to sign-in and come back), with the dashboard
 * top bar and the side navigation around every page. Each page checks again with its own
 * address, so sign-in returns to exactly that page.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const [, settings] = await Promise.all([requireMember({ returnTo: DASHBOARD_PATH }), getGlobal('site-settings')])
  return (
    <>
      <DashboardTopBar productName={settings.productName} />
      <DashboardShell>{children}</DashboardShell>
    </>
  )
}
