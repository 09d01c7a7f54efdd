import { MemberOverview } from '@/features/dashboard/components/MemberOverview.client'
import { MemberOverviewHero } from '@/features/dashboard/components/MemberOverviewHero'
import { SavingsPanel } from '@/features/savings/components/SavingsPanel'
import { DASHBOARD_PATH } from '@/lib/portal-links'
import { getSavingsSummary } from '@/server/savings'
import { requireMember } from '@/server/session'

/** My Dashboard: what membership saved a Plus business first, then the greeting, status and next steps. */
export default async function DashboardPage() {
  const viewer = await requireMember({ returnTo: DASHBOARD_PATH })
  const summary = viewer.businessAccountId ? await getSavingsSummary(viewer.businessAccountId) : null
  return (
    <MemberOverview
      hero={<MemberOverviewHero viewer={viewer} />}
      lead={summary ? <SavingsPanel summary={summary} /> : undefined}
    />
  )
}
