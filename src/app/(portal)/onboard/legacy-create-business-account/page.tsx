import { CircleCheck } from '@/components/icons/circle-check'
import type { Metadata } from 'next'
import { Link } from '@/components/Link'

import { buttonClassName } from '@/components/ui/button-styles'
import { UpgradeToPlusForm } from '@/features/business-account/components/UpgradeToPlusForm.client'
import { DASHBOARD_PATH, PLUS_FORM_PATH } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'Upgrade to Plus' }

/** The 'Upgrade to Plus' form, for signed-in members; a Plus member is told they are already there. */
export default async function UpgradeToPlusPage() {
  const [viewer, settings] = await Promise.all([
    requireMember({ returnTo: PLUS_FORM_PATH }),
    getGlobal('site-settings'),
  ])

  if (viewer.userType === 'PLUS') {
    return (
      <div className="flex flex-col items-start gap-5">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h1 className="text-2xl font-extrabold text-brand-900">You’re already on Plus</h1>
        <p className="text-muted">Your business account is set up. Your dashboard has your deals and benefits.</p>
        <Link href={DASHBOARD_PATH} className={buttonClassName('primary', 'light', 'w-full')}>
          Go to my dashboard
        </Link>
      </div>
    )
  }

  return <UpgradeToPlusForm contactUrl={settings.helpCenterUrl} />
}
