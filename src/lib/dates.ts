/**
 * Date helpers for the spec's two display formats: long US date-time text (member benefits,
 * spec section 3) and event start stamps ('MMM D, h:mm A z', spec section 9).
 * Intl only, no date library. Every formatter takes an explicit time zone so output is
 * deterministic on server and browser alike. Invalid input never throws: it gives ''.
 */

export const DEFAULT_TIME_ZONE = 'America/New_York'

/** A timestamp as document databases serialise it. */
export interface SecondsTimestamp {
  seconds: number
  nanoseconds: number
}

export type DateInput = Date | string | number | SecondsTimestamp

function isSecondsTimestamp(value: unknown): value is SecondsTimestamp {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SecondsTimestamp).seconds === 'number' &&
    typeof (value as SecondsTimestamp).nanoseconds === 'number'
  )
}

/** Normalises a Date, ISO string, epoch milliseconds or {seconds, nanoseconds} to a valid Date, else null. */
export function toDate(input: unknown): Date | null {
  let date: Date | null = null
  if (input instanceof Date) date = new Date(input.getTime())
  else if (typeof input === 'string') date = input.trim() === '' ? null : new Date(input)
  else if (typeof input === 'number') date = new Date(input)
  else if (isSecondsTimestamp(input)) {
    date = new Date(input.seconds * 1000 + Math.floor(input.nanoseconds / 1_000_000))
  }
  return date && !Number.isNaN(date.getTime()) ? date : null
}

// Newer ICU puts narrow/no-break spaces before AM/PM; plain spaces keep text stable across runtimes.
function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

/** 'January 5, 2026 at 3:04:05 PM' (en-US, dateStyle long, timeStyle medium) in the given zone. */
export function formatLongUsDateTime(
  input: DateInput | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(input)
  if (!date) return ''
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'medium',
      timeZone,
    })
    return normaliseSpaces(format.format(date))
  } catch {
    // Unknown time zone names throw RangeError.
    return ''
  }
}

/** Event start stamp in the spec's 'MMM D, h:mm A z' form, e.g. 'Mar 4, 6:30 PM EST'. */
export function formatEventStart(
  iso: DateInput | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(iso)
  if (!date) return ''
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
      timeZone,
    }).formatToParts(date)
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? ''
    return `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}`
  } catch {
    return ''
  }
}

/** A calendar date in long US form, e.g. 'November 10, 2026' (article publication dates). */
export function formatLongDate(
  input: DateInput | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(input)
  if (!date) return ''
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date)
  } catch {
    return ''
  }
}
