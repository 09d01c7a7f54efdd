/**
 * Malformed input never gets a server error: every endpoint under /api, found by walking
 * src/app/api/**\/route.ts and the HTTP methods each exports (routes other branches add are
 * covered without editing this file), gets random malformed bodies, headers and path segments,
 * and answers below 500; a 4xx answer carries a message.
 *
 * Payload's API (/cms-api, REST and GraphQL) too: ids and filter values that do not fit their
 * column, negative pages, bodies that are not the JSON or multipart their content type says. A
 * fuzzing walk found each of these answered with 500 on 2026-11-26.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { collections } from '@/collections'
import { closeAuthDatabase } from '@/server/auth/auth'
import { closePayload } from '@/server/bootstrap'
import { INVALID_VALUE_MESSAGE, UNREADABLE_FORM_MESSAGE, UNSUPPORTED_OPERATOR_MESSAGE } from '@/server/cms-api-errors'
import { closeMemberStateListener } from '@/server/live/listener'

let currentHeaders = new Headers()
vi.mock('next/headers', () => ({
  headers: async () => currentHeaders,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
}))
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

// Payload's REST and GraphQL handlers, as Next serves them under /cms-api.
const rest = await import('@/app/(payload)/cms-api/[...slug]/route')
const { POST: graphqlPost } = await import('@/app/(payload)/cms-api/graphql/route')

const API_DIR = path.resolve(__dirname, '../../src/app/api')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]

/**
 * Routes that may answer 2xx or 3xx to anything (no input to refuse). Every other answer must
 * still stay below 500.
 */
const ANSWERS_ANYTHING = new Set(['GET /api/health', 'GET /api/exit-preview', 'GET /api/live', 'GET /api/me'])

interface Route {
  /** /api/content/[collection] */
  pattern: string
  file: string
  segments: string[]
}

function findRoutes(dir: string, segments: string[] = []): Route[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return findRoutes(path.join(dir, entry.name), [...segments, entry.name])
    if (entry.name !== 'route.ts') return []
    return [{ pattern: `/api/${segments.join('/')}`.replace(/\/$/, ''), file: path.join(dir, entry.name), segments }]
  })
}

const routes = findRoutes(API_DIR)

/** A path segment a client might send: words, encoded junk, dots, very long. */
const segment = fc.oneof(
  fc.constantFrom('sign-in', 'email', 'guides', 'reads', 'events', 'x', '..', '%00', 'sign-up'),
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => encodeURIComponent(text)),
)

const malformedBody = fc.oneof(
  fc.constant(''),
  fc.constant('{'),
  fc.constant('null'),
  fc.constant('[]'),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc
    .dictionary(
      fc.constantFrom('email', 'password', 'token', 'after', 'limit', 'name', 'firstName', 'data', 'file'),
      fc.anything({ maxDepth: 2 }),
    )
    .map((value) => JSON.stringify(value)),
)

const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
)

const query = fc.dictionary(
  fc.constantFrom('after', 'limit', 'tag', 'status', 'url', 'token', 'callbackURL'),
  fc.string({ maxLength: 60 }),
  { maxKeys: 4 },
)

async function messageOf(response: Response): Promise<string> {
  const text = await response.text()
  try {
    // { message }, { error }, or Payload's { errors: [{ message }] }.
    const body = JSON.parse(text) as Record<string, unknown>
    const first: unknown = Array.isArray(body.errors) ? body.errors[0] : undefined
    const message = body.message ?? body.error ?? (first as { message?: unknown } | undefined)?.message ?? first
    return typeof message === 'string' ? message : typeof message === 'object' && message ? JSON.stringify(message) : ''
  } catch {
    return text
  }
}

/** Next's redirect() and notFound() throw answers, not failures. */
function thrownAnswer(error: unknown): number | null {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (typeof digest !== 'string') return null
  if (digest.startsWith('NEXT_REDIRECT')) return 307
  if (digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;')) return Number(digest.split(';')[1])
  return null
}

let payload: Payload
let operatorToken = ''
let operatorId: number | string = 0

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `fuzz-operator-${Date.now()}@example.com`
  const password = 'Operator-Password-2026!'
  operatorId = (await payload.create({ collection: 'users', data: { email, password }, overrideAccess: true })).id
  operatorToken = (await payload.login({ collection: 'users', data: { email, password } })).token ?? ''
})

afterAll(async () => {
  await payload.delete({ collection: 'users', id: operatorId, overrideAccess: true }).catch(() => {})
  await closeMemberStateListener()
  await closeAuthDatabase()
  await closePayload(payload)
})

describe('every /api route', () => {
  it('is found by walking src/app/api', () => {
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/[...all]', '/api/content/[collection]']),
    )
  })

  for (const route of routes) {
    it(
      `answers malformed requests to ${route.pattern} below 500, with a message for 4xx`,
      { timeout: 120_000 },
      async () => {
        const handlers = (await import(route.file)) as Partial<
          Record<Method, (request: Request, context: unknown) => Promise<Response>>
        >
        const methods = METHODS.filter((method) => typeof handlers[method] === 'function')
        expect(methods.length).toBeGreaterThan(0)

        const request = fc.record({
          method: fc.constantFrom(...methods),
          body: malformedBody,
          type: contentType,
          query,
          params: fc.array(segment, { minLength: 1, maxLength: 3 }),
          forwarded: fc.ipV4(),
        })

        await fc.assert(
          fc.asyncProperty(request, async ({ method, body, type, query: search, params, forwarded }) => {
            const values: Record<string, string | string[]> = {}
            const pathParts = route.segments.map((part, index) => {
              const catchAll = /^\[\.\.\.(.+)\]$/.exec(part)
              if (catchAll) {
                values[catchAll[1]] = params.map((value) => decodeURIComponent(value))
                return params.join('/')
              }
              const dynamic = /^\[(.+)\]$/.exec(part)
              if (dynamic) {
                values[dynamic[1]] = decodeURIComponent(params[index % params.length])
                return params[index % params.length]
              }
              return part
            })
            const url = new URL(`http://localhost:3000/api/${pathParts.join('/')}`)
            for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value)
            currentHeaders = new Headers({
              'content-type': type,
              origin: 'http://localhost:3000',
              'x-ea-connection-address': forwarded,
            })
            const hasBody = method !== 'GET' && method !== 'DELETE'
            const handler = handlers[method]!
            let status: number
            let message = ''
            try {
              const response = await handler(
                new NextRequest(url, { method, headers: currentHeaders, body: hasBody ? body : undefined }),
                { params: Promise.resolve(values) },
              )
              status = response.status
              if (
                pattern(route, method) &&
                response.body &&
                response.headers.get('content-type')?.includes('event-stream')
              ) {
                await response.body.cancel()
              } else {
                message = await messageOf(response)
              }
            } catch (error) {
              const answer = thrownAnswer(error)
              if (answer === null) throw error
              status = answer
              message = 'redirect or not found'
            }
            expect(status, `${method} ${url.pathname}${url.search}`).toBeLessThan(500)
            if (status >= 400)
              expect(message, `${method} ${url.pathname} answered ${status} without a message`).not.toBe('')
            if (!ANSWERS_ANYTHING.has(`${method} ${route.pattern}`) && method !== 'GET') {
              // Malformed bodies are refused (or, for auth, unknown paths and rate limits are 4xx).
              expect(status, `${method} ${url.pathname}`).toBeGreaterThanOrEqual(300)
            }
          }),
          { numRuns: 25 },
        )
      },
    )
  }
})

function pattern(route: Route, method: string) {
  return ANSWERS_ANYTHING.has(`${method} ${route.pattern}`)
}

type CmsMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

async function call(method: CmsMethod, path: string, init: { body?: string; type?: string; operator?: boolean } = {}) {
  const url = new URL(`http://localhost/cms-api/${path}`)
  const headers: Record<string, string> = { origin: 'http://localhost:3000' }
  if (init.type) headers['content-type'] = init.type
  if (init.operator) headers.authorization = `JWT ${operatorToken}`
  const response = await rest[method](new Request(url, { method, headers, body: init.body }), {
    params: Promise.resolve({ slug: url.pathname.replace('/cms-api/', '').split('/').map(decodeURIComponent) }),
  })
  return { status: response.status, message: await messageOf(response) }
}

async function graphql(body: string, type = 'application/json') {
  const response = await graphqlPost(
    new Request('http://localhost/cms-api/graphql', { method: 'POST', headers: { 'content-type': type }, body }),
  )
  return { status: response.status, body: (await response.json()) as { errors?: { message?: string }[] } }
}

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

    it(`a geographic filter on a field that is not a point, for ${who}`, async () => {
      for (const path of [
        'pages?where[url][near]=1,2',
        'reads?where[slug][near]=1,2',
        'events?where[eventTitle][within]=abc',
      ]) {
        expect(await call('GET', path, { operator }), path).toEqual({
          status: 400,
          message: UNSUPPORTED_OPERATOR_MESSAGE,
        })
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
        method: fc.constantFrom<CmsMethod>('GET', 'POST', 'PATCH', 'DELETE'),
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
