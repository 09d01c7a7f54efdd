import { describe, expect, it } from 'vitest'

import { absoluteSessionEnd, cappedExpiry, isPastAbsoluteLimit } from './session-limit'

const DAY = 24 * 60 * 60 * 1000

describe('the absolute limit of member sessions', () => {
  const createdAt = new Date('2026-01-01T08:00:00Z')

  it('ends a session 30 days after it began', () => {
    expect(absoluteSessionEnd(createdAt).toISOString()).toBe('2026-01-31T08:00:00.000Z')
    expect(isPastAbsoluteLimit(createdAt, new Date(createdAt.getTime() + 30 * DAY - 1))).toBe(false)
    expect(isPastAbsoluteLimit(createdAt, new Date(createdAt.getTime() + 30 * DAY))).toBe(true)
    expect(isPastAbsoluteLimit(createdAt.toISOString(), new Date(createdAt.getTime() + 31 * DAY))).toBe(true)
  })

  it('lets a refresh slide the end on, but never past the absolute end', () => {
    const early = new Date(createdAt.getTime() + 3 * DAY)
    expect(cappedExpiry(early, createdAt)).toEqual(early)
    expect(cappedExpiry(new Date(createdAt.getTime() + 36 * DAY), createdAt).toISOString()).toBe('2026-01-31T08:00:00.000Z')
  })
})
