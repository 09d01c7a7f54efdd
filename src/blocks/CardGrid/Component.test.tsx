import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { CardGridBlock as CardGridBlockData } from '@/payload-types'
import { seedButton } from '@/seed/buttons'

import { loadingViewer, loggedOutViewer } from '../shared/test-fixtures'

import { CardGridBlock } from './Component'
import { cardGridLayout } from './layout'

const block = (overrides: Partial<CardGridBlockData> = {}): CardGridBlockData => ({
  blockType: 'cardGrid',
  id: 'grid',
  headline: 'Programs for every part of your business',
  featureLabel: 'Compare all programs',
  featurePath: '/what-we-offer',
  cards: [
    {
      id: 'c1',
      cardHeadline: 'Office supplies',
      cardRichText: richText('Member pricing on paper, ink, furniture and cleaning supplies.'),
      cardButton: [seedButton('See office pricing', '/vendors/odp/ea-express')],
      cardNote: 'Free next-day delivery on orders over $50.',
    },
    { id: 'c2', cardHeadline: 'Technology' },
    { id: 'c3', cardHeadline: 'Shipping' },
  ],
  ...overrides,
})

const renderGrid = (overrides: Partial<CardGridBlockData> = {}, viewer = loggedOutViewer) =>
  render(<CardGridBlock block={block(overrides)} viewer={viewer} isDashboard={false} isFirst={false} />)

const GRID = 'lg:grid-cols-[repeat(auto-fill,minmax(200px,1fr))]'

describe('cardGridLayout', () => {
  it('uses an auto-fill grid of 200px minimum columns on large screens only when hasGrid is set', () => {
    const { list } = cardGridLayout(true)
    expect(list.split(' ')).toEqual(expect.arrayContaining(['lg:grid', GRID]))
    expect(list.split(' ').filter((name) => name.includes('grid') && !name.startsWith('lg:'))).toEqual([])
  })

  it('lays cards out in rows otherwise', () => {
    expect(cardGridLayout(false).list).not.toContain('grid')
    expect(cardGridLayout(null).list).not.toContain('grid')
    expect(cardGridLayout(false).list).toContain('sm:flex-wrap')
  })
})

describe('CardGridBlock', () => {
  it('renders every card with its headline, copy, button and note', () => {
    renderGrid()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Office supplies',
      'Technology',
      'Shipping',
    ])
    expect(screen.getByText(/paper, ink, furniture/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See office pricing' })).toHaveAttribute('href', '/vendors/odp/ea-express')
    expect(screen.getByText('Free next-day delivery on orders over $50.')).toBeInTheDocument()
  })

  it('applies the grid only when the block sets hasGrid', () => {
    const { container, unmount } = renderGrid({ hasGrid: true })
    expect(container.querySelector('ul')).toHaveClass('lg:grid', GRID)
    expect(container.querySelector('ul')).toHaveAttribute('data-layout', 'grid')
    unmount()
    const rows = renderGrid({ hasGrid: false })
    expect(rows.container.querySelector('ul')).not.toHaveClass('lg:grid')
    expect(rows.container.querySelector('ul')).toHaveAttribute('data-layout', 'rows')
  })

  it('shows the feature navigation link beside the heading', () => {
    renderGrid()
    const heading = screen.getByRole('heading', { level: 2, name: 'Programs for every part of your business' })
    const link = screen.getByRole('link', { name: 'Compare all programs' })
    expect(link).toHaveAttribute('href', '/what-we-offer')
    expect(heading.closest('header')).toContainElement(link)
  })

  it('opens an external feature link in a new tab', () => {
    renderGrid({ featurePath: 'https://help.example.com/hc/en-us', featureLabel: 'Visit the help centre' })
    const link = screen.getByRole('link', { name: /Visit the help centre/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('hides card buttons while the session loads', () => {
    renderGrid({}, loadingViewer)
    expect(screen.queryByRole('link', { name: 'See office pricing' })).toBeNull()
  })

  it('makes card headlines h2 when the block has no headline', () => {
    renderGrid({ headline: null })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })
})
