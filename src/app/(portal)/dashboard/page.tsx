import { MemberOverview } from '@/features/dashboard/components/MemberOverview.client'
import { MemberOverviewHero } from '@/features/dashboard/components/MemberOverviewHero'
import { SavingsPanelLoader } from '@/features/savings/components/SavingsPanelLoader.client'
import { DASHBOARD_PATH } from '@/lib/portal-links'
import { requireMember } from '@/server/session'

/**
 * My Dashboard: what membership saved a Plus business first, then the greeting, status and next
 * steps. Rendered from the app state alone, so it is stored once per audience and each member's
 * name written in (docs/decisions/017-page-templates.md); the savings are fetched in the browser.
 */
export default async function DashboardPage() {
  const viewer = await requireMember({ returnTo: DASHBOARD_PATH })
  return (
    <MemberOverview
      hero={<MemberOverviewHero viewer={viewer} />}
      lead={viewer.businessAccountId ? <SavingsPanelLoader /> : undefined}
    />
  )
}
