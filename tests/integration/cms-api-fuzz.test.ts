/**
 * Payload's API (/cms-api, REST and GraphQL) answers a request's own mistakes below 500, with a
 * message: ids and filter values that do not fit their column, negative pages, bodies that are not
 * the JSON or multipart their content type says. Found by a fuzzing walk on 2026-11-26, when each of
 * these was a 500.
 */
import config from '@payload-config'
import fc from 'fast-check'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { collections } from '@/collections'
import { closePayload } from '@/server/bootstrap'
import { INVALID_VALUE_MESSAGE, UNREADABLE_FORM_MESSAGE } from '@/server/cms-api-errors'

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}))
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => {},
}))

const rest = await import('@/app/(payload)/cms-api/[...slug]/route')
const { POST: graphqlPost } = await import('@/app/(payload)/cms-api/graphql/route')

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

let payload: Payload
let operatorToken = ''
let operatorId: number | string = 0

async function call(method: Method, path: string, init: { body?: string; type?: string; operator?: boolean } = {}) {
  const url = new URL(`http://localhost/cms-api/${path}`)
  const headers: Record<string, string> = { origin: 'http://localhost:3000' }
  if (init.type) headers['content-type'] = init.type
  if (init.operator) headers.authorization = `JWT ${operatorToken}`
  const response = await rest[method](new Request(url, { method, headers, body: init.body }), {
    params: Promise.resolve({ slug: url.pathname.replace('/cms-api/', '').split('/').map(decodeURIComponent) }),
  })
  const text = await response.text()
  let message = ''
  try {
    // Errors come as { errors: [{ message }] }; an unknown route as { message }.
    const body = JSON.parse(text) as { errors?: { message?: string }[]; message?: string }
    message = body.errors?.[0]?.message ?? body.message ?? ''
  } catch {
    message = text
  }
  return { status: response.status, message }
}

async function graphql(body: string, type = 'application/json') {
  const response = await graphqlPost(
    new Request('http://localhost/cms-api/graphql', { method: 'POST', headers: { 'content-type': type }, body }),
  )
  return { status: response.status, body: (await response.json()) as { errors?: { message?: string }[] } }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `fuzz-operator-${Date.now()}@example.com`
  const password = 'Operator-Password-2026!'
  operatorId = (await payload.create({ collection: 'users', data: { email, password }, overrideAccess: true })).id
  operatorToken = (await payload.login({ collection: 'users', data: { email, password } })).token ?? ''
})

afterAll(async () => {
  await payload.delete({ collection: 'users', id: operatorId, overrideAccess: true }).catch(() => {})
  await closePayload(payload)
})

describe('/cms-api answers what does not fit with 400, not 500', () => {
  for (const operator of [false, true]) {
    const who = operator ? 'an operator' : 'a visitor'

    it(`an id or a filter value that is not a number, for ${who}`, async () => {
      for (const path of [
        'pages/abc',
        'reads/abc?draft=true',
        'pages/1.5',
        'pages/99999999999999999999',
        'pages?where[id][in]=a,b',
        'pages?where[and][0][id][equals]=1e400',
      ]) {
        expect(await call('GET', path, { operator }), path).toEqual({ status: 400, message: INVALID_VALUE_MESSAGE })
      }
    })

    it(`a negative page, for ${who}`, async () => {
      expect(await call('GET', 'pages?page=-1', { operator })).toEqual({ status: 400, message: INVALID_VALUE_MESSAGE })
    })
  }

  it('a body sent as multipart that is not multipart', async () => {
    for (const [method, path] of [
      ['POST', 'pages'],
      ['POST', 'users/login'],
      ['POST', 'users/forgot-password'],
      ['POST', 'form-submissions'],
      ['PATCH', 'pages/1'],
      ['POST', 'globals/header'],
    ] as const) {
      for (const body of ['', '{"a":1}', 'a=b&c=d']) {
        const answer = await call(method, path, { body, type: 'multipart/form-data; boundary=zz', operator: true })
        expect(answer, `${method} ${path} ${JSON.stringify(body)}`).toEqual({
          status: 400,
          message: UNREADABLE_FORM_MESSAGE,
        })
      }
    }
  })

  it('a GraphQL body that is not JSON, or not multipart', async () => {
    expect(await graphql('a=b&c=d')).toEqual({ status: 400, body: { errors: [{ message: 'Invalid JSON' }] } })
    expect(await graphql('a=b&c=d', 'multipart/form-data; boundary=zz')).toEqual({
      status: 400,
      body: { errors: [{ message: UNREADABLE_FORM_MESSAGE }] },
    })
  })

  it('answers a well-formed request as before', async () => {
    const found = await call('GET', 'pages?limit=1')
    expect(found.status).toBe(200)
    expect(await call('GET', 'pages/999999999')).toEqual({ status: 404, message: 'Not Found' })
    // Payload's own internal collections have no REST API: Payload says 501, the caller gets 404.
    for (const path of ['payload-migrations', 'payload-migrations/1']) {
      expect(await call('GET', path), path).toEqual({ status: 404, message: `Route not found "/cms-api/${path}"` })
    }
    const query = await graphql(JSON.stringify({ query: '{ Pages(limit: 1) { docs { id } } }' }))
    expect(query.status).toBe(200)
    expect(query.body.errors).toBeUndefined()
  })

  it(
    'answers random ids, filters, pages and bodies on every collection below 500, with a message',
    { timeout: 120_000 },
    async () => {
      const slugs = collections.map((collection) => collection.slug)
      const value = fc.oneof(
        fc.constantFrom('abc', '-1', '0', '1.5', '1e400', 'NaN', '99999999999999999999', '%00', '..', ''),
        fc.string({ maxLength: 30 }),
      )
      const request = fc.record({
        slug: fc.constantFrom(...slugs),
        id: value,
        key: fc.constantFrom(
          'page',
          'limit',
          'depth',
          'where[id][equals]',
          'where[id][in]',
          'where[createdAt][greater_than]',
          'sort',
        ),
        value,
        method: fc.constantFrom<Method>('GET', 'POST', 'PATCH', 'DELETE'),
        byId: fc.boolean(),
        body: fc.oneof(fc.constantFrom('', '{', 'null', '[]', '{"id":"abc"}'), fc.string({ maxLength: 60 })),
        type: fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=zz',
          'application/x-www-form-urlencoded',
        ),
        operator: fc.boolean(),
      })
      await fc.assert(
        fc.asyncProperty(request, async ({ slug, id, key, value: query, method, byId, body, type, operator }) => {
          // Only reads and refused writes: a write that succeeds would change the seeded content.
          const writes = method !== 'GET'
          const path = `${slug}${byId || method !== 'POST' ? `/${encodeURIComponent(id || 'x')}` : ''}?${encodeURIComponent(key)}=${encodeURIComponent(query)}`
          const answer = await call(method, path, {
            body: writes && method !== 'DELETE' ? body : undefined,
            type: writes ? type : undefined,
            operator: operator && !writes,
          })
          expect(answer.status, `${method} ${path} ${type} ${JSON.stringify(body)}`).toBeLessThan(500)
          if (answer.status >= 400) expect(answer.message, `${method} ${path}`).not.toBe('')
        }),
        { numRuns: 150 },
      )
    },
  )
})
