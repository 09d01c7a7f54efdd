import type { Metadata } from 'next'
import { Link } from '@/components/Link'

import { MyRequests } from '@/features/forms/components/MyRequests.client'
import {
  DASHBOARD_BENEFITS_PATH,
  GRANT_FORM_PATH,
  MY_REQUESTS_PATH,
  QUOTE_FORM_PATH,
  SPEND_NAVIGATOR_FORM_PATH,
} from '@/lib/portal-links'
import { getMyRequests } from '@/server/forms/my-requests'
import { getSession, requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'My Requests' }
export const dynamic = 'force-dynamic'

/** What a member can ask for, and where: each request then appears in the list above. */
const NEW_REQUESTS = [
  {
    href: QUOTE_FORM_PATH,
    title: 'Request a quote',
    text: 'Send us your supply list as a spreadsheet and we price it at program rates, line by line.',
  },
  {
    href: SPEND_NAVIGATOR_FORM_PATH,
    title: 'Use the Spend Navigator',
    text: 'Tell us what you spend each year and on what; we show where the buying programs save you money.',
  },
  {
    href: GRANT_FORM_PATH,
    title: 'Apply for the $5,000 grant',
    text: 'Our technology reward grant funds the equipment or software that moves your business forward.',
  },
  {
    href: DASHBOARD_BENEFITS_PATH,
    title: 'Request member benefits',
    text: 'Pick the partner offers you want and we email you how to claim each one.',
  },
] as const

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
      <section aria-labelledby="new-request" className="flex flex-col gap-3">
        <h2 id="new-request" className="text-xl font-bold text-ink">
          Start a new request
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {NEW_REQUESTS.map((item) => (
            <li key={item.href} className="rounded-2xl border border-line bg-white p-5">
              <Link
                href={item.href}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {item.title}
              </Link>
              <p className="mt-1 text-sm text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </section>
  )
}
