import { render, screen } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { buildEvent } from '../../../tests/factories/event'
import { EventCard } from './Component'

const event = (overrides: Parameters<typeof buildEvent>[0] = {}) => asDoc('events', buildEvent(overrides))

describe('EventCard', () => {
  it('links to /community/events/{eventSlug}', () => {
    render(<EventCard doc={event()} />)
    expect(screen.getByRole('link', { name: 'Grant application office hours' })).toHaveAttribute(
      'href',
      '/community/events/grant-application-office-hours-march',
    )
  })

  it("shows the start as 'MMM D, h:mm A z' in the event's time zone", () => {
    render(<EventCard doc={event()} />)
    const time = screen.getByText('Mar 4, 6:30 PM EST')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', '2026-03-04T23:30:00.000Z')
  })

  it('shows a Pacific event in Pacific time', () => {
    render(<EventCard doc={event({ eventScheduleStartTimestamp_tz: 'America/Los_Angeles' })} />)
    expect(screen.getByText('Mar 4, 3:30 PM PST')).toBeInTheDocument()
  })

  it('labels a completed event COMPLETED', () => {
    render(<EventCard doc={event({ eventCompleteStatus: true })} />)
    expect(screen.getByText('COMPLETED')).toBeInTheDocument()
  })

  it('does not label an upcoming event COMPLETED', () => {
    render(<EventCard doc={event({ eventCompleteStatus: false })} />)
    expect(screen.queryByText('COMPLETED')).not.toBeInTheDocument()
  })

  it('shows the event type and duration', () => {
    render(<EventCard doc={event({ duration: 90 })} />)
    expect(screen.getByText('Office hours')).toBeInTheDocument()
    expect(screen.getByText('1 hr 30 min')).toBeInTheDocument()
  })
})
