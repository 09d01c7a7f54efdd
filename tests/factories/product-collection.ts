import type { RequiredDataFromCollectionSlug } from 'payload'

type ProductCollectionData = RequiredDataFromCollectionSlug<'product-collections'>

export function buildProductCollection(overrides: Partial<ProductCollectionData> = {}): ProductCollectionData {
  return {
    title: 'ODP program essentials',
    slug: 'odp',
    description: 'The supplies members reorder most, at program prices.',
    subCollections: [
      { subCollectionSlug: 'ink-toner', subCollectionTitle: 'Ink and toner' },
      { subCollectionSlug: 'paper', subCollectionTitle: 'Paper' },
      { subCollectionSlug: 'cleaning-breakroom', subCollectionTitle: 'Cleaning and breakroom' },
    ],
    ...overrides,
  }
}
