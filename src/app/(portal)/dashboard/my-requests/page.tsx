import type { Metadata } from 'next'

import { MyRequests } from '@/features/forms/components/MyRequests.client'
import { MY_REQUESTS_PATH } from '@/lib/portal-links'
import { getMyRequests } from '@/server/forms/my-requests'
import { getSession, requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'My Requests' }
export const dynamic = 'force-dynamic'

/** The member's own form submissions with the status operators set, updating live. */
export default async function MyRequestsPage() {
  await requireMember({ returnTo: MY_REQUESTS_PATH })
  const session = await getSession()
  const requests = session ? await getMyRequests(session.user.id) : []
  return (
    <section className="mx-auto flex w-full max-w-content flex-col gap-6 p-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink">My Requests</h1>
        <p className="text-muted">Applications, quotes and requests you sent, and where each one stands.</p>
      </header>
      <MyRequests initialRequests={requests} />
    </section>
  )
}
