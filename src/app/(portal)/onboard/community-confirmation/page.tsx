import { CalendarDays } from '@/components/icons/calendar-days'
import { MessageCircle } from '@/components/icons/message-circle'
import type { Metadata } from 'next'

import { EVENTS_PATH } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'

import { ActionCards } from '../_components/ActionCard'
import { discordHref } from '../_components/discord'

export const metadata: Metadata = { title: 'Welcome to the community' }

/** After joining through the community pathway: Discord and events. */
export default async function CommunityConfirmationPage() {
  const settings = await getGlobal('site-settings')
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Welcome to the community</h1>
        <p className="text-muted">
          Small business owners share what works in the {settings.productName} community. Come say hello.
        </p>
      </div>
      <ActionCards
        cards={[
          {
            icon: MessageCircle,
            title: 'Open Discord',
            copy: 'Introduce yourself, ask for advice and join conversations on marketing, hiring and growth.',
            cta: 'Open Discord',
            href: discordHref(settings.discordUrl),
          },
          {
            icon: CalendarDays,
            title: 'Find events',
            copy: 'Workshops, webinars and meetups with experts and fellow owners, online and near you.',
            cta: 'Find events',
            href: EVENTS_PATH,
          },
        ]}
      />
    </div>
  )
}
