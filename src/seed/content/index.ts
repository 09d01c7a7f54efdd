import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { authorSeeds } from './authors'
import { benefitSeeds } from './benefits'
import { eventSeeds } from './events'
import { faqSeeds } from './faqs'
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
async function findId(payload: Payload, collection: CollectionSlug, field: string, value: string): Promise<DocId | null> {
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
 * records what it created. Collections with drafts get their documents published.
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
  created.push(`${collection} ${key.value}`)
  return doc.id
}

/**
 * The documents pages show (spec section 3): authors, reads, guides, events, resources,
 * benefits, vendors, FAQs, stat items, side cards and the Office Essentials catalogue. Idempotent:
 * each document is looked up by its slug (or name, code, figure) and created only when missing.
 */
export async function seedContent(payload: Payload): Promise<string[]> {
  const created: string[] = []

  const authorIds = new Map<string, DocId>()
  for (const author of authorSeeds) {
    authorIds.set(author.name, await ensure(payload, created, 'authors', { field: 'name', value: author.name }, author))
  }
  for (const { authorName, ...read } of readSeeds) {
    const author = authorIds.get(authorName)
    if (author === undefined) throw new Error(`Read "${read.slug}" names an author the seed does not have: ${authorName}`)
    await ensure(payload, created, 'reads', { field: 'slug', value: read.slug }, { ...read, author: Number(author) })
  }
  for (const guide of guideSeeds) {
    await ensure(payload, created, 'guides', { field: 'guideSlug', value: guide.guideSlug }, guide)
  }
  for (const event of eventSeeds) {
    await ensure(payload, created, 'events', { field: 'eventSlug', value: event.eventSlug }, event)
  }
  for (const resource of resourceSeeds) {
    await ensure(payload, created, 'resources', { field: 'resourceSlug', value: resource.resourceSlug }, resource)
  }
  for (const benefit of benefitSeeds) {
    await ensure(payload, created, 'benefits', { field: 'benefitSlug', value: benefit.benefitSlug }, benefit)
  }
  for (const { connectedPageUrls: _pages, ...vendor } of vendorSeeds) {
    await ensure(payload, created, 'vendors', { field: 'vendorSlug', value: vendor.vendorSlug }, vendor)
  }
  for (const faq of faqSeeds) {
    await ensure(payload, created, 'faqs', { field: 'cardSlug', value: faq.cardSlug }, faq)
  }
  for (const stat of statItemSeeds) {
    await ensure(payload, created, 'stat-items', { field: 'statId', value: stat.statId }, stat)
  }
  for (const card of sideCardSeeds) {
    await ensure(payload, created, 'side-cards', { field: 'homeSideCardTitle', value: card.homeSideCardTitle }, card)
  }
  const collectionId = await ensure(
    payload,
    created,
    'product-collections',
    { field: 'slug', value: officeEssentialsSeed.slug },
    officeEssentialsSeed,
  )
  for (const product of productSeeds) {
    await ensure(
      payload,
      created,
      'products',
      { field: 'productCode', value: product.productCode },
      { ...product, collection: Number(collectionId) },
    )
  }

  return created
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
