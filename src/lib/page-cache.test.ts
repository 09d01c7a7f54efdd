// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { FLIGHT_HEADERS } from 'next/dist/client/components/app-router-headers'

import { type AppState, computeAppState } from '@/features/app-state/app-state'
import type { SavingsSummary } from '@/features/savings/ledger'

import { AUDIENCE_HEADER, audienceOf, decodeAudienceState } from './page-audience'
import {
  answerFromMemory,
  brotliCopiesMade,
  cachedPage,
  cachedPayload,
  type Entry,
  expirePageCache,
  forgetAudiences,
  forgetChangedState,
  gzipWithNonce,
  handedNavigation,
  isCacheablePageRequest,
  isRenderRequest,
  pageCacheKind,
  placeholderNonce,
  prepareEntry,
  sessionAudience,
  storedSavings,
  withNonce,
} from './page-cache'
import { forgetSavings, rememberSavings, savingsGeneration } from './savings-memory'

function pageRequest(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const url = new URL(path, 'http://localhost')
  return { method, headers: new Headers(headers), nextUrl: { pathname: url.pathname, search: url.search } }
}

describe('isCacheablePageRequest', () => {
  it('caches marketing pages, detail pages, sign-up and sign-in for visitors without a session', () => {
    for (const path of ['/home', '/', '/community/grant-competition', '/resources/reads/buying-in-bulk', '/onboard/sign-up', '/onboard/sign-in']) {
      expect(isCacheablePageRequest(pageRequest(path, { accept: 'text/html' })), path).toBe(true)
    }
  })

  it('keeps pages personal when a session or preview cookie is present', () => {
    for (const cookie of ['better-auth.session_token=abc', 'theme=dark; __Secure-better-auth.session_token=abc', '__prerender_bypass=1']) {
      expect(isCacheablePageRequest(pageRequest('/home', { cookie })), cookie).toBe(false)
    }
    expect(isCacheablePageRequest(pageRequest('/home', { cookie: 'ea_consent=yes' }))).toBe(true)
  })

  it('never caches private areas, files, queries, navigations or other methods', () => {
    for (const path of ['/dashboard', '/dashboard/benefits', '/onboard/verified', '/admin', '/api/me', '/cms-api/pages', '/log-out', '/icon.svg']) {
      expect(isCacheablePageRequest(pageRequest(path)), path).toBe(false)
    }
    expect(isCacheablePageRequest(pageRequest('/onboard/sign-up?pageSlug=/dashboard'))).toBe(false)
    expect(isCacheablePageRequest(pageRequest('/home', { rsc: '1' }))).toBe(false)
    // Next's router as its proxy sees it (Next hides the router's headers there): a browser fetch().
    expect(isCacheablePageRequest(pageRequest('/home', { 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBe(false)
    expect(isCacheablePageRequest(pageRequest('/home', { 'x-ea-router-request': '1' }))).toBe(false)
    expect(isCacheablePageRequest(pageRequest('/home', { 'sec-fetch-dest': 'document' }))).toBe(true)
    expect(isCacheablePageRequest(pageRequest('/home', { accept: 'application/json' }))).toBe(false)
    expect(isCacheablePageRequest(pageRequest('/home', {}, 'POST'))).toBe(false)
  })
})

describe('withNonce', () => {
  it('puts the response’s own nonce wherever the stored page has the placeholder', () => {
    const placeholder = placeholderNonce()
    const entry = prepareEntry(`<script nonce="${placeholder}">1</script><script nonce="${placeholder}" src="/a.js"></script>`, {
      status: 200,
      headers: [['link', `</a.css>; rel=preload; nonce="${placeholder}"`]],
      generation: 0,
    })
    const { body, headers } = withNonce(entry, 'fresh123')
    expect(body.toString()).toBe('<script nonce="fresh123">1</script><script nonce="fresh123" src="/a.js"></script>')
    expect(headers.get('link')).toContain('nonce="fresh123"')
    expect(body.toString()).not.toContain(placeholder)
  })

  it('keeps the placeholder the same until the process restarts, even across expiry', () => {
    const before = placeholderNonce()
    expirePageCache()
    expect(placeholderNonce()).toBe(before)
    expect(before).toMatch(/^eapc[0-9a-f]{36}$/)
  })
})

describe('gzipWithNonce', () => {
  const placeholder = placeholderNonce()
  /** Of the length of the front door's nonces (18 bytes in base64), which the stored parts expect. */
  const doorNonce = 'Zm9vYmFyYmF6cXV4MTIzNDU2'
  const page = (nonce: string) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}">self.__next_f=[]</script></head><body>` +
    `<h1>Grants for small businesses – “$5,000” ✓</h1>${'<p>Members save on office supplies.</p>'.repeat(2_000)}` +
    `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script><script nonce="${nonce}"></script></body></html>`

  it('is a valid gzip stream of the page with the answer’s own nonce, compressed ahead of time', () => {
    const entry = prepareEntry(page(placeholder), { status: 200, headers: [], generation: 0 })
    expect(entry.parts).toHaveLength(4)
    for (const nonce of [doorNonce, 'a+b/c=', '']) {
      const gzipped = gzipWithNonce(entry, nonce)
      // gunzip checks the CRC-32 and the size in the trailer.
      expect(zlib.gunzipSync(gzipped).toString('utf8')).toBe(page(nonce))
    }
    // Repeated markup compresses: the answer is far smaller than the page.
    expect(gzipWithNonce(entry, 'n0nce').length).toBeLessThan(Buffer.byteLength(page('n0nce')) / 20)
  })

  it('lets each part refer back to the parts before it, across the nonces, as one stream would', () => {
    // Text that does not compress on its own, repeated after the nonce, as Next's inline payload
    // repeats the page's text: compressed alone, each part would carry it in full.
    let seed = 7
    const words = Array.from({ length: 1_500 }, () => {
      seed = (seed * 48_271) % 2_147_483_647
      return seed.toString(36)
    }).join(' ')
    const html = (nonce: string) =>
      `<html><head><script nonce="${nonce}"></script></head><body><p>${words}</p>` +
      `<script nonce="${nonce}">self.__next_f.push([1,"${words}"])</script></body></html>`
    const entry = prepareEntry(html(placeholder), { status: 200, headers: [], generation: 0 })
    const gzipped = gzipWithNonce(entry, doorNonce)
    expect(zlib.gunzipSync(gzipped).toString('utf8')).toBe(html(doorNonce))
    const partsAlone = entry.parts.reduce((sum, part) => sum + zlib.deflateRawSync(part, { level: 9 }).length, 0)
    const oneStream = zlib.gzipSync(html(doorNonce), { level: 9 }).length
    expect(gzipped.length).toBeLessThan(partsAlone * 0.6)
    expect(gzipped.length).toBeLessThan(oneStream + 100)
  })

  it("starts a part's references again after a viewer's own value, whose length varies", () => {
    const parts = ['<p>Welcome back, ', '!</p><script nonce="', '">self.__next_f.push([1,"Welcome back, ', '!"])</script>']
    const fills = [{ field: 'memberfirstName', within: 'html' as const }, null, { field: 'memberfirstName', within: 'payload' as const }]
    const entry = prepareEntry({ parts, fills }, { status: 200, headers: [], generation: 0 })
    for (const name of ['Al', 'Maximiliana', 'José']) {
      const audience = { key: 'member', variants: ['', ''] as [string, string], values: { memberfirstName: name }, dashboard: false }
      const page = parts[0] + name + parts[1] + doorNonce + parts[2] + name + parts[3]
      expect(zlib.gunzipSync(gzipWithNonce(entry, doorNonce, audience)).toString('utf8')).toBe(page)
    }
  })

  it('handles a page that starts or ends with the placeholder, or has none', () => {
    for (const html of [`${placeholder}<p>a</p>${placeholder}`, `${placeholder}${placeholder}`, '<p>no scripts</p>', '']) {
      const entry = prepareEntry(html, { status: 200, headers: [], generation: 0 })
      expect(zlib.gunzipSync(gzipWithNonce(entry, 'N1')).toString()).toBe(html.replaceAll(placeholder, 'N1'))
    }
  })
})

describe('answerFromMemory (the front door)', () => {
  let app: http.Server
  let origin = ''
  let renders = 0
  let audienceQuestions = 0
  let payloadRenders = 0
  const placeholder = placeholderNonce()

  // Stands in for the app. What the front door declines goes to the "proxy" part, which does
  // what src/proxy.ts does (sessionAudience, cachedPage); the page cache's own requests are
  // answered as the app would: /api/page-audience for a session, and renders (per audience).
  /** Pages an operator removed since they were stored: the app now answers 404 for them. */
  const removedPages = new Set<string>()
  /** Page renders wait for this, when a test holds them. */
  let rendersHeld: Promise<void> | undefined
  let releaseRenders = () => {}
  const members: Record<string, AppState> = {
    dana: computeAppState({ authUser: { id: 'u1', email: 'dana@brightsidebakery.com' }, member: { id: 'u1', firstName: 'Dana' } }),
    marcus: computeAppState({ authUser: { id: 'u2', email: 'marcus@harborprint.co' }, member: { id: 'u2', firstName: 'Marcus' } }),
    zoe: computeAppState({ authUser: { id: 'u3', email: 'zoe@oneil.ie' }, member: { id: 'u3', firstName: 'Zoë "Z" <O\'Neil>' } }),
    hubert: computeAppState({
      authUser: { id: 'u4', email: 'hubert@northwind.io' },
      member: { id: 'u4', firstName: 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff Adolph Charles Bernhard Zeus Senior' },
    }),
    lee: computeAppState({ authUser: { id: 'u5', email: 'lee@oakandiron.com' }, member: { id: 'u5', firstName: 'Lee', businessAccountId: 'ba7' } }),
    mia: computeAppState({ authUser: { id: 'u6', email: 'mia@copperkettle.com' }, member: { id: 'u6', firstName: 'Mia', businessAccountId: 'ba9' } }),
    guest: computeAppState({ authUser: { id: 'g1', isAnonymous: true } }),
  }
  /** The pages of this stand-in app, for the viewer whose state it renders with. */
  const pageFor = (pathname: string, viewer: AppState | undefined) => {
    const name = viewer?.memberData.firstName ?? 'Guest'
    const escaped = name.replace(/["&'<>]/g, (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!)
    // Shows the first name word for word, in the page and in the React payload.
    if (pathname === '/greeting' || pathname === '/dashboard') {
      const payload = JSON.stringify([1, `1:${JSON.stringify({ name })}\n`]).replace(/[&<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)
      return `<h1>Hello, ${escaped.trim() || 'there'}</h1><script nonce="${placeholder}">self.__next_f.push(${payload})</script>`
    }
    // Shows something derived from it: the initial.
    if (pathname === '/initial') return `<p>${name[0]}.</p>`
    return ''
  }
  let savingsReads = 0
  /** Runs while the stand-in app answers an audience question, when a test sets it. */
  let duringAudienceQuestion: (() => void) | undefined
  /** Runs in the stand-in route between its read and keeping the answer, when a test sets it. */
  let readBeforeKeeping: (() => void) | undefined
  /** What each business saved, in the stand-in database. */
  const savedCents: Record<string, number> = { ba7: 12_450, ba9: 3_100 }
  const savingsOf = (accountId: string): SavingsSummary => ({
    savedSinceJoiningCents: savedCents[accountId],
    spentSinceJoiningCents: 80_000,
    savedThisMonthCents: 0,
    quotedSavingsCents: 0,
    months: [],
  })
  const memberOf = (cookie: string | undefined) => members[/session_token=(\w+)/.exec(cookie ?? '')?.[1] ?? '']
  beforeAll(async () => {
    app = http.createServer(async (request, response) => {
      if (answerFromMemory(request, response)) return
      const url = new URL(request.url!, origin)
      const headers = new Headers(request.headers as Record<string, string>)
      if (isRenderRequest(headers) && url.pathname === '/api/page-audience') {
        audienceQuestions += 1
        duringAudienceQuestion?.()
        const state = memberOf(request.headers.cookie)
        // A session ended elsewhere (or due for renewal): Better Auth's answer sets its cookie.
        const clearsCookie = /session_token=ended/.test(request.headers.cookie ?? '')
        response.writeHead(200, {
          'content-type': 'application/json',
          ...(clearsCookie ? { 'set-cookie': 'better-auth.session_token=; Max-Age=0' } : {}),
        })
        response.end(JSON.stringify({ audience: state ? audienceOf(state) : null }))
        return
      }
      if (isRenderRequest(headers) && url.pathname === '/feed') {
        renders += 1
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ items: [] }))
        return
      }
      if (isRenderRequest(headers) && headers.get('rsc') === '1') {
        // Next rendering a navigation's payload: what differs from the router state it was asked from.
        payloadRenders += 1
        response.writeHead(url.pathname === '/no-such-page' ? 404 : 200, {
          'content-type': 'text/x-component',
          vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
          'content-security-policy': `script-src 'self' 'nonce-${placeholder}' 'strict-dynamic'`,
        })
        const from = headers.get('next-router-state-tree')
        response.end(`0:{"page":"${url.pathname}","from":"${from}","_rsc":"${url.searchParams.get('_rsc')}","nonce":"${placeholder}"}\n`)
        return
      }
      if (isRenderRequest(headers)) {
        renders += 1
        await rendersHeld
        if (removedPages.has(url.pathname)) {
          response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
          response.end('<p>This page could not be found.</p>')
          return
        }
        const viewer = decodeAudienceState(headers.get(AUDIENCE_HEADER))
        const personal = pageFor(url.pathname, viewer ?? undefined)
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `script-src 'self' 'nonce-${placeholder}' 'strict-dynamic'`,
          'x-frame-options': 'SAMEORIGIN',
        })
        response.end(`<html><script nonce="${placeholder}">1</script>${personal}<p>Office supplies for members</p></html>`)
        return
      }
      // Next removes its router's headers from the request its proxy sees (next/dist/server/web/adapter.js).
      for (const name of FLIGHT_HEADERS) headers.delete(name)
      const nextUrl = { pathname: url.pathname, search: url.search }
      const keptSavings = await storedSavings(origin, { method: request.method!, headers, nextUrl })
      if (keptSavings) {
        response.writeHead(200, { 'x-answered-by': 'proxy', 'x-ea-page-cache': 'HIT' })
        response.end(keptSavings.body)
        return
      }
      if (url.pathname === '/api/savings') {
        // The route handler: reads the viewer's business's savings and keeps them.
        savingsReads += 1
        const generation = savingsGeneration()
        const viewer = memberOf(request.headers.cookie)
        const accountId = viewer?.businessAccountId
        if (!viewer || viewer.isAnonymous || !accountId) {
          response.writeHead(viewer && !viewer.isAnonymous ? 404 : 401, { 'x-answered-by': 'next' })
          response.end('{}')
          return
        }
        await readBeforeKeeping?.()
        rememberSavings(accountId, savingsOf(accountId), generation)
        response.writeHead(200, { 'x-answered-by': 'next', 'content-type': 'application/json' })
        response.end(JSON.stringify({ summary: savingsOf(accountId) }))
        return
      }
      const navigation = handedNavigation({ method: request.method!, headers, nextUrl: { pathname: url.pathname } })
      const payload = navigation && (await cachedPayload(origin, navigation))
      if (payload) {
        response.writeHead(payload.entry.status, { 'x-answered-by': 'proxy', 'x-ea-page-cache': payload.stale ? 'STALE' : payload.hit ? 'HIT' : 'MISS' })
        response.end(withNonce(payload.entry, 'proxy-nonce').body)
        return
      }
      const kind = pageCacheKind({ method: request.method!, headers, nextUrl: { pathname: url.pathname, search: url.search } })
      const audience = kind?.kind === 'session' ? await sessionAudience(origin, kind.sessionKey, request.headers.cookie ?? '') : undefined
      const cached = kind && audience !== null ? await cachedPage(origin, url.pathname, audience) : null
      if (cached) {
        response.writeHead(cached.entry.status, { 'x-answered-by': 'proxy', 'x-ea-page-cache': cached.stale ? 'STALE' : cached.hit ? 'HIT' : 'MISS' })
        response.end(withNonce(cached.entry, 'proxy-nonce', audience ?? undefined).body)
        return
      }
      // Next rendering the page for this request, with the viewer's own state.
      const viewer = memberOf(request.headers.cookie)
      response.writeHead(200, { 'x-answered-by': 'next' })
      const personal = pageFor(url.pathname, viewer).replaceAll(placeholder, 'next-nonce')
      response.end(`<html><script nonce="next-nonce">1</script>${personal}<p>Office supplies for members</p></html>`)
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`
  })
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        app.close(() => resolve())
        app.closeAllConnections()
      }),
  )
  beforeEach(() => expirePageCache())

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: { accept: 'text/html', ...headers } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  /** A write as a browser sends it (answered by the stand-in app's last branch). */
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${origin}${path}`, { method, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode!))
      })
      request.on('error', reject)
      request.end('{}')
    })

  it('answers a stored page itself, gzip-compressed, with a fresh nonce and the policy that allows it', async () => {
    const first = await get('/about-us')
    expect(first.headers['x-answered-by']).toBe('proxy')
    expect(first.headers['x-ea-page-cache']).toBe('MISS')

    const nonces = new Set<string>()
    for (let i = 0; i < 3; i += 1) {
      const hit = await get('/about-us', { 'accept-encoding': 'gzip, deflate' })
      expect(hit.status).toBe(200)
      expect(hit.headers['x-answered-by']).toBeUndefined()
      expect(hit.headers['x-ea-page-cache']).toBe('HIT')
      expect(hit.headers['content-encoding']).toBe('gzip')
      expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
      const html = zlib.gunzipSync(hit.body).toString()
      const allowed = /'nonce-([^']+)'/.exec(hit.headers['content-security-policy'] as string)?.[1]
      expect(allowed).toMatch(/^[A-Za-z0-9+/]{24}$/)
      expect(html).toBe(`<html><script nonce="${allowed}">1</script><p>Office supplies for members</p></html>`)
      nonces.add(allowed!)
    }
    expect(nonces.size).toBe(3)
    expect(renders).toBe(1)

    const plain = await get('/about-us', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<p>Office supplies for members</p>')
    expect(plain.body.toString()).not.toContain(placeholder)
  })

  it('answers in brotli once the copy is made, each answer with its own nonce, and gzip to a client without brotli', async () => {
    await get('/about-us')
    await brotliCopiesMade()
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i += 1) {
      const hit = await get('/about-us', { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(hit.headers['x-ea-page-cache']).toBe('HIT')
      expect(hit.headers['content-encoding']).toBe('br')
      expect(hit.headers.vary).toBeUndefined()
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
      const allowed = /'nonce-([^']+)'/.exec(hit.headers['content-security-policy'] as string)?.[1]
      expect(zlib.brotliDecompressSync(hit.body).toString()).toBe(
        `<html><script nonce="${allowed}">1</script><p>Office supplies for members</p></html>`,
      )
      nonces.add(allowed!)
    }
    expect(nonces.size).toBe(3)
    const gzipOnly = await get('/about-us', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toContain('<p>Office supplies for members</p>')
    expect(renders).toBeGreaterThan(0)
  })

  /** The copy that replaced `old` once the page was rendered again (old copies are answered meanwhile). */
  const renderedAgain = async (pathname: string, old: Entry) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const answer = await cachedPage(origin, pathname)
      if (answer && answer.entry !== old) return answer.entry
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    throw new Error(`${pathname} was not rendered again`)
  }

  it('answers a copy past its age at once while one request renders the page again, then the new copy', async () => {
    const page = (await get('/pricing')).body.toString()
    expect((await get('/pricing')).headers['x-ea-page-cache']).toBe('HIT')
    const rendersBefore = renders
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 1_000)
    try {
      // The front door leaves old copies to the proxy, which answers them without waiting.
      rendersHeld = new Promise((resolve) => (releaseRenders = resolve))
      const answers = await Promise.all([get('/pricing'), get('/pricing'), get('/pricing')])
      releaseRenders()
      for (const answer of answers) {
        expect(answer.headers['x-answered-by']).toBe('proxy')
        expect(answer.headers['x-ea-page-cache']).toBe('STALE')
        expect(answer.body.toString()).toBe(page)
      }
      let fresh = await get('/pricing')
      for (let attempt = 0; fresh.headers['x-ea-page-cache'] !== 'HIT' && attempt < 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        fresh = await get('/pricing')
      }
      expect(fresh.headers['x-answered-by']).toBeUndefined()
      expect(fresh.headers['x-ea-page-cache']).toBe('HIT')
      // One render for all of them.
      expect(renders).toBe(rendersBefore + 1)

      // Too old to answer at all: the visitor waits for the render.
      clock.mockReturnValue(now + 5 * 60_000 + 1_000 + 5 * 60_000 + 30 * 60_000 + 1_000)
      expect((await get('/pricing')).headers['x-ea-page-cache']).toBe('MISS')
    } finally {
      releaseRenders()
      rendersHeld = undefined
      clock.mockRestore()
    }
  })

  it('drops an old copy when the page is rendered again and is gone, and never answers it again', async () => {
    await get('/seasonal-offer')
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 1_000)
    removedPages.add('/seasonal-offer')
    try {
      expect((await get('/seasonal-offer')).headers['x-ea-page-cache']).toBe('STALE')
      let answer = await get('/seasonal-offer')
      for (let attempt = 0; answer.status !== 404 && attempt < 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        answer = await get('/seasonal-offer')
      }
      expect(answer.status).toBe(404)
      expect(answer.body.toString()).toBe('<p>This page could not be found.</p>')
      expect((await get('/seasonal-offer')).status).toBe(404)
    } finally {
      clock.mockRestore()
      removedPages.delete('/seasonal-offer')
    }
  })

  it('keeps the brotli copy of a page rendered again the same, and makes none for a page with a viewer’s own values', async () => {
    const stored = await cachedPage(origin, '/about-us')
    await brotliCopiesMade()
    const copy = stored!.entry.brotli
    expect(copy).toBeDefined()
    const now = Date.now()
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 1_000)
    try {
      const rendersBefore = renders
      const again = await renderedAgain('/about-us', stored!.entry)
      expect(renders).toBe(rendersBefore + 1)
      // At once, without making it again.
      expect(again.brotli).toBe(copy)
    } finally {
      later.mockRestore()
    }

    // A template: the member's first name, whose length varies, goes in its cuts.
    const cookie = 'better-auth.session_token=dana'
    await get('/greeting', { cookie })
    await get('/greeting', { cookie })
    await brotliCopiesMade()
    const hit = await get('/greeting', { cookie, 'accept-encoding': 'br, gzip' })
    expect(hit.headers['x-ea-page-cache']).toBe('HIT')
    expect(hit.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(hit.body).toString()).toContain('<h1>Hello, Dana</h1>')
  })

  it('leaves invalid sessions, previews, navigations, queries and private pages to Next', async () => {
    await get('/home')
    expect((await get('/home')).headers['x-ea-page-cache']).toBe('HIT')
    const others: Record<string, string>[] = [
      { cookie: 'better-auth.session_token=expired' },
      { cookie: '__prerender_bypass=1' },
      // A client navigation: Next's router asks for the page's React payload, never its HTML.
      { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', accept: '*/*' },
      { rsc: '1' },
    ]
    for (const headers of others) {
      expect((await get('/home', headers)).headers['x-answered-by'], JSON.stringify(headers)).toBe('next')
    }
    expect((await get('/home?ref=newsletter')).headers['x-answered-by']).toBe('next')
    // The door's mark for the proxy is its own: a client's copy on a page request changes nothing.
    expect((await get('/home', { 'x-ea-router-request': '1' })).headers['x-ea-page-cache']).toBe('HIT')
    expect((await get('/dashboard')).headers['x-answered-by']).toBe('next')
    expect((await get('/onboard/sign-in', { cookie: 'better-auth.session_token=dana' })).headers['x-answered-by']).toBe('next')
  })

  /** Next's router asking for a page's payload from a router state, as a browser sends it. */
  const navigation = (path: string, from: string, headers: Record<string, string> = {}) =>
    get(`${path}?_rsc=c4che-bust`, { rsc: '1', 'next-router-state-tree': from, accept: '*/*', 'accept-encoding': 'gzip', ...headers })
  const fromHome = '%5B%22%22%2C%7B%22children%22%3A%5B%22home%22%5D%7D%5D'
  const fromAbout = '%5B%22%22%2C%7B%22children%22%3A%5B%22about-us%22%5D%7D%5D'

  it("answers a visitor's navigation from memory once rendered, per page and router state", async () => {
    payloadRenders = 0
    const first = await navigation('/grant-competition', fromHome)
    expect([first.headers['x-answered-by'], first.headers['x-ea-page-cache']]).toEqual(['proxy', 'MISS'])
    expect(first.body.toString()).toBe(
      `0:{"page":"/grant-competition","from":"${fromHome}","_rsc":"c4che-bust","nonce":"proxy-nonce"}\n`,
    )
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i += 1) {
      const again = await navigation('/grant-competition', fromHome)
      expect([again.headers['x-answered-by'], again.headers['x-ea-page-cache']]).toEqual([undefined, 'HIT'])
      expect(again.headers['content-type']).toBe('text/x-component')
      expect(again.headers['content-encoding']).toBe('gzip')
      const allowed = /'nonce-([^']+)'/.exec(again.headers['content-security-policy'] as string)?.[1]
      expect(zlib.gunzipSync(again.body).toString()).toBe(
        `0:{"page":"/grant-competition","from":"${fromHome}","_rsc":"c4che-bust","nonce":"${allowed}"}\n`,
      )
      nonces.add(allowed!)
    }
    expect(nonces.size).toBe(2)
    expect(payloadRenders).toBe(1)
    // Asked from another page, the answer differs: it has its own render and its own copy.
    const other = await navigation('/grant-competition', fromAbout)
    expect([other.headers['x-answered-by'], other.headers['x-ea-page-cache']]).toEqual(['proxy', 'MISS'])
    expect(other.body.toString()).toContain(`"from":"${fromAbout}"`)
    expect(payloadRenders).toBe(2)
    // Neither is the page's HTML, which is stored apart.
    expect((await get('/grant-competition')).body.toString()).toContain('<p>Office supplies for members</p>')
    // A publish empties them with the pages.
    expirePageCache()
    expect((await navigation('/grant-competition', fromHome)).headers['x-ea-page-cache']).toBe('MISS')
  })

  it('answers a navigation to a missing page from its one render, and keeps nothing', async () => {
    payloadRenders = 0
    for (let visit = 1; visit <= 2; visit += 1) {
      const answer = await navigation('/no-such-page', fromHome)
      expect([answer.status, answer.headers['x-answered-by'], answer.headers['x-ea-page-cache']]).toEqual([404, 'proxy', 'MISS'])
      expect(payloadRenders).toBe(visit)
    }
  })

  it('never shares a navigation made with a session, a partial prefetch, an interception or no cache-buster', async () => {
    await navigation('/grant-competition', fromHome)
    expect((await navigation('/grant-competition', fromHome)).headers['x-ea-page-cache']).toBe('HIT')
    payloadRenders = 0
    const unshared: Record<string, string>[] = [
      { cookie: 'better-auth.session_token=dana' },
      { cookie: '__prerender_bypass=1' },
      { 'next-router-prefetch': '1' },
      { 'next-router-segment-prefetch': '/_tree' },
      { 'next-url': '/home' },
    ]
    for (const headers of unshared) {
      expect((await navigation('/grant-competition', fromHome, headers)).headers['x-answered-by'], JSON.stringify(headers)).toBe('next')
    }
    const bare = await get('/grant-competition', { rsc: '1', 'next-router-state-tree': fromHome })
    expect(bare.headers['x-answered-by']).toBe('next')
    expect((await navigation('/dashboard', fromHome)).headers['x-answered-by']).toBe('next')
    expect(payloadRenders).toBe(0)
    // Only the door hands a navigation on: a client's own copy of its header is dropped.
    for (const cookie of ['', 'better-auth.session_token=dana']) {
      const forged = await get('/grant-competition', { 'x-ea-router-state': `c4che-bust ${fromHome}`, cookie, 'accept-encoding': 'identity' })
      expect(forged.body.toString(), cookie).toContain('<p>Office supplies for members</p>')
    }
    expect(payloadRenders).toBe(0)
  })

  it('lets members of one audience share a page that shows nothing personal', async () => {
    renders = 0
    const dana = { cookie: 'theme=light; better-auth.session_token=dana' }
    const marcus = { cookie: 'better-auth.session_token=marcus' }
    const first = await get('/benefits', dana)
    expect([first.headers['x-answered-by'], first.headers['x-ea-page-cache']]).toEqual(['proxy', 'MISS'])
    // Rendered twice, once per set of stand-ins, and found the same: kept for the audience.
    expect(renders).toBe(2)
    const again = await get('/benefits', dana)
    expect([again.headers['x-answered-by'], again.headers['x-ea-page-cache']]).toEqual([undefined, 'HIT'])
    // Another member of the audience: the app checks their session once, then shares the page.
    const other = await get('/benefits', marcus)
    expect([other.headers['x-answered-by'], other.headers['x-ea-page-cache']]).toEqual(['proxy', 'HIT'])
    expect((await get('/benefits', marcus)).headers['x-answered-by']).toBeUndefined()
    expect(renders).toBe(2)
    // It is not the anonymous visitors' copy.
    expect((await get('/benefits')).headers['x-ea-page-cache']).toBe('MISS')
  })

  it('asks for a session’s audience again once any member’s state changed', async () => {
    const dana = { cookie: 'better-auth.session_token=dana' }
    await get('/benefits', dana)
    audienceQuestions = 0
    expect((await get('/benefits', dana)).headers['x-answered-by']).toBeUndefined()
    expect(audienceQuestions).toBe(0)
    forgetAudiences()
    const after = await get('/benefits', dana)
    expect([after.headers['x-answered-by'], after.headers['x-ea-page-cache']]).toEqual(['proxy', 'HIT'])
    expect(audienceQuestions).toBe(1)
  })

  it('asks for a session’s audience again once that session’s own write is answered, before any notice', async () => {
    const lee = { cookie: 'better-auth.session_token=lee' }
    await get('/benefits', lee)
    audienceQuestions = 0
    expect((await get('/benefits', lee)).headers['x-answered-by']).toBeUndefined()
    // The tracker's posts change nobody's audience.
    await send('POST', '/api/track', lee)
    expect((await get('/benefits', lee)).headers['x-answered-by']).toBeUndefined()
    expect(audienceQuestions).toBe(0)
    // Another member's write leaves this session's audience alone.
    await send('POST', '/api/business-account', { cookie: 'better-auth.session_token=dana' })
    expect((await get('/benefits', lee)).headers['x-answered-by']).toBeUndefined()
    expect(audienceQuestions).toBe(0)
    await send('POST', '/api/business-account', lee)
    const after = await get('/benefits', lee)
    expect([after.headers['x-answered-by'], after.headers['x-ea-page-cache']]).toEqual(['proxy', 'HIT'])
    expect(audienceQuestions).toBe(1)
  })

  /** The page as the app would render it for this viewer, with this nonce. */
  const renderedFor = (pathname: string, viewer: AppState, nonce: string) =>
    `<html><script nonce="${nonce}">1</script>${pageFor(pathname, viewer).replaceAll(placeholder, nonce)}<p>Office supplies for members</p></html>`
  const allowedNonce = (answer: { headers: http.IncomingHttpHeaders }) =>
    /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'] as string)?.[1] ?? 'proxy-nonce'
  const text = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
    (answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body).toString()

  it('writes each member’s own name into a page that shows it word for word, from one pair of renders', async () => {
    for (const pathname of ['/greeting', '/dashboard']) {
      renders = 0
      for (const name of ['dana', 'marcus', 'zoe']) {
        for (let i = 0; i < 2; i += 1) {
          const answer = await get(pathname, { cookie: `better-auth.session_token=${name}`, 'accept-encoding': i ? 'gzip' : 'identity' })
          expect(answer.headers['x-answered-by'], `${pathname} for ${name}`).not.toBe('next')
          const html = text(answer)
          expect(html).toBe(renderedFor(pathname, members[name], allowedNonce(answer)))
          expect(html).not.toMatch(/StandIn|stand-in|ÿ/)
        }
      }
      // One pair of renders for the audience, with stand-ins; every answer after it from the copy.
      expect(renders, pathname).toBe(2)
    }
  })

  it('renders a page for each member when it shows something derived from their fields, or their value is unusual', async () => {
    for (const name of ['dana', 'marcus']) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await get('/initial', { cookie: `better-auth.session_token=${name}` })
        expect(answer.headers['x-answered-by']).toBe('next')
        expect(answer.body.toString()).toBe(renderedFor('/initial', members[name], 'next-nonce'))
      }
    }
    // A name far longer than the stand-ins is not written into a template: a page may shorten it.
    await get('/greeting', { cookie: 'better-auth.session_token=dana' })
    const long = await get('/greeting', { cookie: 'better-auth.session_token=hubert' })
    expect(long.headers['x-answered-by']).toBe('next')
    expect(long.body.toString()).toBe(renderedFor('/greeting', members.hubert, 'next-nonce'))
  })

  it('stores the dashboard of a member with a business account for their audience, and never a guest’s', async () => {
    renders = 0
    for (let i = 0; i < 2; i += 1) {
      const answer = await get('/dashboard', { cookie: 'better-auth.session_token=lee' })
      expect(answer.headers['x-answered-by']).not.toBe('next')
      expect(text(answer)).toBe(renderedFor('/dashboard', members.lee, allowedNonce(answer)))
    }
    expect(renders).toBe(2)
    renders = 0
    for (let i = 0; i < 2; i += 1) {
      const answer = await get('/dashboard', { cookie: 'better-auth.session_token=guest' })
      expect(answer.headers['x-answered-by']).toBe('next')
    }
    expect(renders).toBe(0)
  })

  it('answers at once when it drops an answer it cannot use, though fetch tees each response as Next’s does', async () => {
    // Next's fetch tees each response and keeps one branch: cancelling the other waits for it.
    const realFetch = globalThis.fetch
    const keptByNext: Response[] = []
    const teeing = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args)
      if (!response.body) return response
      const [given, kept] = response.body.tee()
      keptByNext.push(new Response(kept))
      return new Response(given, { status: response.status, headers: response.headers })
    })
    try {
      // A session the app no longer knows: its audience answer clears the cookie.
      const ended = await get('/home', { cookie: 'better-auth.session_token=ended' })
      expect([ended.status, ended.headers['x-answered-by']]).toEqual([200, 'next'])
      // A page whose render is not HTML: not stored, and Next answers it.
      const feed = await get('/feed')
      expect([feed.status, feed.headers['x-answered-by']]).toEqual([200, 'next'])
      expect(keptByNext.length).toBeGreaterThanOrEqual(2)
    } finally {
      teeing.mockRestore()
    }
  }, 10_000)

  it('stops answering from memory once a publish empties the cache', async () => {
    await get('/benefits')
    expect((await get('/benefits')).headers['x-ea-page-cache']).toBe('HIT')
    expirePageCache()
    const after = await get('/benefits')
    expect(after.headers['x-answered-by']).toBe('proxy')
    expect(after.headers['x-ea-page-cache']).toBe('MISS')
  })

  it('uses an audience asked for while a member’s change was announced once, and asks again next time', async () => {
    const dana = { cookie: 'better-auth.session_token=dana' }
    await get('/benefits', dana)
    forgetAudiences()
    const questions = audienceQuestions
    duringAudienceQuestion = () => forgetAudiences()
    try {
      expect((await get('/benefits', dana)).headers['x-answered-by']).toBe('proxy')
    } finally {
      duringAudienceQuestion = undefined
    }
    const again = await get('/benefits', dana)
    expect([again.headers['x-answered-by'], audienceQuestions]).toEqual(['proxy', questions + 2])
    expect((await get('/benefits', dana)).headers['x-answered-by']).toBeUndefined()
    expect(audienceQuestions).toBe(questions + 2)
  })

  /** A member's savings, as their dashboard fetches them. */
  const savings = (member: string, headers: Record<string, string> = {}, path = '/api/savings') =>
    get(path, { accept: '*/*', 'accept-encoding': 'gzip', cookie: `better-auth.session_token=${member}`, ...headers })
  const summaryIn = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
    JSON.parse((answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body).toString()) as {
      summary: SavingsSummary
    }

  it('answers a member’s savings from memory once the route has read them, for their own business only', async () => {
    forgetSavings()
    savingsReads = 0
    const first = await savings('lee')
    expect([first.status, first.headers['x-answered-by']]).toEqual([200, 'next'])
    expect(summaryIn(first).summary.savedSinceJoiningCents).toBe(12_450)

    const nonces = new Set<string>()
    for (let i = 0; i < 2; i += 1) {
      const kept = await savings('lee')
      expect([kept.status, kept.headers['x-answered-by'], kept.headers['x-ea-page-cache']]).toEqual([200, undefined, 'HIT'])
      expect(kept.headers['content-type']).toBe('application/json')
      expect(kept.headers['cache-control']).toBe('private, no-store')
      expect(kept.headers.vary).toBe('cookie, accept-encoding')
      expect(kept.headers['x-content-type-options']).toBe('nosniff')
      expect(kept.headers['content-encoding']).toBe('gzip')
      expect(Number(kept.headers['content-length'])).toBe(kept.body.length)
      expect(summaryIn(kept)).toEqual({ summary: savingsOf('ba7') })
      nonces.add(/'nonce-([^']+)'/.exec(kept.headers['content-security-policy'] as string)![1])
    }
    expect(nonces.size).toBe(2)
    expect(summaryIn(await savings('lee', { 'accept-encoding': 'identity' }))).toEqual({ summary: savingsOf('ba7') })
    expect(savingsReads).toBe(1)

    // Another business's member never gets them: the route reads theirs.
    const mia = await savings('mia')
    expect(mia.headers['x-answered-by']).toBe('next')
    expect(summaryIn(mia).summary.savedSinceJoiningCents).toBe(3_100)
    // Without a business, as a guest, without a session, with an ended one: the route answers.
    for (const member of ['dana', 'guest', 'nobody', 'ended']) {
      const answer = await savings(member)
      expect([answer.headers['x-answered-by'], answer.status], member).toEqual(['next', member === 'dana' ? 404 : 401])
    }
    expect((await get('/api/savings', { accept: '*/*' })).headers['x-answered-by']).toBe('next')
    // With a query, it is not the panel's request.
    expect((await savings('lee', {}, '/api/savings?month=2026-11')).headers['x-answered-by']).toBe('next')
  })

  it('asks the app for the session again once its audience is forgotten, before answering the savings', async () => {
    forgetSavings()
    await savings('lee')
    forgetAudiences()
    const questions = audienceQuestions
    const kept = await savings('lee')
    expect([kept.headers['x-answered-by'], kept.headers['x-ea-page-cache']]).toEqual(['proxy', 'HIT'])
    expect(audienceQuestions).toBe(questions + 1)
    expect((await savings('lee')).headers['x-answered-by']).toBeUndefined()
  })

  it('reads a business’s savings again once its orders change, and keeps no answer read before a change', async () => {
    forgetSavings()
    savingsReads = 0
    await savings('lee')
    expect((await savings('lee')).headers['x-ea-page-cache']).toBe('HIT')
    // A notice about another business, or about a member alone, leaves them kept.
    forgetChangedState({ type: 'notice', notice: { businessAccountId: 'ba9' } })
    forgetChangedState({ type: 'notice', notice: {} })
    expect((await savings('lee')).headers['x-ea-page-cache']).toBe('HIT')
    // An order recorded for the business: its notice makes every instance forget its savings.
    savedCents.ba7 = 15_000
    forgetChangedState({ type: 'notice', notice: { businessAccountId: 'ba7' } })
    const read = await savings('lee')
    expect([read.headers['x-answered-by'], summaryIn(read).summary.savedSinceJoiningCents]).toEqual(['next', 15_000])
    expect(summaryIn(await savings('lee')).summary.savedSinceJoiningCents).toBe(15_000)
    expect(savingsReads).toBe(2)

    // A change announced while the route was reading: what it read is answered, not kept.
    forgetSavings('ba7')
    readBeforeKeeping = () => forgetSavings('ba7')
    try {
      expect((await savings('lee')).headers['x-answered-by']).toBe('next')
    } finally {
      readBeforeKeeping = undefined
    }
    expect((await savings('lee')).headers['x-answered-by']).toBe('next')
    expect((await savings('lee')).headers['x-answered-by']).toBeUndefined()
    // The listener reconnected and may have missed notices: every business's are read again.
    forgetChangedState({ type: 'resync' })
    expect((await savings('lee')).headers['x-answered-by']).toBe('next')
    savedCents.ba7 = 12_450
  })

})
