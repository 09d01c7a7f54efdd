/**
 * Issue 9, finding 7: the data cache must not keep an entry per unknown address or per invented
 * cursor. Next's data cache does not exist under Vitest, so it is replaced by one that records
 * every key it stores, with Next's rule: a read that throws stores nothing.
 */
import { afterAll, describe, expect, it, vi } from 'vitest'

import { closePayload } from '@/server/bootstrap'
import { getPayloadClient } from '@/server/payload'

const stored = vi.hoisted(() => new Map<string, unknown>())

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }))
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(fn: () => Promise<T>, keyParts: string[]) =>
    async (): Promise<T> => {
      const key = JSON.stringify(keyParts)
      if (stored.has(key)) return stored.get(key) as T
      const value = await fn()
      stored.set(key, value)
      return value
    },
  revalidateTag: () => {},
}))

const { GET } = await import('@/app/api/content/[collection]/route')
const { getRead } = await import('@/features/content/queries')

async function get(collection: string, query: string) {
  const response = await GET(new Request(`http://localhost/api/content/${collection}?${query}`), {
    params: Promise.resolve({ collection }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const invented = (i: number) =>
  Buffer.from(JSON.stringify({ value: `2030-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`, id: 900_000 + i })).toString(
    'base64url',
  )

afterAll(async () => {
  await closePayload(await getPayloadClient())
})

describe('the data cache', () => {
  it('keeps nothing for unknown slugs, and one entry for a known one', async () => {
    const before = stored.size
    for (let i = 0; i < 20; i++) expect(await getRead(`no-such-article-${i}`)).toBeNull()
    expect(stored.size).toBe(before)

    expect(await getRead('five-ways-to-cut-shipping-costs')).not.toBeNull()
    const afterKnown = stored.size
    expect(afterKnown).toBeGreaterThan(before)
    expect(await getRead('five-ways-to-cut-shipping-costs')).not.toBeNull()
    expect(stored.size).toBe(afterKnown)
  })

  it('refuses cursors the site did not write, and keeps nothing for them', async () => {
    const before = stored.size
    for (let i = 0; i < 20; i++) {
      const { status, body } = await get('reads', `limit=2&after=${invented(i)}`)
      expect(status).toBe(400)
      expect(body.error).toMatch(/"after" cursor is not valid/)
    }
    expect(stored.size).toBe(before)
  })

  it('keeps nothing for tags no document carries', async () => {
    // The list of tags in use is kept once per collection (a filter matches every spelling of its
    // tag): that one entry comes with the first filtered list, whatever its tag.
    expect((await get('reads', 'tag=Shipping')).status).toBe(200)
    const before = stored.size
    for (let i = 0; i < 20; i++) {
      const { status, body } = await get('reads', `tag=invented-tag-${i}`)
      expect(status).toBe(200)
      expect(body.docs).toEqual([])
    }
    expect(stored.size).toBe(before)
  })

  it('caches Load More pages under the cursors it wrote, the same keys on every pass', async () => {
    const pass = async () => {
      const ids: unknown[] = []
      let after: string | null = null
      for (let page = 0; page < 20; page++) {
        const { status, body } = await get('reads', `limit=2${after ? `&after=${after}` : ''}`)
        expect(status).toBe(200)
        ids.push(...(body.docs as { id: unknown }[]).map((doc) => doc.id))
        const info = body.pageInfo as { hasNextPage: boolean; endCursor: string | null }
        if (!info.hasNextPage) break
        after = info.endCursor
      }
      return ids
    }
    const first = await pass()
    expect(first.length).toBeGreaterThan(2)
    const afterFirst = stored.size
    expect(await pass()).toEqual(first)
    expect(stored.size).toBe(afterFirst)
  })
})
