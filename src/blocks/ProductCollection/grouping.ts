import { isProductHiddenInSubCollection, sortSubCollections } from '@/lib/prices'

export interface SubCollectionLike {
  subCollectionSlug: string
  subCollectionTitle: string
}

export interface ProductLike {
  subCollectionSlug?: string | null
  programPrice?: number | string | null
}

export interface ProductGroup<P> {
  slug: string
  title: string
  products: P[]
}

/** Title of the group holding products whose sub-collection the collection does not list. */
export const OTHER_PRODUCTS_TITLE = 'More products'
export const OTHER_PRODUCTS_SLUG = 'other'

/**
 * Products grouped by sub-collection (spec sections 2, 5 and 9): sub-collections in the
 * collection's order with 'paper' first, products priced below 1 hidden inside them, empty
 * groups left out. Products naming no listed sub-collection follow in one last group, under the
 * same price rule.
 */
export function groupProducts<P extends ProductLike>(
  subCollections: readonly SubCollectionLike[] | null | undefined,
  products: readonly P[],
): ProductGroup<P>[] {
  const visible = products.filter((product) => !isProductHiddenInSubCollection(product.programPrice))
  const ordered = sortSubCollections(subCollections ?? [])
  const known = new Set(ordered.map((sub) => sub.subCollectionSlug))
  const groups: ProductGroup<P>[] = ordered.map((sub) => ({
    slug: sub.subCollectionSlug,
    title: sub.subCollectionTitle,
    products: visible.filter((product) => product.subCollectionSlug === sub.subCollectionSlug),
  }))
  const others = visible.filter((product) => !product.subCollectionSlug || !known.has(product.subCollectionSlug))
  groups.push({ slug: OTHER_PRODUCTS_SLUG, title: OTHER_PRODUCTS_TITLE, products: others })
  return groups.filter((group) => group.products.length > 0)
}
