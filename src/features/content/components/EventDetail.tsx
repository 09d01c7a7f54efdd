import { CalendarDays } from '@/components/icons/calendar-days'
import { Clock } from '@/components/icons/clock'
import { MapPin } from '@/components/icons/map-pin'
import { Video } from '@/components/icons/video'

import { EVENT_COMPLETED_LABEL } from '@/cards/EventCard/Component'
import { CardMedia } from '@/cards/shared/card'
import { eventTypeLabel, formatDuration } from '@/collections/Events/options'
import { RichText } from '@/components/RichText'
import { buttonClassName } from '@/components/ui/button-styles'
import { DEFAULT_TIME_ZONE, formatEventStart } from '@/lib/dates'
import { eventHref } from '@/lib/links'
import type { Event } from '@/payload-types'

export const JOIN_ONLINE_LABEL = 'Join online'
export const ADD_TO_CALENDAR_LABEL = 'Add to calendar'
export const COMPLETED_NOTE = 'This event has taken place.'

/**
 * An event (/community/events/{eventSlug}): type, title, start in the event's own time zone
 * ('MMM D, h:mm A z'), duration, where it happens, and COMPLETED once it has taken place (then
 * the join link is no longer offered).
 */
export function EventDetail({ event }: { event: Event }) {
  const start = formatEventStart(
    event.eventScheduleStartTimestamp,
    event.eventScheduleStartTimestamp_tz || DEFAULT_TIME_ZONE,
  )
  const duration = formatDuration(event.duration)
  const type = eventTypeLabel(event.eventType)
  const isCompleted = Boolean(event.eventCompleteStatus)
  return (
    <article className="container-content flex flex-col gap-10 py-12 md:py-16" data-content="event">
      <header className="flex max-w-3xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {type && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{type}</p>}
          {isCompleted && (
            <p className="rounded-full bg-surface px-3 py-1 text-xs font-bold tracking-wide text-muted">
              {EVENT_COMPLETED_LABEL}
            </p>
          )}
        </div>
        <h1 className="text-4xl leading-tight font-extrabold text-balance md:text-5xl">{event.eventTitle}</h1>
        <dl className="grid gap-3 text-lg sm:grid-cols-2">
          {start && (
            <div className="flex items-center gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">Starts</span>
              </dt>
              <dd className="font-semibold">
                <time dateTime={event.eventScheduleStartTimestamp}>{start}</time>
              </dd>
            </div>
          )}
          {duration && (
            <div className="flex items-center gap-2">
              <dt>
                <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">Duration</span>
              </dt>
              <dd>{duration}</dd>
            </div>
          )}
          {event.location && (
            <div className="flex items-center gap-2">
              <dt>
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">Location</span>
              </dt>
              <dd>{event.location}</dd>
            </div>
          )}
          {event.onlineLink && (
            <div className="flex items-center gap-2">
              <dt>
                <Video aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">Where</span>
              </dt>
              <dd>Online</dd>
            </div>
          )}
        </dl>
        {isCompleted ? (
          <p className="text-muted">{COMPLETED_NOTE}</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {event.onlineLink && (
              <a
                href={event.onlineLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName('primary', 'light')}
              >
                {JOIN_ONLINE_LABEL}
                <span className="sr-only"> – {event.eventTitle} (opens in a new tab)</span>
              </a>
            )}
            {/* A calendar file (.ics) that Google Calendar, Outlook and Apple Calendar open. */}
            <a
              href={`${eventHref(event.eventSlug)}/calendar.ics`}
              download
              className={buttonClassName('outline', 'light')}
            >
              <CalendarDays aria-hidden="true" className="size-5" />
              {ADD_TO_CALENDAR_LABEL}
            </a>
          </div>
        )}
      </header>
      {event.eventImage && <CardMedia media={event.eventImage} className="rounded-2xl" />}
      <RichText data={event.description} className="max-w-3xl text-lg" />
    </article>
  )
}
