import { BadgePercent } from '@/components/icons/badge-percent'
import { Gift } from '@/components/icons/gift'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { DASHBOARD_VENDORS_PATH, MEMBER_BENEFITS_PATH, PLUS_CONFIRMATION_PATH, PLUS_FORM_PATH } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { requireMember } from '@/server/session'

import { ActionCards } from '../_components/ActionCard'

export const metadata: Metadata = { title: 'Welcome to Plus' }

/**
 * After the Plus upgrade: the two things to do first. A member who is not on Plus (the address
 * opened by itself, or from history) is sent to the upgrade form instead of being welcomed.
 */
export default async function PlusConfirmationPage() {
  const [viewer, settings] = await Promise.all([
    requireMember({ returnTo: PLUS_CONFIRMATION_PATH }),
    getGlobal('site-settings'),
  ])
  if (viewer.userType !== 'PLUS') redirect(PLUS_FORM_PATH)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Welcome to Plus</h1>
        <p className="text-muted">
          Your business account is open. You now have everything {settings.productName} offers your business.
        </p>
      </div>
      <ActionCards
        cards={[
          {
            icon: BadgePercent,
            title: 'Activate cash back deals',
            copy: 'Link your ODP, Dell and FedEx accounts so program pricing applies to what you already buy, and see your savings on your dashboard.',
            cta: 'Activate deals',
            href: DASHBOARD_VENDORS_PATH,
          },
          {
            icon: Gift,
            title: 'Go to your benefits',
            copy: 'Browse the tools, services and discounts that come with your membership.',
            cta: 'Go to benefits',
            href: MEMBER_BENEFITS_PATH,
          },
        ]}
      />
    </div>
  )
}
