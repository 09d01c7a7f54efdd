import { describe, expect, it } from 'vitest'

import { escapeIcsText, eventToIcs, foldIcsLine } from './ics'

describe('eventToIcs', () => {
  const event = {
    uid: 'event-7@ea-collective.example',
    title: 'Tax Tuesday: year-end moves, before December 31',
    start: '2026-12-08T18:00:00.000Z',
    end: '2026-12-08T18:45:00.000Z',
    description: 'Bring your questions; we answer live.\nJoin: https://discord.com/events/ea',
    location: 'Online',
    url: 'https://ea-collective.example/community/events/tax-tuesday',
    stamp: '2026-11-30T12:00:00.000Z',
  }

  it('writes one event in UTC with its text escaped, lines ending in CRLF', () => {
    const ics = eventToIcs(event)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('\r\nDTSTART:20261208T180000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261208T184500Z\r\n')
    expect(unfolded).toContain('\r\nSUMMARY:Tax Tuesday: year-end moves\\, before December 31\r\n')
    expect(unfolded).toContain(
      '\r\nDESCRIPTION:Bring your questions\\; we answer live.\\nJoin: https://discord.com/events/ea\r\n',
    )
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`
    const folded = foldIcsLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
    expect(escapeIcsText('a\\b')).toBe('a\\\\b')
  })
})
