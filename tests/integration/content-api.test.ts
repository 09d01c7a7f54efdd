/**
 * GET /api/content/[collection] (Load More) against the migrated, seeded test database. Next's
 * request scope does not exist under Vitest, so its two edges are replaced: no draft mode (a
 * visitor), and the data cache reads straight through.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closePayload } from '@/server/bootstrap'
import { encodeCursor } from '@/server/cursor'

import { buildEvent } from '../factories/event'
import { buildRead } from '../factories/read'

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }))
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => {},
}))

const { GET } = await import('@/app/api/content/[collection]/route')
const { getRead, getRelatedReads, listContentDetailUrls } = await import('@/features/content/queries')
const { listPublicPageUrls } = await import('@/server/content')
const { completeEndedEvents } = await import('@/server/events/complete-ended')
const { GET: eventCalendar } = await import('@/app/(frontend)/community/events/[eventSlug]/calendar.ics/route')

interface PageBody {
  docs: Record<string, unknown>[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
  aggregate: { count: number }
}

async function get(collection: string, query = ''): Promise<{ status: number; body: unknown }> {
  const response = await GET(new Request(`http://localhost/api/content/${collection}${query ? `?${query}` : ''}`), {
    params: Promise.resolve({ collection }),
  })
  return { status: response.status, body: await response.json() }
}

/** Follows endCursor until the last page, as Load More does. */
async function readAll(collection: string, query: string) {
  const pages: PageBody[] = []
  let after: string | null = null
  do {
    const params = new URLSearchParams(query)
    if (after) params.set('after', after)
    const { status, body } = await get(collection, params.toString())
    expect(status).toBe(200)
    const page = body as PageBody
    pages.push(page)
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null
  } while (after && pages.length < 50)
  return { pages, docs: pages.flatMap((page) => page.docs) }
}

describe('GET /api/content/[collection]', () => {
  let payload: Payload
  const created: { collection: 'reads'; id: number }[] = []

  beforeAll(async () => {
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    for (const { collection, id } of created) {
      await payload.delete({ collection, id, context: { disableRevalidate: true } }).catch(() => {})
    }
    await closePayload(payload)
  })

  it('pages through every published read, newest first, without repeats or gaps', async () => {
    const published = await payload.count({ collection: 'reads', where: { _status: { equals: 'published' } } })
    expect(published.totalDocs).toBeGreaterThanOrEqual(5)

    const { pages, docs } = await readAll('reads', 'limit=2')
    expect(pages).toHaveLength(Math.ceil(published.totalDocs / 2))
    expect(pages.every((page) => page.aggregate.count === published.totalDocs)).toBe(true)
    expect(pages.at(-1)?.pageInfo.hasNextPage).toBe(false)
    expect(pages.slice(0, -1).every((page) => page.docs.length === 2 && page.pageInfo.hasNextPage)).toBe(true)

    const ids = docs.map((doc) => doc.id)
    expect(new Set(ids).size).toBe(published.totalDocs)
    const dates = docs.map((doc) => String(doc.publishedAt))
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('answers card-ready documents with their author populated', async () => {
    const { body } = await get('reads', 'limit=1')
    const [read] = (body as PageBody).docs
    expect(read).toMatchObject({ readCardTitle: expect.any(String), slug: expect.any(String), _status: 'published' })
    expect(read.author).toMatchObject({ name: expect.any(String) })
  })

  it('never lists a draft', async () => {
    const before = (await get('reads', 'limit=24')).body as PageBody
    const draft = await payload.create({
      collection: 'reads',
      data: buildRead({
        readCardTitle: 'Draft: pricing your services for 2027',
        slug: 'content-api-test-draft',
        publishedAt: '2099-01-01T00:00:00.000Z',
        _status: 'draft',
      }),
      draft: true,
      context: { disableRevalidate: true },
    })
    created.push({ collection: 'reads', id: draft.id })

    const after = (await get('reads', 'limit=24')).body as PageBody
    expect(after.aggregate.count).toBe(before.aggregate.count)
    expect(after.docs.map((doc) => doc.slug)).not.toContain('content-api-test-draft')
  })

  it('filters reads by tag across pages', async () => {
    const tagged = await payload.count({
      collection: 'reads',
      where: { and: [{ _status: { equals: 'published' } }, { readTags: { equals: 'Shipping' } }] },
    })
    expect(tagged.totalDocs).toBeGreaterThanOrEqual(2)
    const { pages, docs } = await readAll('reads', 'limit=1&tag=Shipping')
    expect(pages[0].aggregate.count).toBe(tagged.totalDocs)
    expect(docs).toHaveLength(tagged.totalDocs)
    expect(docs.every((doc) => (doc.readTags as string[]).includes('Shipping'))).toBe(true)
  })

  it('filters by a tag whatever the case it was typed in, on the list and on the documents', async () => {
    // Cards print tags in capitals, so an operator cannot see the case a tag was typed in.
    const lower = await payload.create({
      collection: 'reads',
      data: buildRead({
        readCardTitle: 'Packing slips that save a reprint',
        slug: 'content-api-test-lowercase-tag',
        readTags: ['shipping'],
      }),
      context: { disableRevalidate: true },
    })
    created.push({ collection: 'reads', id: lower.id })
    const typed = await readAll('reads', 'limit=24&tag=Shipping')
    const asked = await readAll('reads', 'limit=24&tag=sHIPPING')
    const slugs = (docs: Record<string, unknown>[]) => docs.map((doc) => doc.slug)
    expect(slugs(typed.docs)).toContain('content-api-test-lowercase-tag')
    expect(slugs(typed.docs)).toContain('five-ways-to-cut-shipping-costs')
    expect(slugs(asked.docs)).toEqual(slugs(typed.docs))
    expect(asked.pages[0].aggregate.count).toBe(typed.docs.length)
    // A tag that only starts the same is another tag.
    expect(slugs((await readAll('reads', 'limit=24&tag=Ship')).docs)).not.toContain('content-api-test-lowercase-tag')
  })

  it('lists upcoming events soonest first and completed events most recent first', async () => {
    const upcoming = (await readAll('events', 'limit=2&status=upcoming')).docs
    const completed = (await readAll('events', 'limit=2&status=completed')).docs
    expect(upcoming.length).toBeGreaterThan(0)
    expect(completed.length).toBeGreaterThan(0)
    expect(upcoming.every((event) => event.eventCompleteStatus !== true)).toBe(true)
    expect(completed.every((event) => event.eventCompleteStatus === true)).toBe(true)
    const starts = (events: Record<string, unknown>[]) =>
      events.map((event) => String(event.eventScheduleStartTimestamp))
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort())
    expect(starts(completed)).toEqual([...starts(completed)].sort().reverse())
  })

  it('lists guides and resources', async () => {
    for (const collection of ['guides', 'resources']) {
      const { status, body } = await get(collection, 'limit=24')
      expect(status).toBe(200)
      expect((body as PageBody).docs.length).toBe((body as PageBody).aggregate.count)
      expect((body as PageBody).aggregate.count).toBeGreaterThan(0)
    }
  })

  it.each([
    ['pages', '', /Unknown list/],
    ['benefits', 'limit=2', /Unknown list/],
    ['reads', 'limit=0', /"limit" must be a whole number from 1 to 24/],
    ['reads', 'limit=abc', /"limit" must be a whole number/],
    ['reads', 'limit=100', /"limit" must be a whole number/],
    ['reads', 'after=bm90LWEtY3Vyc29y', /"after" cursor is not valid/],
    ['reads', 'after=%3Cscript%3E', /"after" cursor is not valid/],
    ['events', 'tag=Finance', /Only reads and resources can be filtered by tag/],
    ['reads', 'status=upcoming', /Only events can be filtered by status/],
    ['events', 'status=tomorrow', /"status" must be one of/],
  ])('answers 400 with a clear message for %s?%s', async (collection, query, message) => {
    const { status, body } = await get(collection, query)
    expect(status).toBe(400)
    expect((body as { error: string }).error).toMatch(message)
  })

  it('accepts a cursor it wrote for another position and carries on after it', async () => {
    const first = (await get('reads', 'limit=1')).body as PageBody
    const [newest] = first.docs
    const handMade = encodeCursor(String(newest.publishedAt), newest.id as number)
    expect(handMade).toBe(first.pageInfo.endCursor)
    const next = (await get('reads', `limit=1&after=${handMade}`)).body as PageBody
    expect(next.docs[0]?.id).not.toBe(newest.id)
  })

  it('gives a published event as a calendar file, and 404 for any other address', async () => {
    const calendar = (eventSlug: string) =>
      eventCalendar(new Request(`http://localhost/community/events/${eventSlug}/calendar.ics`), {
        params: Promise.resolve({ eventSlug }),
      })
    const found = await calendar('tax-tuesday-year-end-moves')
    expect(found.status).toBe(200)
    expect(found.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(found.headers.get('content-disposition')).toBe('attachment; filename="tax-tuesday-year-end-moves.ics"')
    const ics = (await found.text()).replace(/\r\n /g, '')
    expect(ics).toContain('\r\nDTSTART:20261208T180000Z\r\nDTEND:20261208T184500Z\r\n')
    expect(ics).toContain('SUMMARY:Tax Tuesday: year-end moves before December 31')
    expect(ics).toContain('/community/events/tax-tuesday-year-end-moves')
    expect((await calendar('no-such-event')).status).toBe(404)

    // A past event's file keeps its details but no longer offers the join link (its page drops it too).
    const stamp = Date.now().toString(36)
    for (const completed of [false, true]) {
      const eventSlug = `calendar-${completed ? 'past' : 'open'}-${stamp}`
      const doc = await payload.create({
        collection: 'events',
        data: buildEvent({ eventSlug, eventCompleteStatus: completed }),
        context: { disableRevalidate: true },
        overrideAccess: true,
      })
      const text = (await (await calendar(eventSlug)).text()).replace(/\r\n /g, '')
      await payload.delete({ collection: 'events', id: doc.id, context: { disableRevalidate: true }, overrideAccess: true })
      expect(text.includes('Join online: https://discord.com/events/ea-collective/grant-office-hours'), eventSlug).toBe(!completed)
      expect(text).toContain(`/community/events/${eventSlug}`)
    }
  })

  it('marks events completed once their time is over, and only those', async () => {
    const now = new Date('2026-11-30T12:00:00.000Z')
    const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000).toISOString()
    const stamp = Date.now().toString(36)
    const event = (slug: string, start: string, extra: Record<string, unknown> = {}) =>
      payload.create({
        collection: 'events',
        data: buildEvent({ eventSlug: `${slug}-${stamp}`, eventScheduleStartTimestamp: start, ...extra }),
        context: { disableRevalidate: true },
        overrideAccess: true,
      })
    const ended = await event('ended-yesterday', at(-24 * 60))
    const ongoing = await event('under-way', at(-30), { duration: 60 })
    const endsNow = await event('ends-now', at(-90), { duration: 90 })
    const upcoming = await event('tomorrow', at(24 * 60))
    const draft = await event('draft-ended', at(-24 * 60), { _status: 'draft' })
    try {
      const marked = await completeEndedEvents(payload, now)
      expect(marked).toEqual(expect.arrayContaining([ended.id, endsNow.id]))
      expect(marked).not.toEqual(expect.arrayContaining([ongoing.id]))
      const completed = async (id: number) =>
        (await payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true })).eventCompleteStatus
      expect(await completed(ended.id)).toBe(true)
      expect(await completed(endsNow.id)).toBe(true)
      expect(await completed(ongoing.id)).toBe(false)
      expect(await completed(upcoming.id)).toBe(false)
      expect(await completed(draft.id)).toBe(false)
      // Done once: nothing is left to mark.
      expect((await completeEndedEvents(payload, now)).filter((id) => [ended.id, endsNow.id].includes(id as number))).toEqual([])
    } finally {
      for (const { id } of [ended, ongoing, endsNow, upcoming, draft]) {
        await payload.delete({ collection: 'events', id, context: { disableRevalidate: true }, overrideAccess: true })
      }
    }
  })

  describe('content queries', () => {
    it('lists the addresses of every published read, resource and event for the sitemap', async () => {
      const urls = (await listContentDetailUrls()).map((entry) => entry.url)
      const reads = await payload.find({ collection: 'reads', where: { _status: { equals: 'published' } }, limit: 0 })
      for (const read of reads.docs) expect(urls).toContain(`/resources/reads/${read.slug}`)
      expect(urls).toContain('/resources/downloads/13-week-cash-flow-forecast')
      expect(urls).toContain('/community/events/austin-member-meetup-february-2027')
      expect(
        urls.every((url) => /^\/(resources\/reads|resources\/downloads|community\/events)\/[a-z0-9-]+$/.test(url)),
      ).toBe(true)
    })

    it('lists published pages for the sitemap, never a draft or a page unpublished since', async () => {
      const stamp = Date.now().toString(36)
      const page = (slug: string, _status: 'draft' | 'published') =>
        payload.create({
          collection: 'pages',
          data: {
            pageName: `Sitemap ${slug}`,
            slug,
            pagePath: '',
            layout: [
              { blockType: 'checklist', headline: 'Before you go', columns: '1', items: [{ text: 'Read this' }] },
            ],
            _status,
          },
          context: { disableRevalidate: true },
          overrideAccess: true,
        })
      const draft = await page(`sitemap-draft-${stamp}`, 'draft')
      const unpublished = await page(`sitemap-unpublished-${stamp}`, 'published')
      const published = await page(`sitemap-published-${stamp}`, 'published')
      try {
        expect((await listPublicPageUrls()).map((entry) => entry.url)).toContain(unpublished.url)
        await payload.update({
          collection: 'pages',
          id: unpublished.id,
          data: { _status: 'draft' },
          context: { disableRevalidate: true },
          overrideAccess: true,
        })
        const urls = (await listPublicPageUrls()).map((entry) => entry.url)
        expect(urls).toContain(published.url)
        expect(urls).toContain('/about-us')
        expect(urls).not.toContain(draft.url)
        expect(urls).not.toContain(unpublished.url)
      } finally {
        for (const { id } of [draft, unpublished, published]) {
          await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true }, overrideAccess: true })
        }
      }
    })

    it('reads one published document by slug, with its author and nothing for unknown or malformed slugs', async () => {
      const read = await getRead('five-ways-to-cut-shipping-costs')
      expect(read?.readCardTitle).toBe('Five ways to cut shipping costs before peak season')
      expect(read?.author).toMatchObject({ name: 'Priya Raman' })
      expect(await getRead('no-such-article')).toBeNull()
      expect(await getRead('../../etc/passwd')).toBeNull()
    })

    it('relates reads sharing a tag first, then the newest, never the read itself', async () => {
      const read = await getRead('five-ways-to-cut-shipping-costs')
      if (!read) throw new Error('The seeded read is missing')
      const related = await getRelatedReads(read)
      // Every other read tagged Shipping or Operations, newest first; the newer S corporation
      // article (Taxes, Finance) shares no tag and is left out.
      expect(related.map((doc) => doc.slug)).toEqual([
        'what-to-ask-before-you-sign-a-commercial-lease',
        'ground-or-express-choosing-a-shipping-speed',
        'a-cybersecurity-routine-for-teams-under-25',
      ])
    })
  })
})
