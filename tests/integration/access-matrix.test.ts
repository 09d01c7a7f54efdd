/**
 * One access rule for member-only documents, in every API: Payload's REST and GraphQL (/cms-api),
 * the site's own reads (which pass the member context only for a signed-in member) and
 * /api/content. Iterates over the real collection list: a collection missing from EXPECTED fails,
 * so every new collection gets classified.
 */
import config from '@payload-config'
import { getPayload, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { MEMBER_CONTENT_CONTEXT } from '@/access'
import { collections } from '@/collections'
import { closePayload } from '@/server/bootstrap'

import { buildGuide } from '../factories/guide'

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}))
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => {},
}))

const { GET: restGet } = await import('@/app/(payload)/cms-api/[...slug]/route')
const { POST: graphqlPost } = await import('@/app/(payload)/cms-api/graphql/route')
const { GET: contentGet } = await import('@/app/api/content/[collection]/route')

/**
 * Who reads each collection through the CMS API.
 * - public: every document, anyone
 * - published: published documents, anyone; drafts operators
 * - member-parts: published, anyone, except member-only documents or fields (operators only
 *   through the API; the site reads them for members)
 * - operators: operators only
 * - internal: nobody through the API
 */
const EXPECTED: Record<string, 'public' | 'published' | 'member-parts' | 'operators' | 'internal'> = {
  pages: 'member-parts',
  guides: 'member-parts',
  benefits: 'published',
  reads: 'published',
  events: 'published',
  resources: 'published',
  vendors: 'published',
  faqs: 'public',
  authors: 'public',
  'stat-items': 'public',
  'side-cards': 'public',
  media: 'public',
  products: 'public',
  'product-collections': 'public',
  members: 'operators',
  'business-accounts': 'operators',
  users: 'operators',
  'dev-mailbox': 'operators',
  'vendor-orders': 'operators',
  'order-imports': 'operators',
  forms: 'operators',
  'form-submissions': 'operators',
  'quote-files': 'operators',
  // Payload's own collections (added to the list by Payload itself).
  'payload-locked-documents': 'operators',
  'payload-preferences': 'operators',
  'payload-migrations': 'internal',
  'payload-kv': 'internal',
}

/** Better Auth's members (guest, member, Plus) are not Payload users: to /cms-api they are anonymous. */
const API_CALLERS = ['anonymous', 'guest', 'member', 'plus'] as const

let payload: Payload
let operatorToken = ''
const cleanup: { collection: CollectionSlug; id: number | string }[] = []
let dashboardUrl = ''
let guideSlug = ''

const auth = (asOperator: boolean): Record<string, string> =>
  asOperator ? { authorization: `JWT ${operatorToken}` } : {}

async function rest(path: string, asOperator: boolean) {
  const url = new URL(`http://localhost/cms-api/${path}`)
  const response = await restGet(new Request(url, { headers: auth(asOperator) }), {
    params: Promise.resolve({ slug: url.pathname.replace('/cms-api/', '').split('/') }),
  })
  return { status: response.status, body: (await response.json()) as { docs?: Record<string, unknown>[] } }
}

async function graphql(query: string, asOperator: boolean) {
  const response = await graphqlPost(
    new Request('http://localhost/cms-api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(asOperator) },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: Record<string, { docs?: Record<string, unknown>[] } | null> }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `operator-${Date.now()}@example.com`
  const password = 'Operator-Password-2026!'
  const operator = await payload.create({ collection: 'users', data: { email, password }, overrideAccess: true })
  cleanup.push({ collection: 'users', id: operator.id })
  operatorToken = (await payload.login({ collection: 'users', data: { email, password } })).token ?? ''

  const template = await payload.find({ collection: 'pages', limit: 1, overrideAccess: true, depth: 0 })
  // A seeded page's blocks, without their row ids (they are unique per row).
  const layout = JSON.parse(JSON.stringify(template.docs[0]?.layout ?? []), (key, value) =>
    key === 'id' ? undefined : value,
  )
  const slug = `access-${Date.now()}`
  const page = await payload.create({
    collection: 'pages',
    data: {
      pageName: 'Vendor program overview',
      pagePath: 'dashboard',
      slug,
      pageCategory: 'DASHBOARD',
      layout,
      _status: 'published',
    },
    overrideAccess: true,
  })
  cleanup.push({ collection: 'pages', id: page.id })
  dashboardUrl = `/dashboard/${slug}`

  guideSlug = `access-guide-${Date.now()}`
  const guide = await payload.create({ collection: 'guides', data: buildGuide({ guideSlug }), overrideAccess: true })
  cleanup.push({ collection: 'guides', id: guide.id })
})

afterAll(async () => {
  for (const { collection, id } of cleanup.reverse()) {
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => {})
  }
  await closePayload(payload)
})

describe('every collection is classified', () => {
  it('has an expected access for each collection in src/collections', () => {
    const unclassified = collections.map((collection) => collection.slug).filter((slug) => !(slug in EXPECTED))
    expect(unclassified, 'add these collections to EXPECTED in tests/integration/access-matrix.test.ts').toEqual([])
  })
})

describe.each(collections.map((collection) => collection.slug))('%s through /cms-api REST', (slug) => {
  it.each(API_CALLERS)('answers a %s caller as classified', async () => {
    const { status } = await rest(`${slug}?limit=1&depth=0`, false)
    if (EXPECTED[slug] === 'internal') expect([403, 404, 501]).toContain(status)
    else expect(status).toBe(EXPECTED[slug] === 'operators' ? 403 : 200)
  })

  it('answers an operator', async () => {
    const { status } = await rest(`${slug}?limit=1&depth=0`, true)
    if (EXPECTED[slug] === 'internal') expect([403, 404, 501]).toContain(status)
    else expect(status).toBe(200)
  })
})

describe('member-only pages', () => {
  it.each(API_CALLERS)('are not in REST or GraphQL for a %s caller', async () => {
    const where = `where[url][equals]=${encodeURIComponent(dashboardUrl)}`
    expect((await rest(`pages?${where}`, false)).body.docs).toEqual([])
    const result = await graphql(`{ Pages(where: { url: { equals: "${dashboardUrl}" } }) { docs { id layout } } }`, false)
    expect(result.data?.Pages?.docs ?? []).toEqual([])
  })

  it('are in REST and GraphQL for an operator', async () => {
    const where = `where[url][equals]=${encodeURIComponent(dashboardUrl)}`
    expect((await rest(`pages?${where}`, true)).body.docs).toHaveLength(1)
    const result = await graphql(`{ Pages(where: { url: { equals: "${dashboardUrl}" } }) { docs { id } } }`, true)
    expect(result.data?.Pages?.docs).toHaveLength(1)
  })

  it("are read by the site only with the member context (member and Plus), never without", async () => {
    const read = (memberContent: boolean) =>
      payload.find({
        collection: 'pages',
        where: { url: { equals: dashboardUrl } },
        overrideAccess: false,
        context: { [MEMBER_CONTENT_CONTEXT]: memberContent },
      })
    expect((await read(true)).docs).toHaveLength(1)
    expect((await read(false)).docs).toHaveLength(0)
  })
})

describe('guide bodies', () => {
  it.each(API_CALLERS)('are left out of REST, GraphQL and /api/content for a %s caller', async () => {
    const where = `where[guideSlug][equals]=${guideSlug}`
    const [doc] = (await rest(`guides?${where}`, false)).body.docs ?? []
    expect(doc).toMatchObject({ guideSlug })
    expect(doc).not.toHaveProperty('body')

    const result = await graphql(`{ Guides(where: { guideSlug: { equals: "${guideSlug}" } }) { docs { guideSlug body } } }`, false)
    expect(result.data?.Guides?.docs?.[0]?.body ?? null).toBeNull()

    const response = await contentGet(new Request('http://localhost/api/content/guides?limit=24'), {
      params: Promise.resolve({ collection: 'guides' }),
    })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
    expect(docs.length).toBeGreaterThan(0)
    for (const card of docs) expect(card).not.toHaveProperty('body')
  })

  it('are in REST for an operator and in the member context', async () => {
    const where = `where[guideSlug][equals]=${guideSlug}`
    const [doc] = (await rest(`guides?${where}`, true)).body.docs ?? []
    expect(doc).toHaveProperty('body')
    const member = await payload.find({
      collection: 'guides',
      where: { guideSlug: { equals: guideSlug } },
      overrideAccess: false,
      context: { [MEMBER_CONTENT_CONTEXT]: true },
    })
    expect(member.docs[0]).toHaveProperty('body')
  })
})
