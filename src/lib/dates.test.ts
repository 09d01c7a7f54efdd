import { describe, expect, it } from 'vitest'
import { formatEventStart, formatLongDate, formatLongUsDateTime, toDate } from './dates'

describe('toDate', () => {
  it('accepts a Date and returns a copy', () => {
    const input = new Date('2026-01-05T20:04:05Z')
    const out = toDate(input)
    expect(out?.toISOString()).toBe('2026-01-05T20:04:05.000Z')
    expect(out).not.toBe(input)
  })

  it('parses an ISO string', () => {
    expect(toDate('2026-01-05T20:04:05Z')?.toISOString()).toBe('2026-01-05T20:04:05.000Z')
  })

  it('converts {seconds, nanoseconds} to milliseconds', () => {
    const out = toDate({ seconds: 1767643445, nanoseconds: 123_456_789 })
    expect(out?.toISOString()).toBe('2026-01-05T20:04:05.123Z')
  })

  it('accepts epoch milliseconds', () => {
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z')
  })

  it('returns null for invalid or missing input', () => {
    expect(toDate('not a date')).toBeNull()
    expect(toDate('')).toBeNull()
    expect(toDate(new Date(Number.NaN))).toBeNull()
    expect(toDate(null)).toBeNull()
    expect(toDate(undefined)).toBeNull()
    expect(toDate({ seconds: 'x' })).toBeNull()
  })
})

describe('formatLongUsDateTime', () => {
  it('formats an ISO string as long US date-time text in New York by default', () => {
    expect(formatLongUsDateTime('2026-01-05T20:04:05Z')).toBe('January 5, 2026 at 3:04:05 PM')
  })

  it('formats a {seconds, nanoseconds} timestamp', () => {
    expect(formatLongUsDateTime({ seconds: 1767643445, nanoseconds: 0 })).toBe(
      'January 5, 2026 at 3:04:05 PM',
    )
  })

  it('formats a Date', () => {
    expect(formatLongUsDateTime(new Date('2026-07-04T16:00:00Z'))).toBe(
      'July 4, 2026 at 12:00:00 PM',
    )
  })

  it('uses the given time zone', () => {
    expect(formatLongUsDateTime('2026-01-05T20:04:05Z', 'UTC')).toBe(
      'January 5, 2026 at 8:04:05 PM',
    )
  })

  it('uses plain spaces only, whatever the ICU version', () => {
    expect(formatLongUsDateTime('2026-01-05T20:04:05Z')).not.toMatch(/[\u00a0\u202f]/)
  })

  it('returns an empty string for invalid input instead of throwing', () => {
    expect(formatLongUsDateTime('garbage')).toBe('')
    expect(formatLongUsDateTime(null)).toBe('')
    expect(formatLongUsDateTime(undefined)).toBe('')
  })

  it('returns an empty string for an unknown time zone', () => {
    expect(formatLongUsDateTime('2026-01-05T20:04:05Z', 'Not/AZone')).toBe('')
  })
})

describe('formatEventStart', () => {
  it("formats as 'MMM D, h:mm A z' with the standard-time abbreviation in winter", () => {
    expect(formatEventStart('2026-03-04T23:30:00Z')).toBe('Mar 4, 6:30 PM EST')
  })

  it('uses the daylight-time abbreviation in summer', () => {
    expect(formatEventStart('2026-07-15T13:05:00Z')).toBe('Jul 15, 9:05 AM EDT')
  })

  it('formats in the given time zone', () => {
    expect(formatEventStart('2026-03-04T23:30:00Z', 'America/Los_Angeles')).toBe(
      'Mar 4, 3:30 PM PST',
    )
  })

  it('shows 12 for midnight, not 0', () => {
    expect(formatEventStart('2026-03-05T05:00:00Z')).toBe('Mar 5, 12:00 AM EST')
  })

  it('returns an empty string for invalid input or time zone', () => {
    expect(formatEventStart('nope')).toBe('')
    expect(formatEventStart(null)).toBe('')
    expect(formatEventStart('2026-03-04T23:30:00Z', 'Bad/Zone')).toBe('')
  })
})

describe('formatLongDate', () => {
  it('formats the calendar date in New York by default', () => {
    expect(formatLongDate('2026-11-10T14:00:00.000Z')).toBe('November 10, 2026')
    // 02:00 UTC is still the previous evening in New York.
    expect(formatLongDate('2026-03-03T02:00:00.000Z')).toBe('March 2, 2026')
  })

  it('gives an empty string for missing or invalid input and unknown zones', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate('soon')).toBe('')
    expect(formatLongDate('2026-11-10T14:00:00.000Z', 'Mars/Olympus_Mons')).toBe('')
  })
})
