import { eventTypeLabel, formatDuration } from '@/collections/Events/options'
import { DEFAULT_TIME_ZONE, formatEventStart } from '@/lib/dates'
import { eventHref } from '@/lib/links'
import type { Event } from '@/payload-types'

import { type CardBaseProps, CardLink, CardMedia, CardShell, Heading } from '../shared/card'

export const EVENT_COMPLETED_LABEL = 'COMPLETED'

/**
 * A community event, opening /community/events/{eventSlug}: type, start in the event's own time
 * zone ('MMM D, h:mm A z'), duration, and COMPLETED once it has taken place.
 */
export function EventCard({ doc, size, headingLevel, className }: CardBaseProps & { doc: Event }) {
  const start = formatEventStart(
    doc.eventScheduleStartTimestamp,
    doc.eventScheduleStartTimestamp_tz || DEFAULT_TIME_ZONE,
  )
  const duration = formatDuration(doc.duration)
  const type = eventTypeLabel(doc.eventType)
  return (
    <CardShell kind="event" size={size} className={className}>
      <CardMedia media={doc.eventImage} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2">
          {type && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{type}</p>}
          {doc.eventCompleteStatus && (
            <p className="rounded-full bg-surface px-3 py-1 text-xs font-bold tracking-wide text-muted">
              {EVENT_COMPLETED_LABEL}
            </p>
          )}
        </div>
        <Heading level={headingLevel}>
          <CardLink href={eventHref(doc.eventSlug)}>{doc.eventTitle}</CardLink>
        </Heading>
        <p className="mt-auto text-sm font-semibold text-ink">
          {start && <time dateTime={doc.eventScheduleStartTimestamp}>{start}</time>}
          {start && duration && <span aria-hidden="true"> · </span>}
          {duration && <span>{duration}</span>}
        </p>
      </div>
    </CardShell>
  )
}
