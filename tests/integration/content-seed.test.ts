import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedContent, seededContent } from '@/seed/content'
import { closePayload } from '@/server/bootstrap'

describe('seeded content', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  const published = { _status: { equals: 'published' } } as const

  it('has published the reads, guides, events, resources and benefits, each with its slug', async () => {
    const counts = {
      reads: await payload.find({ collection: 'reads', where: published, limit: 0, pagination: false, depth: 0 }),
      guides: await payload.find({ collection: 'guides', where: published, limit: 0, pagination: false, depth: 0 }),
      events: await payload.find({ collection: 'events', where: published, limit: 0, pagination: false, depth: 0 }),
      resources: await payload.find({ collection: 'resources', where: published, limit: 0, pagination: false }),
      benefits: await payload.find({ collection: 'benefits', where: published, limit: 0, pagination: false }),
    }
    expect(counts.reads.docs.map((doc) => doc.slug)).toEqual(expect.arrayContaining([...seededContent.reads]))
    expect(counts.guides.docs.map((doc) => doc.guideSlug)).toEqual(expect.arrayContaining([...seededContent.guides]))
    expect(counts.events.docs.map((doc) => doc.eventSlug)).toEqual(expect.arrayContaining([...seededContent.events]))
    expect(counts.resources.docs.map((doc) => doc.resourceSlug)).toEqual(
      expect.arrayContaining([...seededContent.resources]),
    )
    expect(counts.benefits.docs.map((doc) => doc.benefitSlug)).toEqual(
      expect.arrayContaining([...seededContent.benefits]),
    )
    expect(counts.reads.docs.every((doc) => typeof doc.author === 'number')).toBe(true)
    expect(counts.resources.docs.some((doc) => doc.isFeatured)).toBe(true)
    expect(counts.benefits.docs.every((doc) => doc.benefitPartnerName && doc.benefitPerk && doc.benefitValue)).toBe(
      true,
    )

    const seededEvents = counts.events.docs.filter((doc) => seededContent.events.includes(doc.eventSlug as never))
    expect(seededEvents.filter((doc) => doc.eventCompleteStatus).length).toBeGreaterThan(0)
    expect(
      seededEvents.filter((doc) => !doc.eventCompleteStatus && doc.eventScheduleStartTimestamp > '2026-11-21').length,
    ).toBeGreaterThan(0)
  })

  it('links each vendor to its program page', async () => {
    const vendors = await payload.find({ collection: 'vendors', where: published, depth: 1, pagination: false })
    const byslug = Object.fromEntries(vendors.docs.map((vendor) => [vendor.vendorSlug, vendor]))
    expect(Object.keys(byslug)).toEqual(expect.arrayContaining(['odp', 'dell', 'fedex']))
    expect(byslug.odp.vendorHeadline).toBe('ODP Business Solutions')
    expect(byslug.dell.vendorHeadline).toBe('Dell Technologies')
    expect(byslug.fedex.vendorHeadline).toBe('FedEx')
    for (const slug of ['odp', 'dell', 'fedex']) {
      const pages = (byslug[slug].connectedPages ?? []).map((page) => (typeof page === 'object' ? page.url : page))
      expect(pages, slug).toEqual([`/vendors/${slug}/ea-express`])
    }
  })

  it('has the Office Essentials catalogue with products below $1 to hide', async () => {
    const collections = await payload.find({
      collection: 'product-collections',
      where: { slug: { equals: seededContent.productCollection } },
    })
    const [collection] = collections.docs
    expect(collection.title).toBe('Office Essentials')
    expect(collection.subCollections?.map((sub) => sub.subCollectionSlug)).toEqual(['ink-toner', 'paper', 'breakroom'])
    const products = await payload.find({
      collection: 'products',
      where: { collection: { equals: collection.id } },
      limit: 0,
      pagination: false,
    })
    expect(products.docs).toHaveLength(10)
    expect(products.docs.filter((product) => product.programPrice < 1).length).toBeGreaterThan(0)
  })

  it('has the FAQs and the six community figures', async () => {
    expect((await payload.count({ collection: 'faqs' })).totalDocs).toBeGreaterThanOrEqual(8)
    const stats = await payload.find({ collection: 'stat-items', pagination: false })
    expect(stats.docs.map((stat) => stat.statId).sort()).toEqual(
      ['gifs', 'messages', 'new-members', 'reactions', 'sparks', 'total-members'].sort(),
    )
  })

  it('places the lists and cards on the pages that show them', async () => {
    const layoutOf = async (url: string) => {
      const pages = await payload.find({ collection: 'pages', where: { url: { equals: url } }, depth: 0 })
      return pages.docs[0]?.layout ?? []
    }
    const reads = await layoutOf('/resources/reads')
    expect(reads.find((block) => block.blockType === 'articleList')).toMatchObject({ collection: 'reads' })
    const events = (await layoutOf('/community/events')).filter((block) => block.blockType === 'articleList')
    expect(events.map((block) => (block.blockType === 'articleList' ? block.eventStatus : null))).toEqual([
      'upcoming',
      'completed',
    ])
    const downloads = await layoutOf('/resources/downloads')
    expect(downloads.map((block) => block.blockType)).toEqual(
      expect.arrayContaining(['resourcePreview', 'articleList']),
    )
    const benefits = (await layoutOf('/benefits')).find((block) => block.blockType === 'dynamicCards')
    expect(benefits?.blockType === 'dynamicCards' ? benefits.cards : []).toHaveLength(6)
    const home = (await layoutOf('/home')).find((block) => block.blockType === 'dynamicCards')
    expect(home?.blockType === 'dynamicCards' ? home.sideCards : []).toHaveLength(2)
  })

  it('creates nothing when run again', async () => {
    expect(await seedContent(payload)).toEqual([])
  })
})
