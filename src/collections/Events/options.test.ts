import { eventTypeLabel, formatDuration } from './options'

describe('event display', () => {
  it('speaks durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min')
    expect(formatDuration(60)).toBe('1 hr')
    expect(formatDuration(150)).toBe('2 hr 30 min')
    expect(formatDuration(0)).toBeNull()
    expect(formatDuration(null)).toBeNull()
  })

  it('labels event types', () => {
    expect(eventTypeLabel('OFFICE_HOURS')).toBe('Office hours')
    expect(eventTypeLabel('SOMETHING_ELSE')).toBeNull()
  })
})
