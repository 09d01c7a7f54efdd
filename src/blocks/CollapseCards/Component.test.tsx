import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { CollapseCardsBlock as CollapseCardsBlockData } from '@/payload-types'

import { loggedOutViewer } from '../shared/test-fixtures'

import { CollapseCardsBlock } from './Component'
import { COLLAPSE_WIDE_QUERY, isCardExpanded } from './Component.client'

/** jsdom has no matchMedia: answer the collapse cards' lg query as a screen of `width` would. */
function stubScreenWidth(width: number) {
  const matchMedia = vi.fn((query: string) => {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity)
    return {
      matches: width >= minWidth,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    } as unknown as MediaQueryList
  })
  vi.stubGlobal('matchMedia', matchMedia)
  return matchMedia
}

afterEach(() => vi.unstubAllGlobals())

const block = (overrides: Partial<CollapseCardsBlockData> = {}): CollapseCardsBlockData => ({
  blockType: 'collapseCards',
  id: 'collapse-1',
  headline: 'Ways to buy with ODP Business Solutions',
  cards: [
    {
      id: 'card-account',
      cardHeadline: 'Open a business account with member pricing on 93,000 items',
      cardCopy: 'Order online or in store and pay on terms.',
      href: 'business-account',
    },
    {
      id: 'card-card',
      cardHeadline: 'Store purchasing card',
      cardCopy: 'Member pricing at the register in any store.',
      href: 'store-purchasing-card',
    },
  ],
  ...overrides,
})

const renderCards = (overrides: Partial<CollapseCardsBlockData> = {}) =>
  render(<CollapseCardsBlock block={block(overrides)} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)

describe('isCardExpanded', () => {
  it("follows the visitor's choice, else opens on wide screens only", () => {
    expect(isCardExpanded(undefined, true)).toBe(true)
    expect(isCardExpanded(undefined, false)).toBe(false)
    expect(isCardExpanded(undefined, null)).toBe(false)
    expect(isCardExpanded(false, true)).toBe(false)
    expect(isCardExpanded(true, false)).toBe(true)
  })
})

describe('CollapseCardsBlock', () => {
  it('asks for the lg breakpoint, 1024px', () => {
    const matchMedia = stubScreenWidth(1280)
    renderCards()
    expect(COLLAPSE_WIDE_QUERY).toBe('(min-width: 1024px)')
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)')
  })

  it('starts expanded on wide screens (1024px and up)', () => {
    stubScreenWidth(1024)
    renderCards()
    for (const toggle of screen.getAllByRole('button')) expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Order online or in store and pay on terms.')).toBeVisible()
  })

  it('starts collapsed below lg', () => {
    stubScreenWidth(1023)
    renderCards()
    for (const toggle of screen.getAllByRole('button')) expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Order online or in store and pay on terms.')).not.toBeVisible()
  })

  it('toggles each card on its own', async () => {
    stubScreenWidth(375)
    const user = userEvent.setup()
    renderCards()
    const first = screen.getByRole('button', { name: /Open a business account/ })
    const second = screen.getByRole('button', { name: 'Store purchasing card' })

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(first.getAttribute('aria-controls')!)).toBeVisible()

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  it('lets a wide-screen visitor collapse a card', async () => {
    stubScreenWidth(1440)
    const user = userEvent.setup()
    renderCards()
    const toggle = screen.getByRole('button', { name: 'Store purchasing card' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Member pricing at the register in any store.')).not.toBeVisible()
  })

  it("links 'Learn More' under /vendors/odp/ea-express/ by default", () => {
    stubScreenWidth(1280)
    renderCards()
    const links = screen.getAllByRole('link', { name: /^Learn More/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/vendors/odp/ea-express/business-account',
      '/vendors/odp/ea-express/store-purchasing-card',
    ])
    expect(links[1]).toHaveAccessibleName('Learn More about Store purchasing card')
  })

  it("links under the block's partner when it has one", () => {
    stubScreenWidth(1280)
    renderCards({ partnerSlug: 'chamber-of-commerce' })
    expect(screen.getAllByRole('link', { name: /^Learn More/ })[0]).toHaveAttribute(
      'href',
      '/vendors/odp/chamber-of-commerce/business-account',
    )
  })

  it('clamps each headline to two lines', () => {
    stubScreenWidth(1280)
    renderCards()
    const toggle = screen.getByRole('button', { name: /Open a business account/ })
    expect(within(toggle).getByText(/Open a business account/)).toHaveClass('line-clamp-2')
  })

  it('leaves the panels to CSS (open from lg) when the width cannot be read', () => {
    vi.stubGlobal('matchMedia', undefined)
    renderCards()
    const toggle = screen.getByRole('button', { name: 'Store purchasing card' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(panel).not.toHaveAttribute('hidden')
    expect(panel).toHaveClass('hidden', 'lg:flex')
  })
})
