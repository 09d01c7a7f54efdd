import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventDetail } from '@/features/content/components/EventDetail'
import { JsonLd } from '@/features/content/components/JsonLd'
import { eventJsonLd, eventMetadata } from '@/features/content/metadata'
import { getEvent } from '@/features/content/queries'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { getGlobal } from '@/server/content'
import { env } from '@/server/env'

interface Props {
  params: Promise<{ eventSlug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [event, settings] = await Promise.all([getEvent((await params).eventSlug), getGlobal('site-settings')])
  return event ? eventMetadata(event, settings.productName) : NOT_FOUND_METADATA
}

/** An event at /community/events/{eventSlug}; unknown and unpublished slugs are 404. */
export default async function EventPage({ params }: Props) {
  const [event, settings] = await Promise.all([getEvent((await params).eventSlug), getGlobal('site-settings')])
  if (!event) notFound()
  return (
    <>
      <JsonLd data={eventJsonLd(event, env.SITE_URL, settings.productName)} />
      <EventDetail event={event} />
    </>
  )
}
