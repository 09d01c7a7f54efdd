import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { FullBlock as FullBlockData } from '@/payload-types'
import { seedButton } from '@/seed/buttons'

import { loggedOutViewer, mediaDoc } from '../shared/test-fixtures'

import { FullBlock } from './Component'

const block = (overrides: Partial<FullBlockData> = {}): FullBlockData => ({
  blockType: 'full',
  id: 'full-1',
  headline: 'Meet other owners at a Collective event',
  subheadline: 'Free, monthly, near you',
  richText: richText('Workshops on pricing, hiring and cash flow, led by owners who have done it.'),
  media: mediaDoc({ altText: 'Owners talking at a community event' }),
  overlay: 'dark',
  contentAlign: 'start',
  buttons: [seedButton('Find an event', '/community/events')],
  ...overrides,
})

describe('FullBlock', () => {
  it('puts the text over the background media', () => {
    const { container } = render(
      <FullBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    expect(screen.getByRole('img', { name: 'Owners talking at a community event' }).closest('.absolute')).not.toBeNull()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Meet other owners at a Collective event' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find an event' })).toHaveAttribute('href', '/community/events')
    expect(container.querySelector('section')).toHaveClass('text-white')
  })

  it('uses dark text on the light overlay', () => {
    const { container } = render(
      <FullBlock block={block({ overlay: 'light' })} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    expect(container.querySelector('section')).toHaveClass('text-ink')
  })

  it('centres the text when asked', () => {
    render(<FullBlock block={block({ contentAlign: 'center' })} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveClass('items-center')
  })

  it("shows the spec's note when the media is missing", () => {
    render(<FullBlock block={block({ media: 42 })} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByText('MISSING Media!!')).toBeInTheDocument()
  })
})
