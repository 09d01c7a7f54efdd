import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { FlipBlock as FlipBlockData } from '@/payload-types'

import { mediaOrderClasses } from '../shared/media-order'
import { loggedOutViewer, mediaDoc } from '../shared/test-fixtures'

import { FlipBlock } from './Component'

const block = (overrides: Partial<FlipBlockData> = {}): FlipBlockData => ({
  blockType: 'flip',
  id: 'flip-1',
  headline: 'Keep the vendors you already trust',
  subheadline: 'Member pricing, same accounts',
  richText: richText('Link your existing office supplies account and member pricing applies from the next order.'),
  media: mediaDoc(),
  mediaOrder: 0,
  note: 'Pricing applies to eligible items only.',
  ...overrides,
})

const parts = (container: HTMLElement) => ({
  media: container.querySelector('[data-part="media"]')!,
  text: container.querySelector('[data-part="text"]')!,
})

describe('mediaOrderClasses', () => {
  it('keeps media first from 672px when media order is 0 or missing', () => {
    expect(mediaOrderClasses(0)).toEqual({ media: 'flip:order-1', text: 'flip:order-2' })
    expect(mediaOrderClasses(null)).toEqual({ media: 'flip:order-1', text: 'flip:order-2' })
  })

  it('moves media after the text from 672px when media order is above 0', () => {
    expect(mediaOrderClasses(1)).toEqual({ media: 'flip:order-2', text: 'flip:order-1' })
    expect(mediaOrderClasses(3)).toEqual({ media: 'flip:order-2', text: 'flip:order-1' })
  })
})

describe('FlipBlock', () => {
  it('stacks below 672px and sits side by side from 672px', () => {
    const { container } = render(
      <FlipBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    const row = parts(container).media.parentElement!
    expect(row).toHaveClass('flex-col', 'flip:flex-row')
  })

  it('orders media before text at 672px and up when media order is 0', () => {
    const { container } = render(
      <FlipBlock block={block({ mediaOrder: 0 })} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    const { media, text } = parts(container)
    expect(media).toHaveClass('flip:order-1')
    expect(text).toHaveClass('flip:order-2')
  })

  it('swaps media and text at 672px and up when media order is above 0', () => {
    const { container } = render(
      <FlipBlock block={block({ mediaOrder: 1 })} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    const { media, text } = parts(container)
    expect(media).toHaveClass('flip:order-2')
    expect(text).toHaveClass('flip:order-1')
    // Only the flip: variant reorders, so the stacked layout keeps source order.
    expect(media.className).not.toMatch(/(^|\s)order-/)
  })

  it('renders its headline as the page h1 when first, and h2 otherwise', () => {
    const { unmount } = render(<FlipBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('heading', { level: 1, name: 'Keep the vendors you already trust' })).toBeInTheDocument()
    unmount()
    render(<FlipBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Keep the vendors you already trust' })).toBeInTheDocument()
  })

  it('shows the media, copy and note', () => {
    render(<FlipBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('img', { name: 'Two owners reviewing an order in their shop' })).toBeInTheDocument()
    expect(screen.getByText(/member pricing applies from the next order/)).toBeInTheDocument()
    expect(screen.getByText('Pricing applies to eligible items only.')).toBeInTheDocument()
  })

  it('uses the full width on a dashboard page', () => {
    const { container } = render(<FlipBlock block={block()} viewer={loggedOutViewer} isDashboard isFirst={false} />)
    const section = container.querySelector('section')!
    expect(section).toHaveAttribute('data-layout', 'dashboard')
    expect(section.querySelector('.container-content')).toBeNull()
  })
})
