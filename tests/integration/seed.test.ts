import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildPageUrl } from '@/collections/Pages/url'
import { seed } from '@/seed'
import { closePayload } from '@/server/bootstrap'
import { pageSeeds } from '@/seed/pages'

describe('seed', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('refuses a help centre address that is not a full http(s) address, and keeps the seeded one', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings' })
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { helpCenterUrl: 'help center' } }),
    ).rejects.toThrow(/invalid/i)
    expect((await payload.findGlobal({ slug: 'site-settings' })).helpCenterUrl).toBe(before.helpCenterUrl)
  })

  it('has seeded the site settings, navigation, home page and one operator on first start', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.productName).toBe('EA Collective')
    expect(settings.defaultPartner).toBe('ea-express')
    const header = await payload.findGlobal({ slug: 'header' })
    expect(header.navItems?.map((item) => item.label).slice(0, 3)).toEqual(['Sign Up', 'Log In', 'What We Offer'])
    const home = await payload.find({ collection: 'pages', where: { url: { equals: '/home' } } })
    expect(home.docs[0]?.layout.map((block) => block.blockType)).toEqual([
      'hero',
      'ticker',
      'feature',
      // Placed by the content seed (src/seed/content/placements.ts).
      'dynamicCards',
      'statCards',
      'slider',
      'callToAction',
      'callToAction',
      'faq',
      'callToAction',
    ])
    const operators = await payload.count({ collection: 'users', overrideAccess: true })
    expect(operators.totalDocs).toBe(1)
  })

  it('has seeded every public page, published', async () => {
    const pages = await payload.find({ collection: 'pages', limit: 0, pagination: false, depth: 0 })
    const urls = pages.docs.map((page) => page.url)
    for (const page of pageSeeds) {
      const url = buildPageUrl(page.pagePath, page.slug)
      expect(urls, url).toContain(url)
    }
    expect(pages.docs.every((page) => page._status === 'published')).toBe(true)
  })

  it('creates nothing when run again, and keeps what operators changed', async () => {
    await payload.updateGlobal({ slug: 'footer', data: { copyright: '© 2024 Changed by an operator' } })
    const before = await payload.count({ collection: 'pages' })
    const created = await seed(payload)
    expect(created).toEqual([])
    const after = await payload.count({ collection: 'pages' })
    expect(after.totalDocs).toBe(before.totalDocs)
    expect(before.totalDocs).toBeGreaterThanOrEqual(pageSeeds.length)
    const footer = await payload.findGlobal({ slug: 'footer' })
    expect(footer.copyright).toBe('© 2024 Changed by an operator')
  })

  it('recreates a seeded page an operator deleted when run explicitly', async () => {
    await payload.delete({ collection: 'pages', where: { url: { equals: '/home' } } })
    const created = await seed(payload)
    expect(created).toEqual(['page /home'])
  })
})
