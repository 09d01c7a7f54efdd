import { BadgePercent } from '@/components/icons/badge-percent'
import { MessageCircle } from '@/components/icons/message-circle'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Link } from '@/components/Link'

import { buttonClassName } from '@/components/ui/button-styles'
import { signUpHref } from '@/lib/links'
import { EmailVerifyCard } from '@/features/auth/components/EmailVerifyCard.client'
import { PLUS_FORM_PATH, optionalReturnPath, safeReturnPath, verifiedHref } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { getViewer } from '@/server/viewer'

import { ActionCards } from '../_components/ActionCard'
import { discordHref } from '../_components/discord'

export const metadata: Metadata = { title: 'Welcome' }

interface Props {
  searchParams: Promise<{ pageSlug?: string | string[] }>
}

/** After sign-up: verify the email, then the next steps (Discord, Plus) and on to where the member was going. */
export default async function SignUpConfirmationPage({ searchParams }: Props) {
  const pageSlug = optionalReturnPath((await searchParams).pageSlug)
  const [viewer, settings] = await Promise.all([getViewer(), getGlobal('site-settings')])
  // Nobody signed in has nothing to be welcomed to yet: the address (a bookmark, a shared link) leads to sign-up.
  if (viewer.appStatus === 'LOGGED_OUT') redirect(signUpHref(pageSlug))
  const email = viewer.email ?? viewer.memberData.email

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">You’re in!</h1>
        <p className="text-muted">Your {settings.productName} account is ready. Here is how to make the most of it.</p>
      </div>

      {email && !viewer.emailVerified && <EmailVerifyCard email={email} callbackURL={verifiedHref(pageSlug)} />}

      <ActionCards
        cards={[
          {
            icon: MessageCircle,
            title: 'Join the community on Discord',
            copy: 'Swap ideas with other small business owners, ask questions and hear about events first.',
            cta: 'Join Discord',
            href: discordHref(settings.discordUrl),
          },
          {
            icon: BadgePercent,
            title: 'Upgrade to Plus',
            copy: 'Add your business to link your ODP, Dell and FedEx accounts for program pricing on them, and track what you save.',
            cta: 'Upgrade to Plus',
            href: PLUS_FORM_PATH,
          },
        ]}
      />

      <Link href={safeReturnPath(pageSlug)} className={buttonClassName('outline', 'light', 'w-full')}>
        {pageSlug ? 'Continue' : 'Go to my dashboard'}
      </Link>
    </div>
  )
}
