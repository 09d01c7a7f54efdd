import { useId } from 'react'

import { renderCard } from '@/cards/registry'
import type { HeadingLevel } from '@/cards/shared/card'
import type { AppState } from '@/features/app-state/app-state'
import type { Product, ProductCollection, ProductCollectionBlock as ProductCollectionBlockData } from '@/payload-types'
import { listCollectionProducts } from '@/server/content-lists'

import { mutedTextClass } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { groupProducts } from './grouping'

// Columns at least 210px wide, cards 200–300px (spec section 9, PRODUCT_GRID); whole class names for Tailwind.
const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(210px,100%),1fr))] justify-items-center gap-6'
export const EMPTY_COLLECTION_MESSAGE = 'There are no products in this collection yet.'

interface ProductGridProps {
  products: Product[]
  viewer: AppState
  headingLevel: HeadingLevel
  trackContext: string
}

function ProductGrid({ products, viewer, headingLevel, trackContext }: ProductGridProps) {
  return (
    <ul className={GRID} data-layout="product-grid">
      {products.map((product) => (
        <li key={product.id} className="flex w-full justify-center">
          {renderCard(product, 'products', viewer, { headingLevel, trackContext })}
        </li>
      ))}
    </ul>
  )
}

export interface ProductCollectionViewProps extends Omit<BlockProps<ProductCollectionBlockData>, 'siteSettings'> {
  collection: ProductCollection
  products: Product[]
}

/** The collection's products: one grid per sub-collection ('paper' first), or one flat grid. */
export function ProductCollectionView({
  block,
  collection,
  products,
  viewer,
  isDashboard,
  isFirst,
}: ProductCollectionViewProps) {
  const headingId = useId()
  const headline = block.headline || collection.title
  const subheadline = block.subheadline || collection.description
  const groups = block.display === 'flat' ? null : groupProducts(collection.subCollections, products)
  const isEmpty = groups ? groups.length === 0 : products.length === 0

  return (
    <BlockSection
      blockType="productCollection"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={headingId}
    >
      <BlockHeader
        headline={headline}
        subheadline={subheadline}
        headingId={headingId}
        isFirst={isFirst}
        isDashboard={isDashboard}
        layerStyle={block.layerStyle}
      />
      {isEmpty && <p className={mutedTextClass(block.layerStyle)}>{EMPTY_COLLECTION_MESSAGE}</p>}
      {groups ? (
        <div className="flex flex-col gap-12" data-display="grouped">
          {groups.map((group) => (
            <section
              key={group.slug}
              aria-labelledby={`${headingId}-${group.slug}`}
              data-sub-collection={group.slug}
              className="flex flex-col gap-6"
            >
              <h3 id={`${headingId}-${group.slug}`} className="text-2xl font-bold">
                {group.title}
              </h3>
              <ProductGrid
                products={group.products}
                viewer={viewer}
                headingLevel="h4"
                trackContext={`${collection.slug}/${group.slug}`}
              />
            </section>
          ))}
        </div>
      ) : (
        !isEmpty && (
          <div data-display="flat">
            <ProductGrid products={products} viewer={viewer} headingLevel="h3" trackContext={collection.slug} />
          </div>
        )
      )}
    </BlockSection>
  )
}

/** Reads the collection's products (cached per product) and shows them. */
export async function ProductCollectionBlock({
  block,
  viewer,
  isDashboard,
  isFirst,
}: BlockProps<ProductCollectionBlockData>) {
  const collection = block.collection
  // An id means the collection was deleted or not populated: there is nothing to show.
  if (!collection || typeof collection !== 'object') return null
  const products = await listCollectionProducts(collection.id)
  return (
    <ProductCollectionView
      block={block}
      collection={collection}
      products={products}
      viewer={viewer}
      isDashboard={isDashboard}
      isFirst={isFirst}
    />
  )
}
