import { render, screen } from '@testing-library/react'

import { buildAuthor } from '../../tests/factories/author'
import { buildBenefit } from '../../tests/factories/benefit'
import { asDoc } from '../../tests/factories/doc'
import { buildEvent } from '../../tests/factories/event'
import { buildFaq } from '../../tests/factories/faq'
import { buildGuide } from '../../tests/factories/guide'
import { buildProduct } from '../../tests/factories/product'
import { buildRead } from '../../tests/factories/read'
import { buildResource } from '../../tests/factories/resource'
import { buildSideCard } from '../../tests/factories/side-card'
import { buildStatItem } from '../../tests/factories/stat-item'
import { buildVendor } from '../../tests/factories/vendor'
import { buildViewer } from '../../tests/factories/viewer'
import { type CardRelation, isCardCollection, renderCard, renderRelation } from './registry'

const viewer = buildViewer('MEMBER')

const relations: CardRelation[] = [
  { relationTo: 'benefits', value: asDoc('benefits', buildBenefit()) },
  { relationTo: 'vendors', value: asDoc('vendors', buildVendor()) },
  { relationTo: 'guides', value: asDoc('guides', buildGuide()) },
  { relationTo: 'reads', value: asDoc('reads', buildRead({ author: asDoc('authors', buildAuthor()) })) },
  { relationTo: 'events', value: asDoc('events', buildEvent()) },
  { relationTo: 'resources', value: asDoc('resources', buildResource()) },
  { relationTo: 'products', value: asDoc('products', buildProduct()) },
  { relationTo: 'faqs', value: asDoc('faqs', buildFaq()) },
  { relationTo: 'stat-items', value: asDoc('stat-items', buildStatItem()) },
  { relationTo: 'side-cards', value: asDoc('side-cards', buildSideCard()) },
  { relationTo: 'pages', value: asDoc('pages', { pageName: 'About us', slug: 'about-us', layout: [] }) },
]

const expectedCard: Record<CardRelation['relationTo'], string> = {
  benefits: 'benefit',
  vendors: 'vendor',
  guides: 'guide',
  reads: 'read',
  events: 'event',
  resources: 'resource',
  products: 'product',
  faqs: 'faq',
  'stat-items': 'stat',
  'side-cards': 'side',
  pages: 'page',
}

describe('renderCard', () => {
  it.each(relations)('renders a $relationTo document with its own card', (relation) => {
    const { container } = render(<>{renderRelation(relation, viewer)}</>)
    expect(container.querySelectorAll('[data-card]')).toHaveLength(1)
    expect(container.querySelector('[data-card]')).toHaveAttribute('data-card', expectedCard[relation.relationTo])
  })

  it('renders nothing for a relationship that was not populated', () => {
    expect(renderCard(12, 'benefits', viewer)).toBeNull()
    expect(renderCard(null, 'reads', viewer)).toBeNull()
  })

  it('passes the benefit link form and the viewer to benefit cards', () => {
    const page = asDoc('pages', {
      pageName: 'Payroll',
      pagePath: 'what-we-offer/benefits',
      slug: 'payroll',
      layout: [],
    })
    const benefit = asDoc('benefits', buildBenefit({ inPage: [page] }))
    render(<>{renderCard(benefit, 'benefits', viewer, { benefitVariant: 'inPage' })}</>)
    expect(screen.getByRole('link', { name: 'Gusto Payroll' })).toHaveAttribute(
      'href',
      '/what-we-offer/benefits/gusto-payroll/payroll',
    )
    expect(screen.getByRole('link', { name: /^Get Access/ })).toBeInTheDocument()
  })

  it('passes the vendor link form to vendor cards', () => {
    render(<>{renderCard(asDoc('vendors', buildVendor()), 'vendors', viewer, { vendorVariant: 'clickable' })}</>)
    expect(screen.getByRole('link', { name: 'ODP Business Solutions' })).toHaveAttribute(
      'href',
      '/vendors/odp/ea-express',
    )
  })

  it('builds product images from the site bucket it is given', () => {
    render(<>{renderCard(asDoc('products', buildProduct()), 'products', viewer, { siteBucket: '/media/products' })}</>)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/products/product-348037.jpg')
  })

  it('knows which collections have cards', () => {
    expect(isCardCollection('resources')).toBe(true)
    expect(isCardCollection('media')).toBe(false)
  })
})
