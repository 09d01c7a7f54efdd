import { render, screen, within } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { DynamicCardsBlock as DynamicCardsBlockData } from '@/payload-types'
import { seedButton } from '@/seed/buttons'

import { buildBenefit } from '../../../tests/factories/benefit'
import { asDoc } from '../../../tests/factories/doc'
import { buildEvent } from '../../../tests/factories/event'
import { buildGuide } from '../../../tests/factories/guide'
import { buildRead } from '../../../tests/factories/read'
import { buildSideCard } from '../../../tests/factories/side-card'
import { buildVendor } from '../../../tests/factories/vendor'
import { buildViewer, loadingViewer } from '../../../tests/factories/viewer'

import { DynamicCardsBlock } from './Component'
import { cardVariants, dynamicCardsLayout } from './layout'

type Relation = NonNullable<DynamicCardsBlockData['cards']>[number]

const benefitPage = asDoc('pages', {
  pageName: 'Payroll benefits',
  pagePath: 'what-we-offer/benefits',
  slug: 'payroll',
  layout: [],
})
// Index vendor links put the page under /vendors/{vendorSlug}/.
const vendorPage = asDoc('pages', {
  pageName: 'Discount options',
  pagePath: 'ea-express',
  slug: 'discount-options',
  layout: [],
})

const reads = (count: number): Relation[] =>
  Array.from({ length: count }, (_, index) => ({
    relationTo: 'reads' as const,
    value: asDoc('reads', buildRead({ readCardTitle: `Article ${index + 1}`, slug: `article-${index + 1}` })),
  }))

const block = (overrides: Partial<DynamicCardsBlockData> = {}): DynamicCardsBlockData => ({
  blockType: 'dynamicCards',
  id: 'dyn',
  headline: 'Picked for your business',
  cards: reads(3),
  ...overrides,
})

const renderBlock = (overrides: Partial<DynamicCardsBlockData> = {}, viewer = buildViewer('GUEST')) =>
  render(<DynamicCardsBlock block={block(overrides)} viewer={viewer} isDashboard={false} isFirst={false} />)

const cardList = (container: HTMLElement) => container.querySelector('ul[data-layout]')

describe('dynamicCardsLayout', () => {
  it('shows one card wide and horizontal from md', () => {
    const layout = dynamicCardsLayout(1)
    expect(layout.kind).toBe('single')
    expect(layout.list).not.toMatch(/grid-cols-2/)
    expect(layout.card.split(' ')).toEqual(expect.arrayContaining(['max-w-none', 'md:flex-row']))
  })

  it('puts two cards in two columns', () => {
    const layout = dynamicCardsLayout(2)
    expect(layout.kind).toBe('columns-2')
    expect(layout.list.split(' ')).toEqual(expect.arrayContaining(['md:grid-cols-2']))
  })

  it('puts three cards in three columns on large screens', () => {
    const layout = dynamicCardsLayout(3)
    expect(layout.kind).toBe('columns-3')
    expect(layout.list.split(' ')).toEqual(expect.arrayContaining(['lg:grid-cols-3']))
  })

  it('puts four cards in a 2 × 2 grid, even when a slider is asked for', () => {
    for (const displayAs of ['grid', 'slider', null]) {
      const layout = dynamicCardsLayout(4, displayAs)
      expect(layout.kind).toBe('columns-2x2')
      expect(layout.list).toContain('md:grid-cols-2')
      expect(layout.list).not.toContain('grid-cols-3')
    }
  })

  it('puts five or more cards in a responsive grid, or a slider when the block asks for one', () => {
    expect(dynamicCardsLayout(5).kind).toBe('grid')
    expect(dynamicCardsLayout(8, 'grid').list.split(' ')).toEqual(
      expect.arrayContaining(['sm:grid-cols-2', 'lg:grid-cols-3']),
    )
    expect(dynamicCardsLayout(5, 'slider').kind).toBe('slider')
  })

  it('stacks every list on phones', () => {
    for (const count of [1, 2, 3, 4, 5]) expect(dynamicCardsLayout(count).list).toMatch(/^grid grid-cols-1 /)
  })
})

describe('cardVariants', () => {
  it('maps the block’s cardComponent to benefit and vendor link forms', () => {
    expect(cardVariants('card')).toEqual({ benefitVariant: 'card', vendorVariant: 'card' })
    expect(cardVariants('indexed')).toEqual({ benefitVariant: 'indexed', vendorVariant: 'index' })
    expect(cardVariants('inPage')).toEqual({ benefitVariant: 'inPage' })
    expect(cardVariants('clickable')).toEqual({ vendorVariant: 'clickable' })
  })

  it('leaves each card its own setting for auto or nothing', () => {
    expect(cardVariants('auto')).toEqual({})
    expect(cardVariants(null)).toEqual({})
  })
})

describe('DynamicCardsBlock', () => {
  it('renders one card per populated document, with h3 titles under the block h2', () => {
    renderBlock()
    expect(screen.getByRole('heading', { level: 2, name: 'Picked for your business' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Article 1',
      'Article 2',
      'Article 3',
    ])
    expect(screen.getByRole('link', { name: 'Article 2' })).toHaveAttribute('href', '/resources/reads/article-2')
  })

  it.each([
    [1, 'single'],
    [2, 'columns-2'],
    [3, 'columns-3'],
    [4, 'columns-2x2'],
    [6, 'grid'],
  ])('lays out %i cards as %s', (count, kind) => {
    const { container } = renderBlock({ cards: reads(count) })
    expect(cardList(container)).toHaveAttribute('data-layout', kind)
    expect(cardList(container)?.children).toHaveLength(count)
  })

  it('turns a single card horizontal and full width', () => {
    renderBlock({ cards: reads(1) })
    expect(screen.getByRole('article')).toHaveClass('max-w-none', 'md:flex-row')
  })

  it('counts only documents it can show: unpopulated ids and drafts are skipped', () => {
    const { container } = renderBlock({
      cards: [...reads(2), { relationTo: 'reads', value: 4242 }, { relationTo: 'guides', value: 77 }],
    })
    expect(cardList(container)).toHaveAttribute('data-layout', 'columns-2')
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
  })

  it('is left out when every document it was given is unpublished or gone, rather than a heading over nothing', () => {
    const { container } = renderBlock({
      cards: [
        { relationTo: 'reads', value: 41 },
        { relationTo: 'resources', value: 42 },
      ],
    })
    expect(container).toBeEmptyDOMElement()
    // A block with no cards at all is an intro an operator wrote on purpose.
    const intro = renderBlock({ cards: [], copy: null })
    expect(intro.getByRole('heading', { name: 'Picked for your business' })).toBeInTheDocument()
  })

  it('shows five or more cards in a slider when displayAs is slider', () => {
    const { container } = renderBlock({ cards: reads(5), displayAs: 'slider' })
    expect(cardList(container)).toBeNull()
    const track = screen.getByRole('group', { name: 'Picked for your business' })
    expect(track).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(track).getAllByRole('heading', { level: 3 })).toHaveLength(5)
  })

  it('renders each kind of card and counts inline cards too', () => {
    const { container } = renderBlock({
      cards: [
        { relationTo: 'guides', value: asDoc('guides', buildGuide()) },
        { relationTo: 'events', value: asDoc('events', buildEvent()) },
      ],
      inlineCards: [
        {
          id: 'inline-1',
          cardHeadline: 'Ask a specialist',
          cardRichText: richText('Book 20 minutes with a program specialist.'),
          cardButton: [seedButton('Book a call', '/services/request-for-quote')],
        },
      ],
    })
    expect(cardList(container)).toHaveAttribute('data-layout', 'columns-3')
    expect(screen.getByRole('link', { name: 'Set up your ODP business account in ten minutes' })).toHaveAttribute(
      'href',
      '/my-dashboard/guides/set-up-your-odp-business-account',
    )
    expect(screen.getByText('Mar 4, 6:30 PM EST')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Ask a specialist' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/services/request-for-quote')
  })

  it('forces the benefit and vendor link form chosen by cardComponent', () => {
    const cards: Relation[] = [
      {
        relationTo: 'benefits',
        value: asDoc('benefits', buildBenefit({ component: 'card', inPage: [benefitPage] })),
      },
      { relationTo: 'vendors', value: asDoc('vendors', buildVendor({ connectedPages: [vendorPage] })) },
    ]
    const { unmount } = renderBlock({ cards, cardComponent: 'indexed' })
    expect(screen.getByRole('link', { name: 'Gusto Payroll' })).toHaveAttribute(
      'href',
      '/what-we-offer/benefits/payroll',
    )
    expect(screen.getByRole('link', { name: 'ODP Business Solutions' })).toHaveAttribute(
      'href',
      '/vendors/odp/ea-express/discount-options',
    )
    unmount()

    renderBlock({ cards, cardComponent: 'auto' })
    expect(screen.getByRole('link', { name: 'Gusto Payroll' })).toHaveAttribute(
      'href',
      '/dashboard/benefits/gusto-payroll',
    )
    expect(screen.getByRole('link', { name: 'ODP Business Solutions' })).toHaveAttribute(
      'href',
      '/ea-express/discount-options',
    )
  })

  it('shows side cards beside the cards', () => {
    renderBlock({ sideCards: [asDoc('side-cards', buildSideCard())] })
    const aside = screen.getByRole('complementary')
    expect(within(aside).getByRole('heading', { name: 'Apply for the $5,000 technology grant' })).toBeInTheDocument()
    expect(within(aside).getByRole('link', { name: /Apply now/ })).toHaveAttribute(
      'href',
      '/community/grant-competition',
    )
  })

  it('shows the copy, the buttons and the feature link, and hides the buttons while the session loads', () => {
    const withIntro = {
      copy: richText('Hand-picked offers and reading for owners like you.'),
      buttons: [seedButton('See all benefits', '/benefits')],
      featureLabel: 'Browse everything',
      featurePath: '/resources',
    }
    const { unmount } = renderBlock(withIntro)
    expect(screen.getByText('Hand-picked offers and reading for owners like you.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all benefits' })).toHaveAttribute('href', '/benefits')
    expect(screen.getByRole('link', { name: 'Browse everything' })).toHaveAttribute('href', '/resources')
    unmount()

    renderBlock(withIntro, loadingViewer())
    expect(screen.queryByRole('link', { name: 'See all benefits' })).toBeNull()
  })

  it('makes card titles h2 when the block has no headline, and renders nothing when it has nothing', () => {
    const { unmount } = renderBlock({ headline: null })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
    unmount()

    const { container } = renderBlock({ headline: null, cards: [{ relationTo: 'reads', value: 9 }] })
    expect(container).toBeEmptyDOMElement()
  })
})
