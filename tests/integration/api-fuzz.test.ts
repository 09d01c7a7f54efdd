/**
 * Malformed input never gets a server error: every endpoint under /api, found by walking
 * src/app/api/**\/route.ts and the HTTP methods each exports (routes other branches add are
 * covered without editing this file), gets random malformed bodies, headers and path segments,
 * and answers below 500; a 4xx answer carries a message.
 */
import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { closeAuthDatabase } from '@/server/auth/auth'
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
  fc.dictionary(fc.constantFrom('email', 'password', 'token', 'after', 'limit', 'name', 'firstName', 'data', 'file'), fc.anything({ maxDepth: 2 })).map((value) => JSON.stringify(value)),
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
    const body = JSON.parse(text) as Record<string, unknown>
    const message = body.message ?? body.error ?? (Array.isArray(body.errors) ? body.errors[0] : undefined)
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

afterAll(async () => {
  await closeMemberStateListener()
  await closeAuthDatabase()
})

describe('every /api route', () => {
  it('is found by walking src/app/api', () => {
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/[...all]', '/api/content/[collection]']),
    )
  })

  for (const route of routes) {
    it(`answers malformed requests to ${route.pattern} below 500, with a message for 4xx`, { timeout: 120_000 }, async () => {
      const handlers = (await import(route.file)) as Partial<Record<Method, (request: Request, context: unknown) => Promise<Response>>>
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
          currentHeaders = new Headers({ 'content-type': type, origin: 'http://localhost:3000', 'x-ea-connection-address': forwarded })
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
            if (pattern(route, method) && response.body && response.headers.get('content-type')?.includes('event-stream')) {
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
          if (status >= 400) expect(message, `${method} ${url.pathname} answered ${status} without a message`).not.toBe('')
          if (!ANSWERS_ANYTHING.has(`${method} ${route.pattern}`) && method !== 'GET') {
            // Malformed bodies are refused (or, for auth, unknown paths and rate limits are 4xx).
            expect(status, `${method} ${url.pathname}`).toBeGreaterThanOrEqual(300)
          }
        }),
        { numRuns: 25 },
      )
    })
  }
})

function pattern(route: Route, method: string) {
  return ANSWERS_ANYTHING.has(`${method} ${route.pattern}`)
}
