import type { RequiredDataFromCollectionSlug } from 'payload'

/** A read as the seed writes it; its author is named and looked up (or created) by name. */
export type ReadSeed = Omit<RequiredDataFromCollectionSlug<'reads'>, 'author' | '_status'> & { authorName: string }

export type GuideSeed = Omit<RequiredDataFromCollectionSlug<'guides'>, '_status'>
export type EventSeed = Omit<RequiredDataFromCollectionSlug<'events'>, '_status'>
export type ResourceSeed = Omit<RequiredDataFromCollectionSlug<'resources'>, '_status'>
export type BenefitSeed = Omit<RequiredDataFromCollectionSlug<'benefits'>, '_status' | 'inPage'>
export type AuthorSeed = Omit<RequiredDataFromCollectionSlug<'authors'>, 'photo'>
export type FaqSeed = RequiredDataFromCollectionSlug<'faqs'>
export type StatItemSeed = RequiredDataFromCollectionSlug<'stat-items'>
export type SideCardSeed = RequiredDataFromCollectionSlug<'side-cards'>
export type ProductCollectionSeed = RequiredDataFromCollectionSlug<'product-collections'>
/** A product as the seed writes it; it joins the seeded collection. */
export type ProductSeed = Omit<RequiredDataFromCollectionSlug<'products'>, 'collection'>

/** A vendor as the seed writes it; its connected pages are named by address and linked once they exist. */
export type VendorSeed = Omit<RequiredDataFromCollectionSlug<'vendors'>, '_status' | 'connectedPages' | 'inPage'> & {
  connectedPageUrls: string[]
}
