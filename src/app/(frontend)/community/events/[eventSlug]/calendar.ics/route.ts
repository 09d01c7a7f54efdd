import { eventEndsAt } from '@/collections/Events/options'
import { eventToIcs } from '@/features/content/ics'
import { getEvent } from '@/features/content/queries'
import { plainText } from '@/lib/lexical'
import { eventHref } from '@/lib/links'
import { env } from '@/server/env'

/**
 * GET /community/events/{eventSlug}/calendar.ics: the event as a calendar file, for the event
 * page's "Add to calendar" (Google Calendar, Outlook and Apple Calendar open it). A published
 * event only; anything else is 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ eventSlug: string }> }) {
  const { eventSlug } = await params
  const event = await getEvent(eventSlug)
  if (!event) {
    return new Response('This event could not be found.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const url = new URL(eventHref(event.eventSlug), env.SITE_URL).toString()
  const about = plainText(event.description)
  // The join link only while there is something to join, as on the event page.
  const joinLink = event.onlineLink && !event.eventCompleteStatus ? event.onlineLink : null
  const description = [about, joinLink ? `Join online: ${joinLink}` : null, `Details: ${url}`]
    .filter(Boolean)
    .join('\n\n')
  const ics = eventToIcs({
    uid: `event-${event.id}@${new URL(env.SITE_URL).hostname}`,
    title: event.eventTitle,
    start: new Date(event.eventScheduleStartTimestamp).toISOString(),
    end: eventEndsAt(event).toISOString(),
    description,
    location: event.location || (event.onlineLink ? 'Online' : null),
    url,
    stamp: new Date().toISOString(),
  })
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.eventSlug}.ics"`,
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  })
}
