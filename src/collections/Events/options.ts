/** Kinds of community event (spec section 3, "Event": eventType), with the label cards show. */
export const EVENT_TYPES = [
  { label: 'Webinar', value: 'WEBINAR' },
  { label: 'Workshop', value: 'WORKSHOP' },
  { label: 'Networking', value: 'NETWORKING' },
  { label: 'Office hours', value: 'OFFICE_HOURS' },
  { label: 'Discord live', value: 'DISCORD_LIVE' },
  { label: 'In person', value: 'IN_PERSON' },
] as const

export type EventType = (typeof EVENT_TYPES)[number]['value']

export function eventTypeLabel(value: string | null | undefined): string | null {
  return EVENT_TYPES.find((type) => type.value === value)?.label ?? null
}

/** Time zones an event can be scheduled in; start times are shown in the event's own zone. */
export const EVENT_TIME_ZONES = [
  { label: 'Eastern (New York)', value: 'America/New_York' },
  { label: 'Central (Chicago)', value: 'America/Chicago' },
  { label: 'Mountain (Denver)', value: 'America/Denver' },
  { label: 'Mountain, no DST (Phoenix)', value: 'America/Phoenix' },
  { label: 'Pacific (Los Angeles)', value: 'America/Los_Angeles' },
  { label: 'Alaska (Anchorage)', value: 'America/Anchorage' },
  { label: 'Hawaii (Honolulu)', value: 'Pacific/Honolulu' },
] as const

/** Spoken duration: 90 → '1 hr 30 min'. */
export function formatDuration(minutes: number | null | undefined): string | null {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return null
  const whole = Math.round(minutes)
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  return [hours ? `${hours} hr` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ')
}

/** The Duration field's default, for an event saved without one. */
export const DEFAULT_EVENT_MINUTES = 60
/** The Duration field's limit: no event lasts longer than a day. */
export const LONGEST_EVENT_MINUTES = 1440

/** When an event ends: its start plus its duration (the field's default when it has none). */
export function eventEndsAt(event: { eventScheduleStartTimestamp: string; duration?: number | null }): Date {
  const minutes = typeof event.duration === 'number' && event.duration > 0 ? event.duration : DEFAULT_EVENT_MINUTES
  return new Date(new Date(event.eventScheduleStartTimestamp).getTime() + Math.min(minutes, LONGEST_EVENT_MINUTES) * 60_000)
}
