import { render, screen, within } from '@testing-library/react'

import type { Product, ProductCollectionBlock as ProductCollectionBlockData } from '@/payload-types'

import { asDoc } from '../../../tests/factories/doc'
import { buildProduct } from '../../../tests/factories/product'
import { buildProductCollection } from '../../../tests/factories/product-collection'
import { buildViewer } from '../../../tests/factories/viewer'

import { EMPTY_COLLECTION_MESSAGE, ProductCollectionView } from './Component'
import { OTHER_PRODUCTS_TITLE, groupProducts } from './grouping'

// The factory lists ink and toner before paper, so paper coming first proves the rule.
const collection = asDoc('product-collections', buildProductCollection())

let code = 500000
const product = (
  name: string,
  subCollectionSlug: string | null,
  programPrice: number,
  retailPrice = programPrice * 1.4,
) =>
  asDoc(
    'products',
    buildProduct({
      productName: name,
      productCode: String(code++),
      subCollectionSlug,
      programPrice,
      retailPrice,
      discountPercent: null,
    }),
  )

const products: Product[] = [
  product('HP 64 Black Ink', 'ink-toner', 24.49),
  product('Copy paper, case of 10 reams', 'paper', 42.99),
  product('Paper sample, 25 sheets', 'paper', 0),
  product('Coffee pods, box of 24', 'cleaning-breakroom', 16.79),
  product('Creamer cup', 'cleaning-breakroom', 0.19, 0.29),
  product('Legal pads, 12 pack', 'paper', 11.49),
  product('Desk fan', 'seasonal', 29.99),
]

const block = (overrides: Partial<ProductCollectionBlockData> = {}): ProductCollectionBlockData => ({
  blockType: 'productCollection',
  id: 'catalogue',
  collection,
  display: 'grouped',
  ...overrides,
})

const renderView = (overrides: Partial<ProductCollectionBlockData> = {}, items: Product[] = products) =>
  render(
    <ProductCollectionView
      block={block(overrides)}
      collection={collection}
      products={items}
      viewer={buildViewer('MEMBER')}
      isDashboard={false}
      isFirst={false}
    />,
  )

describe('groupProducts', () => {
  it("lists the sub-collections in the collection's order with paper first", () => {
    const groups = groupProducts(collection.subCollections, products)
    expect(groups.map((group) => group.slug)).toEqual(['paper', 'ink-toner', 'cleaning-breakroom', 'other'])
    expect(groups.map((group) => group.title)).toEqual([
      'Paper',
      'Ink and toner',
      'Cleaning and breakroom',
      OTHER_PRODUCTS_TITLE,
    ])
  })

  it('hides products whose program price is below 1 inside sub-collections', () => {
    const groups = groupProducts(collection.subCollections, products)
    const names = (slug: string) =>
      groups.find((group) => group.slug === slug)?.products.map((item) => item.productName) ?? []
    expect(names('paper')).toEqual(['Copy paper, case of 10 reams', 'Legal pads, 12 pack'])
    expect(names('cleaning-breakroom')).toEqual(['Coffee pods, box of 24'])
  })

  it('keeps a product priced exactly 1', () => {
    const [paper] = groupProducts(collection.subCollections, [product('Pencil', 'paper', 1)])
    expect(paper.products).toHaveLength(1)
  })

  it('leaves out sub-collections with nothing to show', () => {
    const groups = groupProducts(collection.subCollections, [
      product('Paper sample', 'paper', 0.5),
      product('Toner', 'ink-toner', 69.99),
    ])
    expect(groups.map((group) => group.slug)).toEqual(['ink-toner'])
  })

  it('collects products of unlisted sub-collections in a last group', () => {
    const groups = groupProducts([], [product('Desk fan', 'seasonal', 29.99), product('Stapler', null, 12.5)])
    expect(groups).toEqual([
      expect.objectContaining({ slug: 'other', title: OTHER_PRODUCTS_TITLE, products: expect.any(Array) }),
    ])
    expect(groups[0].products).toHaveLength(2)
  })
})

describe('ProductCollectionView', () => {
  it('shows one titled group per sub-collection, paper first, without the products below $1', () => {
    const { container } = renderView()
    expect(screen.getByRole('heading', { level: 2, name: 'ODP program essentials' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Paper',
      'Ink and toner',
      'Cleaning and breakroom',
      OTHER_PRODUCTS_TITLE,
    ])
    const paper = container.querySelector('[data-sub-collection="paper"]') as HTMLElement
    expect(
      within(paper)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Copy paper, case of 10 reams', 'Legal pads, 12 pack'])
    expect(screen.queryByText('Paper sample, 25 sheets')).toBeNull()
    expect(screen.queryByText('Creamer cup')).toBeNull()
  })

  it('lays products out in a grid of columns at least 210px wide (the whole width on a narrower screen), with SHOP NOW links', () => {
    const { container } = renderView()
    const grids = container.querySelectorAll('[data-layout="product-grid"]')
    expect(grids).toHaveLength(4)
    for (const grid of grids)
      expect(grid).toHaveClass('grid', 'grid-cols-[repeat(auto-fill,minmax(min(210px,100%),1fr))]')
    const card = container.querySelector('[data-card="product"]')
    expect(card).toHaveClass('min-w-[200px]', 'max-w-[300px]')
    expect(screen.getAllByRole('link', { name: /SHOP NOW/ })[0]).toHaveAttribute('target', '_blank')
  })

  it('tracks product links by collection and sub-collection', () => {
    renderView()
    expect(screen.getByRole('link', { name: /SHOP NOW – HP 64 Black Ink/ })).toHaveAttribute(
      'data-track-context',
      'odp/ink-toner',
    )
  })

  it('shows every product in one flat grid when display is flat', () => {
    const { container } = renderView({ display: 'flat' })
    expect(container.querySelector('[data-display="flat"]')).not.toBeNull()
    expect(container.querySelectorAll('[data-layout="product-grid"]')).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(products.length)
  })

  it("prefers the block's own headline and subheadline over the collection's", () => {
    renderView({ headline: 'Member prices on office essentials', subheadline: 'Updated every catalogue' })
    expect(screen.getByRole('heading', { level: 2, name: 'Member prices on office essentials' })).toBeInTheDocument()
    expect(screen.getByText('Updated every catalogue')).toBeInTheDocument()
  })

  it('says so when the collection has nothing to show', () => {
    renderView({}, [product('Paper sample', 'paper', 0)])
    expect(screen.getByText(EMPTY_COLLECTION_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull()
  })
})
