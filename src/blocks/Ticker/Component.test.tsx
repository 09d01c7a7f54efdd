import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { TickerBlock as TickerBlockData } from '@/payload-types'

import { loggedOutViewer } from '../shared/test-fixtures'

import { TickerBlock } from './Component'
import { getTickerLayout, TICKER_MIN_HALF_WIDTH } from './ticker'

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

function stubAnimate() {
  const running = { pause: vi.fn(), play: vi.fn(), cancel: vi.fn() }
  const animate = vi.fn(() => running as unknown as Animation)
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, writable: true, value: animate })
  return { animate, running }
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate
})

const block: TickerBlockData = {
  blockType: 'ticker',
  id: 'ticker',
  headline: 'Members save with',
  speedFactor: null,
  items: [
    { id: 'i1', label: 'ODP Business Solutions', href: '/vendors/odp/ea-express' },
    { id: 'i2', label: 'Dell Technologies' },
    { id: 'i3', label: 'FedEx' },
  ],
}

const renderTicker = (data: TickerBlockData = block) =>
  render(<TickerBlock block={data} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)

describe('getTickerLayout', () => {
  it('takes 4 s per card by default', () => {
    // 3 cards of 266px: 3 copies make each half at least 1920px wide.
    expect(getTickerLayout(3, null)).toEqual({ copiesPerHalf: 3, durationMs: 3 * 3 * 4000 })
  })

  it('uses the block speed factor in seconds per card', () => {
    expect(getTickerLayout(3, 6).durationMs).toBe(3 * 3 * 6000)
  })

  it('repeats the items until each half is wider than the widest screen', () => {
    for (const count of [1, 2, 5, 8, 20]) {
      const { copiesPerHalf } = getTickerLayout(count, 4)
      expect(copiesPerHalf * count * (250 + 16)).toBeGreaterThanOrEqual(TICKER_MIN_HALF_WIDTH)
      expect((copiesPerHalf - 1) * count * 266).toBeLessThan(TICKER_MIN_HALF_WIDTH)
    }
  })

  it('does nothing without items', () => {
    expect(getTickerLayout(0, 4)).toEqual({ copiesPerHalf: 0, durationMs: 0 })
  })
})

describe('TickerBlock', () => {
  it('moves endlessly, exposing only the first copy of the items', () => {
    stubReducedMotion(false)
    const { animate } = stubAnimate()
    renderTicker()

    expect(screen.getByRole('list', { name: 'Members save with' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getAllByText('Dell Technologies')).toHaveLength(6)
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(animate).toHaveBeenCalledWith(
      [{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }],
      expect.objectContaining({ duration: 36_000, iterations: Infinity, easing: 'linear' }),
    )
  })

  it('gives each item 250px with 16px after it', () => {
    stubReducedMotion(false)
    stubAnimate()
    renderTicker()
    const item = screen.getAllByRole('listitem')[0]
    expect(item.style.width).toBe('250px')
    expect(item.style.marginInlineEnd).toBe('16px')
  })

  it('pauses while hovered or focused and resumes after', async () => {
    stubReducedMotion(false)
    const { running } = stubAnimate()
    renderTicker()
    const link = screen.getByRole('link', { name: 'ODP Business Solutions' })
    const viewport = link.closest('ul')!.parentElement!.parentElement!

    fireEvent.mouseEnter(viewport)
    expect(running.pause).toHaveBeenCalled()
    running.play.mockClear()
    fireEvent.mouseLeave(viewport)
    expect(running.play).toHaveBeenCalled()

    running.pause.mockClear()
    act(() => link.focus())
    expect(running.pause).toHaveBeenCalled()
    running.play.mockClear()
    act(() => link.blur())
    expect(running.play).toHaveBeenCalled()
  })

  it('brings a focused item into view: the row goes back to its start and scrolls to the item', () => {
    stubReducedMotion(false)
    const { running } = stubAnimate()
    const scrollIntoView = vi.fn()
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrollIntoView })
    renderTicker()
    ;(running as { currentTime?: number }).currentTime = 12_345
    const link = screen.getByRole('link', { name: 'ODP Business Solutions' })
    const viewport = link.closest('ul')!.parentElement!.parentElement!

    act(() => link.focus())
    expect((running as { currentTime?: number }).currentTime).toBe(0)
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' })
    expect(scrollIntoView.mock.contexts[0]).toBe(link)

    viewport.scrollLeft = 300
    act(() => link.blur())
    expect(viewport.scrollLeft).toBe(0)
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView
  })

  it('has a pause button for visitors who cannot hover', async () => {
    stubReducedMotion(false)
    const { running } = stubAnimate()
    const user = userEvent.setup()
    renderTicker()
    const button = screen.getByRole('button', { name: 'Pause scrolling' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    running.pause.mockClear()
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(running.pause).toHaveBeenCalled()
  })

  it('stands still and shows each item once when the visitor prefers reduced motion', () => {
    stubReducedMotion(true)
    const { animate } = stubAnimate()
    renderTicker()
    expect(animate).not.toHaveBeenCalled()
    expect(screen.getAllByText('Dell Technologies')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Pause scrolling' })).toBeNull()
  })
})
