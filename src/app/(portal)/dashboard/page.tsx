import { MemberOverview } from '@/features/dashboard/components/MemberOverview.client'
import { DASHBOARD_PATH } from '@/lib/portal-links'
import { requireMember } from '@/server/session'

/** My Dashboard: the member's greeting, membership status and next steps. */
export default async function DashboardPage() {
  await requireMember({ returnTo: DASHBOARD_PATH })
  return <MemberOverview />
}
