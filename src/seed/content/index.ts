import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { authorSeeds } from './authors'
import { benefitSeeds } from './benefits'
import { eventSeeds } from './events'
import { faqSeeds } from './faqs'
import { formSeeds } from './forms'
import { guideSeeds } from './guides'
import { officeEssentialsSeed, productSeeds } from './products'
import { readSeeds } from './reads'
import { resourceSeeds } from './resources'
import { sideCardSeeds } from './side-cards'
import { statItemSeeds } from './stat-items'
import { vendorSeeds } from './vendors'

/** Seeding never triggers cache invalidation: nothing is cached yet, and scripts have no cache. */
const context = { disableRevalidate: true }

type DocId = number | string

/** Finds a document (drafts included) by one field, so a second run, or an operator's edit, is left alone. */
async function findId(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
  value: string,
): Promise<DocId | null> {
  const where: Where = { [field]: { equals: value } }
  const result = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
  })
  return result.docs[0]?.id ?? null
}

/**
 * Creates the document unless one with the same key exists; returns its id either way and
 * records the collection of what it created. Collections with drafts get their documents published.
 */
async function ensure<S extends CollectionSlug>(
  payload: Payload,
  created: string[],
  collection: S,
  key: { field: string; value: string },
  data: RequiredDataFromCollectionSlug<S>,
): Promise<DocId> {
  const existing = await findId(payload, collection, key.field, key.value)
  if (existing !== null) return existing
  const hasDrafts = Boolean(payload.collections[collection]?.config.versions?.drafts)
  const doc = await payload.create({
    collection,
    data: (hasDrafts ? { ...data, _status: 'published' } : data) as RequiredDataFromCollectionSlug<S>,
    overrideAccess: true,
    context,
  })
  created.push(collection)
  return doc.id
}

/**
 * The documents pages show (spec section 3): authors, reads, guides, events, resources,
 * benefits, vendors, FAQs, builder forms, stat items, side cards and the Office Essentials catalogue. Idempotent:
 * each document is looked up by its slug (or name, code, figure) and created only when missing.
 */
export async function seedContent(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const add = <S extends CollectionSlug>(
    collection: S,
    field: string,
    value: string,
    data: RequiredDataFromCollectionSlug<S>,
  ) => ensure(payload, created, collection, { field, value }, data)
  // One after another within a collection, so lists ordered by creation keep the seed's order.
  const inOrder = async <T, R>(items: readonly T[], create: (item: T) => Promise<R>): Promise<R[]> => {
    const results: R[] = []
    for (const item of items) results.push(await create(item))
    return results
  }

  const readsWithAuthors = async () => {
    const authorIds = new Map<string, DocId>()
    await inOrder(authorSeeds, async (author) =>
      authorIds.set(author.name, await add('authors', 'name', author.name, author)),
    )
    await inOrder(readSeeds, ({ authorName, ...read }) => {
      const author = authorIds.get(authorName)
      if (author === undefined)
        throw new Error(`Read "${read.slug}" names an author the seed does not have: ${authorName}`)
      return add('reads', 'slug', read.slug, { ...read, author: Number(author) })
    })
  }
  const catalogue = async () => {
    const collection = await add('product-collections', 'slug', officeEssentialsSeed.slug, officeEssentialsSeed)
    await inOrder(productSeeds, (product) =>
      add('products', 'productCode', product.productCode, { ...product, collection: Number(collection) }),
    )
  }

  // Collections do not depend on one another (except as above), so they are seeded side by side.
  await Promise.all([
    readsWithAuthors(),
    inOrder(guideSeeds, (guide) => add('guides', 'guideSlug', guide.guideSlug, guide)),
    inOrder(eventSeeds, (event) => add('events', 'eventSlug', event.eventSlug, event)),
    inOrder(resourceSeeds, (resource) => add('resources', 'resourceSlug', resource.resourceSlug, resource)),
    inOrder(benefitSeeds, (benefit) => add('benefits', 'benefitSlug', benefit.benefitSlug, benefit)),
    inOrder(vendorSeeds, ({ connectedPageUrls: _pages, ...vendor }) =>
      add('vendors', 'vendorSlug', vendor.vendorSlug, vendor),
    ),
    inOrder(faqSeeds, (faq) => add('faqs', 'cardSlug', faq.cardSlug, faq)),
    inOrder(formSeeds, (form) => add('forms', 'formSlug', form.formSlug, form)),
    inOrder(statItemSeeds, (stat) => add('stat-items', 'statId', stat.statId, stat)),
    inOrder(sideCardSeeds, (card) => add('side-cards', 'homeSideCardTitle', card.homeSideCardTitle, card)),
    catalogue(),
  ])

  return summarise(created)
}

const LOG_ORDER = [
  'authors',
  'reads',
  'guides',
  'events',
  'resources',
  'benefits',
  'vendors',
  'faqs',
  'forms',
  'stat-items',
  'side-cards',
  'product-collections',
  'products',
]

/** ['reads', 'faqs', 'reads'] → ['2 reads', '1 faqs'], in a fixed order, for one readable start-up log line. */
function summarise(collections: string[]): string[] {
  const counts = new Map<string, number>()
  for (const collection of collections) counts.set(collection, (counts.get(collection) ?? 0) + 1)
  return LOG_ORDER.filter((collection) => counts.has(collection)).map(
    (collection) => `${counts.get(collection)} ${collection}`,
  )
}

/**
 * Vendors link to their program pages, which are seeded after them: run after the pages. Only a
 * vendor with no connected pages yet is linked, so an operator's choice is never overwritten.
 */
export async function linkVendorPages(payload: Payload): Promise<string[]> {
  const linked: string[] = []
  for (const seed of vendorSeeds) {
    const vendors = await payload.find({
      collection: 'vendors',
      where: { vendorSlug: { equals: seed.vendorSlug } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
      pagination: false,
    })
    const vendor = vendors.docs[0]
    if (!vendor || vendor.connectedPages?.length) continue
    const pageIds: number[] = []
    for (const url of seed.connectedPageUrls) {
      const id = await findId(payload, 'pages', 'url', url)
      if (id !== null) pageIds.push(Number(id))
    }
    if (!pageIds.length) continue
    await payload.update({
      collection: 'vendors',
      id: vendor.id,
      data: { connectedPages: pageIds },
      overrideAccess: true,
      context,
    })
    linked.push(`vendor pages ${seed.vendorSlug}`)
  }
  return linked
}

/** Slugs of what the content seed creates, for the page seeds and tests that reference it. */
export const seededContent = {
  reads: readSeeds.map((read) => read.slug),
  guides: guideSeeds.map((guide) => guide.guideSlug),
  events: eventSeeds.map((event) => event.eventSlug),
  resources: resourceSeeds.map((resource) => resource.resourceSlug),
  benefits: benefitSeeds.map((benefit) => benefit.benefitSlug),
  vendors: vendorSeeds.map((vendor) => vendor.vendorSlug),
  productCollection: officeEssentialsSeed.slug,
} as const
