import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from '@/lib/lexical'

type EventData = RequiredDataFromCollectionSlug<'events'>

/** Office hours on Wednesday 4 March 2026, 6:30 PM Eastern. */
export function buildEvent(overrides: Partial<EventData> = {}): EventData {
  return {
    eventTitle: 'Grant application office hours',
    eventType: 'OFFICE_HOURS',
    eventScheduleStartTimestamp: '2026-03-04T23:30:00.000Z',
    eventScheduleStartTimestamp_tz: 'America/New_York',
    duration: 60,
    eventSlug: 'grant-application-office-hours-march',
    eventCollectionId: 'grant-office-hours-2026',
    eventCompleteStatus: false,
    onlineLink: 'https://discord.com/events/ea-collective/grant-office-hours',
    description: richText(
      'Bring your questions about the $5,000 technology grant. Last year’s winners and the review panel walk through what a strong application looks like, then answer questions live.',
    ),
    _status: 'published',
    ...overrides,
  }
}
