/**
 * The anonymous page cache (docs/decisions/012-anonymous-page-cache.md, 016-page-cache-front-door.md).
 * A visitor without a session sees the same HTML as every other visitor without one, so the proxy
 * keeps that HTML per address and answers from memory instead of rendering React per request.
 *
 * The HTML is rendered once with a placeholder nonce; every response swaps in a fresh nonce and
 * sends the matching content security policy, so scripts stay protected exactly as on a rendered
 * page. Only requests without a session or preview cookie are served from or rendered into the
 * cache (the render request carries no cookies at all), so a member's page never enters it.
 *
 * Two ways out of the store:
 * - `cachedPage` + `withNonce`, in the proxy (src/proxy.ts): fills the store and answers misses;
 * - `answerFromMemory`, the front door: called by the server itself for every request before Next
 *   routes it (scripts/lib/page-cache-door.mjs), it answers stored pages without entering Next at
 *   all, compressed ahead of time: gzip (each stored part is compressed once; the nonce goes
 *   between them as a stored block, see `gzipWithNonce`), and brotli once its copy is made
 *   (src/lib/brotli-with-nonce.ts).
 *
 * Runs in the proxy (Node.js runtime) and in Payload's hooks, in one process: the store lives on
 * globalThis so a publish (`expirePageCache`) empties what the proxy and the front door serve.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import {
  FLIGHT_HEADERS,
  NEXT_HMR_REFRESH_HEADER,
  NEXT_ROUTER_PREFETCH_HEADER,
  NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
  NEXT_ROUTER_STATE_TREE_HEADER,
  NEXT_URL,
  RSC_HEADER,
} from 'next/dist/client/components/app-router-headers'

import { chooseEncoding } from './accept-encoding.mjs'
import { joinParts, makeBrotliSegments } from './brotli-with-nonce'
import { AUDIENCE_HEADER, type PageAudience, standInsOf } from './page-audience'
import { type Fill, type Template, isWritableValue, sameTemplate, templateOf, writeValue } from './page-template'
import { startAppAfterFirstPaint } from './start-after-paint'
import { SAVINGS_ANSWER_HEADERS, SAVINGS_PATH, type StoredSavings, forgetSavings, rememberedSavings } from './savings-memory'
import { EVERY_ANSWER_HEADERS, buildContentSecurityPolicy, securityHeaders } from './csp'

/** Answered from memory when the stored copy is this young; older copies are rendered again. */
const MAX_AGE_MS = 5 * 60_000
/**
 * How much older a copy may still be answered while the page is rendered again (by the first
 * request that finds it old; the requests meanwhile get the old copy instead of waiting).
 */
const MAX_STALE_MS = 30 * 60_000
/** Pages kept at most (about 100 kB each, and 35 kB more with the gzip and brotli copies); the oldest go first. */
const MAX_ENTRIES = 500
/**
 * Router payloads kept at most (about 30 kB each, with the compressed copy): one per page and per
 * router state it is asked from (in practice, the page a visitor is on). The oldest go first.
 */
const MAX_PAYLOADS = 500
/** The longest router state kept as part of a key (a page's is about 300 characters). */
const MAX_ROUTER_STATE_LENGTH = 4096
/** How long a page found personal for an audience is rendered per viewer before it is tried again. */
const PERSONAL_RECHECK_MS = 15_000
/** How long a session's audience is trusted before the server is asked again. */
const AUDIENCE_MAX_AGE_MS = 5_000
/** Sessions whose audience is remembered at most. */
const MAX_AUDIENCES = 10_000

export interface Entry {
  status: number
  /** The render's headers worth repeating (the policy among them), placeholder included. */
  headers: [string, string][]
  /** The HTML cut at each placeholder: an answer is these parts joined by its own nonce. */
  parts: Buffer[]
  /**
   * For a page stored as a template (src/lib/page-template.ts): what goes in each cut, the nonce
   * or one of the viewer's personal fields. Without it every cut is the nonce.
   */
  fills?: Fill[]
  /** Each part compressed on its own (raw deflate ending on a byte boundary); null without zlib.crc32. */
  deflated: Buffer[] | null
  /**
   * The brotli copy, in segments to be joined by the answer's nonce (src/lib/brotli-with-nonce.ts).
   * Made after the entry is stored, off the main thread; until then, and for a template, the
   * answer goes out in gzip.
   */
  brotli?: Buffer[]
  storedAt: number
  generation: number
  /** For an audience: the page shows something personal, so each viewer gets their own render. */
  personal?: boolean
}

interface Store {
  /** By address for anonymous visitors; by audience key and address for signed-in viewers. */
  entries: Map<string, Entry>
  /** Anonymous visitors' router payloads, by address and the router state they were asked from. */
  payloads: Map<string, Entry>
  renders: Map<string, Promise<Entry | null>>
  /** By session cookie: the audience the server found for it, and when. */
  audiences: Map<string, { audience: PageAudience | null; storedAt: number }>
  /** Moves on whenever every audience is forgotten: an answer asked for before is not remembered. */
  audienceGeneration: number
  generation: number
  /** Stands in for the nonce in stored HTML; random per process, so no visitor can know it. */
  placeholder: string
  /** Marks the proxy's own render requests. */
  renderToken: string
  /** Brotli copies still to make, one at a time in the process (each keeps a thread busy for about 50 ms, 120 at most). */
  brotliQueue: Promise<void>
  /** Set once this module runs in a production server: the front door's answer (see the header). */
  frontDoor?: (request: IncomingMessage, response: ServerResponse) => boolean
}

const STORE_KEY = Symbol.for('ea.page-cache')

function randomToken(): string {
  return randomBytes(18).toString('hex')
}

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>
  holder[STORE_KEY] ??= {
    entries: new Map(),
    payloads: new Map(),
    renders: new Map(),
    audiences: new Map(),
    audienceGeneration: 0,
    generation: 0,
    placeholder: `eapc${randomToken()}`,
    renderToken: randomToken(),
    brotliQueue: Promise.resolve(),
  }
  return holder[STORE_KEY]
}

/** Request header that marks the proxy's own render of a page for the cache. */
export const RENDER_HEADER = 'x-ea-page-render'
/** Response header saying whether the page came from the cache (HIT) or was rendered (MISS). */
export const CACHE_STATUS_HEADER = 'x-ea-page-cache'
/**
 * Request header the front door sets on Next's router requests (a client navigation or prefetch
 * asks for the page's React payload, not its HTML). Next removes its router headers from the
 * request its proxy sees (next/dist/server/web/adapter.js), so without this mark the proxy took a
 * navigation for a page request and answered it with the stored HTML: the browser then loaded the
 * whole page again instead of navigating in place.
 */
const ROUTER_REQUEST_HEADER = 'x-ea-router-request'
/**
 * Request header in which the front door hands the proxy a navigation every visitor without a
 * session may share: the `_rsc` value, a space, and the router state (`next-router-state-tree`),
 * both of which Next removes from what the proxy sees.
 */
const ROUTER_STATE_HEADER = 'x-ea-router-state'
/** `Sec-Fetch-Dest` values of a page load. */
const PAGE_DESTINATIONS = new Set(['document', 'iframe', 'frame'])

/** Paths whose HTML is the same for every viewer of an audience. */
const PRIVATE_PREFIXES = ['/admin', '/cms-api', '/api/', '/_next/', '/dashboard', '/my-dashboard', '/dev/', '/log-out', '/onboard/']
/** Account pages kept for anonymous visitors only (a signed-in viewer is sent on from them). */
const CACHED_ACCOUNT_PAGES = new Set(['/onboard/sign-up', '/onboard/sign-in'])
/**
 * Member pages kept for signed-in audiences only, when they render from the app state alone
 * (`PageAudience.dashboard`): the dashboard home.
 */
const CACHED_MEMBER_PAGES = new Set(['/dashboard'])
/** Next's draft-mode cookie: previews are never cached. */
const PREVIEW_COOKIE = /(?:^|;\s*)__prerender_bypass=/
/** Better Auth's session cookie (any prefix, `__Secure-` on HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?[\w-]+\.session_token=[^;]*)/g

/** The session cookies in a Cookie header, or null for a preview (draft mode), which is never stored. */
function sessionCookiesOf(cookie: string | null): string[] | null {
  if (!cookie) return []
  if (PREVIEW_COOKIE.test(cookie)) return null
  return [...cookie.matchAll(SESSION_COOKIE)].map((match) => match[1])
}

/**
 * A client navigation anonymous visitors share: the page at `pathname`, asked for from the router
 * state `routerState` (Next renders only the part of the page that differs from it, so the answer
 * depends on both, and both make its key). `cacheBuster` is the request's `_rsc`, which Next checks
 * against those headers.
 */
export interface PayloadRequest {
  pathname: string
  routerState: string
  cacheBuster: string
}

interface PageRequest {
  method: string
  pathname: string
  hasQuery: boolean
  header: (name: string) => string | null
}

/**
 * How the page cache may answer a request: `anonymous` (no session: the page every visitor
 * without one sees), `session` (a session cookie, whose audience decides; `sessionKey` is its
 * cookie), or null: render it for this request as usual.
 */
export type PageCacheKind = { kind: 'anonymous' } | { kind: 'session'; sessionKey: string }

/** Whether a page at this path may be stored: a member page, an account page, another page, or not. */
function storableAs(pathname: string): 'member' | 'account' | 'page' | null {
  // Files (icons, robots.txt, downloads) are not pages.
  if (/\.[^/]*$/.test(pathname)) return null
  if (CACHED_ACCOUNT_PAGES.has(pathname)) return 'account'
  if (CACHED_MEMBER_PAGES.has(pathname)) return 'member'
  return PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? null : 'page'
}

function classify({ method, pathname, hasQuery, header }: PageRequest): PageCacheKind | null {
  if (method !== 'GET' || hasQuery) return null
  const storable = storableAs(pathname)
  if (!storable) return null
  const isAccountPage = storable === 'account'
  const isMemberPage = storable === 'member'
  // Client-side navigations and prefetches fetch React payloads, not HTML.
  const isRouterRequest = FLIGHT_HEADERS.some((name) => header(name) !== null) || header(ROUTER_REQUEST_HEADER) !== null
  if (isRouterRequest || header(RENDER_HEADER) !== null) return null
  // A browser's fetch() (Next's router among them) is not a page load, even where its headers are
  // hidden (a proxy without the front door's mark): only documents and frames get the stored HTML.
  const destination = header('sec-fetch-dest')
  if (destination && !PAGE_DESTINATIONS.has(destination)) return null
  const accept = header('accept')
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return null
  const sessionCookies = sessionCookiesOf(header('cookie'))
  if (!sessionCookies) return null
  if (!sessionCookies.length) return isMemberPage ? null : { kind: 'anonymous' }
  return isAccountPage ? null : { kind: 'session', sessionKey: sessionCookies.join('; ') }
}

/**
 * A navigation that every visitor without a session may share (see `PayloadRequest`): Next's
 * router asking for a whole page's payload (a click, or a link's whole-page prefetch), with no
 * cookie that makes the page somebody's. Null for anything else, which Next renders as usual.
 */
function shareableNavigation({
  method,
  pathname,
  query,
  header,
}: Omit<PageRequest, 'hasQuery'> & { query: string }): PayloadRequest | null {
  if (method !== 'GET' || header(RSC_HEADER) !== '1' || header(RENDER_HEADER) !== null) return null
  // Partial prefetches, interception routes and the dev server's refreshes answer differently.
  const unshared = [NEXT_ROUTER_PREFETCH_HEADER, NEXT_ROUTER_SEGMENT_PREFETCH_HEADER, NEXT_URL, NEXT_HMR_REFRESH_HEADER]
  if (unshared.some((name) => header(name) !== null)) return null
  const cacheBuster = /^_rsc=([\w-]{1,64})$/.exec(query)?.[1]
  const routerState = header(NEXT_ROUTER_STATE_TREE_HEADER)
  if (!cacheBuster || !routerState || routerState.length > MAX_ROUTER_STATE_LENGTH) return null
  // Marketing and account pages; the dashboard home is only ever a member's.
  const storable = storableAs(pathname)
  if (storable !== 'page' && storable !== 'account') return null
  return sessionCookiesOf(header('cookie'))?.length === 0 ? { pathname, routerState, cacheBuster } : null
}

/**
 * A navigation the front door handed the proxy (`ROUTER_STATE_HEADER`), checked again (the header
 * is only trusted to say what was asked, which also makes the key): null for anything else.
 */
export function handedNavigation(request: { method: string; headers: Headers; nextUrl: { pathname: string } }): PayloadRequest | null {
  const handed = request.headers.get(ROUTER_STATE_HEADER)
  const space = handed?.indexOf(' ') ?? -1
  if (!handed || space < 0) return null
  const routerState = handed.slice(space + 1)
  return shareableNavigation({
    method: request.method,
    pathname: request.nextUrl.pathname,
    query: `_rsc=${handed.slice(0, space)}`,
    header: (name) => (name === RSC_HEADER ? '1' : name === NEXT_ROUTER_STATE_TREE_HEADER ? routerState : request.headers.get(name)),
  })
}

export function pageCacheKind(request: {
  method: string
  headers: Headers
  nextUrl: { pathname: string; search: string }
}): PageCacheKind | null {
  return classify({
    method: request.method,
    pathname: request.nextUrl.pathname,
    hasQuery: Boolean(request.nextUrl.search),
    header: (name) => request.headers.get(name),
  })
}

/** True when the page every visitor without a session sees may answer this request. */
export function isCacheablePageRequest(request: Parameters<typeof pageCacheKind>[0]): boolean {
  return pageCacheKind(request)?.kind === 'anonymous'
}

/** True for the proxy's own render request (it must render with the placeholder nonce). */
export function isRenderRequest(headers: Headers): boolean {
  return headers.get(RENDER_HEADER) === store().renderToken
}

export function placeholderNonce(): string {
  return store().placeholder
}

/** Forget every stored page: the next anonymous request for each address renders it again. */
export function expirePageCache(): void {
  const current = store()
  current.generation += 1
  current.entries.clear()
  current.payloads.clear()
  current.renders.clear()
  forgetAudiences()
}

/** Headers of the render that every answer repeats. Hop-by-hop, length, date and cookies are not. */
const UNREPEATED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  CACHE_STATUS_HEADER,
])

/**
 * A stored entry for this HTML, cut at the placeholder (or for this template, cut at its fills),
 * each part compressed once.
 */
export function prepareEntry(
  page: string | Template,
  { status, headers, generation, storedAt = Date.now() }: Pick<Entry, 'status' | 'headers' | 'generation'> & { storedAt?: number },
): Entry {
  const texts = typeof page === 'string' ? page.split(store().placeholder) : page.parts
  const parts = texts.map((part) => Buffer.from(part, 'utf8'))
  const fills = typeof page === 'string' || page.fills.every((fill) => fill === null) ? undefined : page.fills
  const deflated = typeof zlib.crc32 === 'function' ? deflateParts(parts, fills) : null
  return { status, headers, parts, deflated, storedAt, generation, ...(fills ? { fills } : {}) }
}

/** Random bytes in the front door's nonces (`freshNonce`). */
const NONCE_BYTES = 18
/** The length of every nonce the front door writes: its bytes in base64. */
const NONCE_LENGTH = Math.ceil(NONCE_BYTES / 3) * 4
/** What a part's dictionary holds where a nonce will be: 0xff, a byte UTF-8 text never has. */
const NONCE_STAND_IN = Buffer.alloc(NONCE_LENGTH, 0xff)
/** How far back deflate can refer. */
const DEFLATE_WINDOW = 32 * 1024
/** Each part ends on a byte boundary, so the parts' blocks and the cuts' make one stream. */
const PART_DEFLATE = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }

/**
 * Each part compressed once, ending on a byte boundary (a sync flush), with what comes before it
 * in an answer as its dictionary, so it can refer back to it as one deflate stream would: the
 * React payload at the end of a page repeats the page's text (on /home this makes the answer 10%
 * smaller than parts compressed alone). A nonce stands in the dictionary as bytes no part holds,
 * so no reference reaches into it, whatever nonce the answer carries (of `NONCE_LENGTH`, or the
 * distances would not hold: `gzipWithNonce` checks). After a viewer's own value, whose length
 * varies, the dictionary starts again.
 */
function deflateParts(parts: Buffer[], fills: Fill[] | undefined): Buffer[] {
  let before = Buffer.alloc(0)
  return parts.map((part, index) => {
    const deflated = zlib.deflateRawSync(part, before.length ? { ...PART_DEFLATE, dictionary: before } : PART_DEFLATE)
    before = fills?.[index] ? Buffer.alloc(0) : Buffer.concat([before, part, NONCE_STAND_IN]).subarray(-DEFLATE_WINDOW)
    return deflated
  })
}

interface Rendered {
  status: number
  headers: [string, string][]
  html: string
  generation: number
}

/**
 * Reads an answer the cache does not use to its end. Never `body.cancel()`: in the Next server,
 * `fetch` gives back one branch of a tee (Next keeps the other), and cancelling a branch waits
 * until the other is cancelled too, which only garbage collection does: the visitor's request hung
 * that long (a session ended elsewhere, or one whose cookie is due to be renewed).
 */
async function discardBody(response: Response): Promise<void> {
  const reader = response.body?.getReader()
  if (!reader) return
  try {
    while (!(await reader.read()).done) {
      // Dropped: only reaching the end matters.
    }
  } catch {
    // A body that fails half-way is not used either.
  }
}

async function render(origin: string, pathname: string, audienceState?: string): Promise<Entry | null> {
  const rendered = await renderPage(origin, pathname, audienceState)
  return rendered && prepareEntry(rendered.html, rendered)
}

async function renderPage(origin: string, pathname: string, audienceState?: string): Promise<Rendered | null> {
  const current = store()
  const generation = current.generation
  const response = await fetch(new URL(pathname, origin), {
    headers: {
      [RENDER_HEADER]: current.renderToken,
      ...(audienceState ? { [AUDIENCE_HEADER]: audienceState } : {}),
      accept: 'text/html',
      'accept-encoding': 'identity',
    },
    redirect: 'manual',
    cache: 'no-store',
  })
  const type = response.headers.get('content-type') ?? ''
  const isRedirect = response.status >= 300 && response.status < 400
  // A page that sets a cookie is somebody's: never keep it (none does today).
  if ((!isRedirect && !type.startsWith('text/html')) || response.headers.has('set-cookie')) {
    await discardBody(response)
    return null
  }
  const text = isRedirect ? '' : await response.text()
  // A page that shows its content in its HTML; an error's page is drawn by script (decision 034).
  const html = response.status === 200 ? startAppAfterFirstPaint(text) : text
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!UNREPEATED_HEADERS.has(name)) headers.push([name, value])
  })
  return { status: response.status, headers, html, generation }
}

/**
 * The template both renders make once each is cut at its own stand-ins, when they make the same
 * one: the page shows the personal fields word for word and nothing derived from them.
 */
function templateOfRenders(first: Rendered, second: Rendered, audience: PageAudience): Template | null {
  if (first.status !== 200 || second.status !== 200 || JSON.stringify(first.headers) !== JSON.stringify(second.headers)) return null
  const { placeholder } = store()
  const a = templateOf(first.html, placeholder, standInsOf(audience, 'a'))
  const b = templateOf(second.html, placeholder, standInsOf(audience, 'b'))
  return a && b && sameTemplate(a, b) ? a : null
}

/**
 * The page for an audience, rendered twice with different stand-ins for the personal fields:
 * the same answer both times means it shows nothing personal; answers that differ only where
 * each shows its stand-ins make a template (src/lib/page-template.ts). Otherwise the result is
 * marked personal (never answered: it holds stand-ins), and each viewer gets their own render.
 */
async function renderForAudience(origin: string, pathname: string, audience: PageAudience): Promise<Entry | null> {
  // A second try: renders that meet empty data caches may stream in a different order.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [first, second] = await Promise.all(audience.variants.map((variant) => renderPage(origin, pathname, variant)))
    if (!first || !second) return null
    const same = first.status === second.status && first.html === second.html && JSON.stringify(first.headers) === JSON.stringify(second.headers)
    if (same) return prepareEntry(first.html, first)
    const template = templateOfRenders(first, second, audience)
    if (template) return prepareEntry(template, first)
    if (attempt === 1) return { status: 200, parts: [], deflated: null, headers: [], storedAt: Date.now(), generation: first.generation, personal: true }
  }
  return null
}

/** False when a page of the dashboard may not be answered from the store for this audience. */
function mayStore(pathname: string, audience: PageAudience | undefined): boolean {
  return !CACHED_MEMBER_PAGES.has(pathname) || audience?.dashboard === true
}

/** True when every value the stored page needs can be written for this viewer. */
function isWritable(entry: Entry, audience: PageAudience | undefined): boolean {
  return !entry.fills || entry.fills.every((fill) => !fill || isWritableValue(fill.field, audience?.values[fill.field]))
}

/**
 * What goes in each cut of the stored page for this answer: the nonce, or the viewer's own value
 * escaped for where it stands. Null when a value is missing or unlike the stand-ins in a way a page
 * might notice (`isWritableValue`): that viewer gets a render of their own.
 */
function cutsFor(entry: Entry, nonce: string, audience: PageAudience | undefined): Buffer[] | null {
  const nonceBytes = Buffer.from(nonce, 'utf8')
  const cuts: Buffer[] = []
  for (let index = 0; index < entry.parts.length - 1; index += 1) {
    const fill = entry.fills?.[index] ?? null
    if (!fill) {
      cuts.push(nonceBytes)
      continue
    }
    const value = audience?.values[fill.field]
    if (!isWritableValue(fill.field, value)) return null
    cuts.push(Buffer.from(writeValue(value, fill.within), 'utf8'))
  }
  return cuts
}

const entryKey = (pathname: string, audience?: PageAudience) => (audience ? `${audience.key}\n${pathname}` : pathname)

/** A stored page or payload as the proxy answers it: from the store (a hit), old while it is rendered again, or just rendered. */
export interface StoredAnswer {
  entry: Entry
  hit: boolean
  /** Past `MAX_AGE_MS`: answered while the page is rendered again. */
  stale?: true
}

/**
 * A copy past its age, but from this generation (no publish since) and not much older: answered
 * while the page is rendered again. A personal mark is never answered old.
 */
function staleEntry(key: string, entries: Map<string, Entry>): Entry | null {
  const stored = entries.get(key)
  if (!stored || stored.personal || stored.generation !== store().generation) return null
  return Date.now() - stored.storedAt < MAX_AGE_MS + MAX_STALE_MS ? stored : null
}

/** The stored copy of this page (or payload) when there is a current one. */
function freshEntry(key: string, entries = store().entries): Entry | null {
  const stored = entries.get(key)
  if (!stored || stored.generation !== store().generation) return null
  return Date.now() - stored.storedAt < (stored.personal ? PERSONAL_RECHECK_MS : MAX_AGE_MS) ? stored : null
}

/**
 * The render for this key, shared by concurrent requests; a 200 answer is kept (the oldest of more
 * than `max` goes). A publish during the render makes it stale: it answers once and is not kept.
 * Any other answer (a page now missing or moved, or a failed render) drops the old copy, so it is
 * not answered again while it is old.
 */
function sharedRender(key: string, entries: Map<string, Entry>, max: number, renderEntry: () => Promise<Entry | null>): Promise<Entry | null> {
  const current = store()
  let pending = current.renders.get(key)
  if (!pending) {
    const generation = current.generation
    pending = renderEntry()
      .catch(() => null)
      .then((entry) => {
        if (current.renders.get(key) === pending) current.renders.delete(key)
        // No publish since it began, so no other render of this key stored anything meanwhile.
        if (generation === current.generation && entry?.status !== 200) entries.delete(key)
        if (entry?.status === 200 && entry.generation === current.generation) {
          const previous = entries.get(key)
          entries.delete(key)
          entries.set(key, entry)
          while (entries.size > max) entries.delete(entries.keys().next().value!)
          addBrotliCopy(entry, previous, () => entries.get(key) === entry)
        }
        return entry
      })
    current.renders.set(key, pending)
  }
  return pending
}

/**
 * Gives a stored entry its brotli copy: the one it replaces had, when the render is the same
 * byte for byte (a page rendered again after `MAX_AGE_MS` usually is); else one made after the
 * copies queued before it. Not for a template (a viewer's own values vary in length).
 */
function addBrotliCopy(entry: Entry, previous: Entry | undefined, isStored: () => boolean): void {
  if (entry.fills || entry.personal) return
  if (previous?.brotli && sameParts(previous, entry)) {
    entry.brotli = previous.brotli
    return
  }
  const current = store()
  current.brotliQueue = current.brotliQueue.then(async () => {
    // Replaced, pushed out or expired by a publish since: nobody would get this copy.
    if (!isStored() || entry.generation !== current.generation) return
    const segments = await makeBrotliSegments(entry.parts, NONCE_LENGTH)
    if (segments) entry.brotli = segments
  })
}

function sameParts(a: Entry, b: Entry): boolean {
  return a.parts.length === b.parts.length && a.parts.every((part, index) => part.equals(b.parts[index]))
}

/** Resolves once every brotli copy asked for so far is made (for tests). */
export function brotliCopiesMade(): Promise<void> {
  return store().brotliQueue
}

/**
 * The stored page for this address (and audience), rendering it first when it is missing or old.
 * Concurrent requests for one page share one render. A page that was not found, a redirect or an
 * error is answered from its render but not kept. Null when the answer is not a page at all, or
 * is personal: the caller lets Next render it for this request as usual.
 */
export async function cachedPage(
  origin: string,
  pathname: string,
  audience?: PageAudience,
): Promise<StoredAnswer | null> {
  if (!mayStore(pathname, audience)) return null
  const key = entryKey(pathname, audience)
  const entries = store().entries
  const stored = freshEntry(key, entries)
  if (stored) return stored.personal || !isWritable(stored, audience) ? null : { entry: stored, hit: true }
  const stale = staleEntry(key, entries)
  // Only found pages are kept.
  const rendering = sharedRender(key, entries, MAX_ENTRIES, () =>
    audience ? renderForAudience(origin, pathname, audience) : render(origin, pathname),
  )
  if (stale && isWritable(stale, audience)) return { entry: stale, hit: true, stale: true }
  const entry = await rendering
  // A redirect is left to Next, which writes its address in full.
  if (!entry || entry.personal || (entry.status >= 300 && entry.status < 400)) return null
  return isWritable(entry, audience) ? { entry, hit: false } : null
}

/** Also names the payload's render, which shares the map of renders with pages'. */
const payloadKey = ({ pathname, routerState }: PayloadRequest) => `payload\n${pathname}\n${routerState}`

/**
 * The React payload Next's router asked for, rendered through the app without cookies (so nothing
 * personal) and with the placeholder nonce, as a page is. Null when the answer is neither a page's
 * payload nor a page not found (a redirect: Next answers the request itself).
 */
async function renderPayload(origin: string, navigation: PayloadRequest): Promise<Entry | null> {
  const current = store()
  const generation = current.generation
  const url = new URL(navigation.pathname, origin)
  url.searchParams.set('_rsc', navigation.cacheBuster)
  const response = await fetch(url, {
    headers: {
      [RENDER_HEADER]: current.renderToken,
      [RSC_HEADER]: '1',
      [NEXT_ROUTER_STATE_TREE_HEADER]: navigation.routerState,
      'accept-encoding': 'identity',
    },
    redirect: 'manual',
    cache: 'no-store',
  })
  const type = response.headers.get('content-type') ?? ''
  // A page not found is answered from its render, like a page's 404, but not kept (sharedRender).
  const isPayload = (response.status === 200 || response.status === 404) && type.startsWith('text/x-component')
  if (!isPayload || response.headers.has('set-cookie')) {
    await discardBody(response)
    return null
  }
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!UNREPEATED_HEADERS.has(name)) headers.push([name, value])
  })
  return prepareEntry(await response.text(), { status: response.status, headers, generation })
}

/**
 * The stored payload for this navigation, rendering it first when it is missing or old (concurrent
 * requests share one render). Null when there is none to answer with: Next renders it as usual.
 */
export async function cachedPayload(origin: string, navigation: PayloadRequest): Promise<StoredAnswer | null> {
  const key = payloadKey(navigation)
  const payloads = store().payloads
  const stored = freshEntry(key, payloads)
  if (stored) return { entry: stored, hit: true }
  const stale = staleEntry(key, payloads)
  const rendering = sharedRender(key, payloads, MAX_PAYLOADS, () => renderPayload(origin, navigation))
  if (stale) return { entry: stale, hit: true, stale: true }
  const entry = await rendering
  return entry && { entry, hit: false }
}

/**
 * Forget every session's audience: each is asked for again at its next request. Called when any
 * member's state changes (src/instrumentation.ts listens for the notices), so an upgrade to Plus
 * shows Plus pages at once.
 */
export function forgetAudiences(): void {
  const current = store()
  current.audiences.clear()
  current.audienceGeneration += 1
}

/**
 * What a member-state event (src/server/live/listener.ts; src/instrumentation.ts subscribes this)
 * makes the cache forget: every session's audience, and the savings kept for a business whose
 * orders or account changed; after the listener reconnects, when notices may have been missed,
 * every business's.
 */
export function forgetChangedState(event: { type: 'resync' } | { type: 'notice'; notice: { businessAccountId?: string } }): void {
  forgetAudiences()
  if (event.type === 'resync') forgetSavings()
  else if (event.notice.businessAccountId) forgetSavings(event.notice.businessAccountId)
}

/** The audience remembered for this session cookie, or undefined when it must be asked for. */
function rememberedAudience(sessionKey: string): PageAudience | null | undefined {
  const remembered = store().audiences.get(sessionKey)
  return remembered && Date.now() - remembered.storedAt < AUDIENCE_MAX_AGE_MS ? remembered.audience : undefined
}

/**
 * The audience of the session this cookie header carries, asked of the app (/api/page-audience,
 * which checks the session like any page, without renewing it) and remembered for a few seconds.
 * Null when the session is not valid or the answer sets a cookie anyway (Better Auth clearing an
 * ended session's): that request is rendered as usual.
 */
export async function sessionAudience(origin: string, sessionKey: string, cookie: string): Promise<PageAudience | null> {
  const remembered = rememberedAudience(sessionKey)
  if (remembered !== undefined) return remembered
  const current = store()
  // A member's change announced while the app answers may not be in the answer: used once, not kept.
  const generation = current.audienceGeneration
  const response = await fetch(new URL('/api/page-audience', origin), {
    headers: { [RENDER_HEADER]: current.renderToken, cookie },
    cache: 'no-store',
  }).catch(() => null)
  if (!response?.ok || response.headers.has('set-cookie')) {
    if (response) await discardBody(response)
    return null
  }
  const { audience } = (await response.json()) as { audience: PageAudience | null }
  if (generation !== current.audienceGeneration) return audience
  current.audiences.delete(sessionKey)
  current.audiences.set(sessionKey, { audience, storedAt: Date.now() })
  while (current.audiences.size > MAX_AUDIENCES) current.audiences.delete(current.audiences.keys().next().value!)
  return audience
}

/** The session key of a request for the member's own savings, or null when memory may not answer it. */
function savingsSessionKey(method: string, hasQuery: boolean, cookie: string | null): string | null {
  if (method !== 'GET' || hasQuery) return null
  const cookies = sessionCookiesOf(cookie)
  return cookies?.length ? cookies.join('; ') : null
}

/**
 * The savings kept for the business of a member (not a guest) whose session's audience the app
 * checked: the audience carries the member's own business account, and only its answer is read.
 */
function savingsOfAudience(audience: PageAudience | null | undefined): StoredSavings | undefined {
  const accountId = audience?.dashboard ? audience.values.businessAccountId : undefined
  return accountId === undefined ? undefined : rememberedSavings(accountId)
}

/**
 * For the proxy: the savings kept for the signed-in member's business (src/lib/savings-memory.ts),
 * asking the app for the session's audience when it is not remembered. Null for anything else:
 * the route handler answers (and keeps its answer).
 */
export async function storedSavings(
  origin: string,
  request: { method: string; headers: Headers; nextUrl: { pathname: string; search: string } },
): Promise<StoredSavings | null> {
  if (request.nextUrl.pathname !== SAVINGS_PATH) return null
  const cookie = request.headers.get('cookie')
  const sessionKey = savingsSessionKey(request.method, Boolean(request.nextUrl.search), cookie)
  if (!sessionKey) return null
  return savingsOfAudience(await sessionAudience(origin, sessionKey, cookie ?? '')) ?? null
}

/** The cuts of a page `cachedPage` answered for this audience (it checked they can be written). */
function writableCuts(entry: Entry, nonce: string, audience: PageAudience | undefined): Buffer[] {
  const cuts = cutsFor(entry, nonce, audience)
  if (!cuts) throw new Error('The stored page needs a value this viewer does not have.')
  return cuts
}

/**
 * The stored page as a response body and headers, with this response's own nonce, and for a
 * template the viewer's own values (`audience`: theirs, as `sessionAudience` gave it).
 */
export function withNonce(entry: Entry, nonce: string, audience?: PageAudience): { body: Buffer; headers: Headers } {
  const { placeholder } = store()
  const headers = new Headers()
  for (const [name, value] of entry.headers) headers.set(name, value.replaceAll(placeholder, nonce))
  return { body: joinParts(entry.parts, writableCuts(entry, nonce, audience)), headers }
}

// gzip (RFC 1952) around one deflate stream (RFC 1951): the member header, the stored parts'
// blocks with the nonce between them as stored blocks, an empty final block, then CRC-32 and size.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

/** A non-final stored deflate block holding these bytes (under 65,536 of them). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length)
  block[0] = 0x00
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}

/**
 * CRC-32 continued over these bytes. Empty input leaves it as it is: zlib's crc32 answers 0 for an
 * empty buffer without storage (a null pointer means "give me the initial value").
 */
function crc32(bytes: Buffer, crc: number): number {
  return bytes.length ? zlib.crc32(bytes, crc) : crc
}

/**
 * The page gzip-compressed with this nonce (and for a template, the viewer's values), without
 * compressing it again: each part was compressed once when stored, ending on a byte boundary (a
 * sync flush), so the parts' blocks and a stored block per cut make one valid deflate stream.
 * Only the CRC-32 is computed per answer.
 */
export function gzipWithNonce(entry: Entry, nonce: string, audience?: PageAudience): Buffer {
  const cuts = writableCuts(entry, nonce, audience)
  // The parts were compressed for nonces of one length (`deflateParts`); the front door's are.
  if (!entry.deflated || Buffer.byteLength(nonce) !== NONCE_LENGTH) {
    return zlib.gzipSync(joinParts(entry.parts, cuts), { level: 1 })
  }
  const blocks = new Map<Buffer, Buffer>()
  const pieces: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  entry.parts.forEach((part, index) => {
    if (index > 0) {
      const cut = cuts[index - 1]
      let block = blocks.get(cut)
      if (!block) blocks.set(cut, (block = storedBlock(cut)))
      pieces.push(block)
      crc = crc32(cut, crc)
      size += cut.length
    }
    pieces.push(entry.deflated![index])
    crc = crc32(part, crc)
    size += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  pieces.push(FINAL_EMPTY_BLOCK, trailer)
  return Buffer.concat(pieces)
}

/** The compressed copies an answer may have, the preferred first (`chooseEncoding`). */
const BROTLI_OR_GZIP = ['br', 'gzip'] as const
const GZIP_ONLY = ['gzip'] as const

/** A fresh nonce: random bytes in base64 (what the policy's 'nonce-…' source takes). */
function freshNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64')
}

/**
 * The front door: answers a request for a stored page straight from memory, before Next routes
 * it, exactly as the proxy would (same headers, fresh nonce, the policy with it). A signed-in
 * viewer's request is answered only when their session's audience is remembered. Returns false,
 * having written nothing, for anything else: Next then handles the request as usual (and the
 * proxy stores the page on a miss).
 */
export function answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
  markRouterRequest(request.headers)
  const url = request.url ?? ''
  if (!url.startsWith('/')) return false
  const queryAt = url.indexOf('?')
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt)
  const header = (name: string) => {
    const value = request.headers[name]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  }
  const method = request.method ?? ''
  if (!READ_METHODS.has(method)) {
    if (pathname !== TRACK_PATH) forgetAudienceOnceAnswered(response, header('cookie'))
    return false
  }
  if (pathname === SAVINGS_PATH) {
    // Only for a session the app checked a moment ago, like a member's stored page.
    const sessionKey = savingsSessionKey(method, queryAt >= 0, header('cookie'))
    const savings = sessionKey ? savingsOfAudience(rememberedAudience(sessionKey)) : undefined
    return savings ? answerWithSavings(response, savings, header('accept-encoding')) : false
  }
  const navigation = shareableNavigation({ method, pathname, query: queryAt < 0 ? '' : url.slice(queryAt + 1), header })
  if (navigation) {
    const payload = freshEntry(payloadKey(navigation), store().payloads)
    if (payload) return answerWithEntry(response, payload, undefined, header('accept-encoding'))
    // Hidden from the proxy by Next: handed on, so the proxy can render it for the store.
    request.headers[ROUTER_STATE_HEADER] = `${navigation.cacheBuster} ${navigation.routerState}`
    return false
  }
  const kind = classify({ method, pathname, hasQuery: queryAt >= 0, header })
  if (!kind) return false
  let audience: PageAudience | undefined
  if (kind.kind === 'session') {
    // Only a session the app checked a moment ago; anything else goes to Next and the proxy.
    const remembered = rememberedAudience(kind.sessionKey)
    if (!remembered) return false
    audience = remembered
  }
  if (!mayStore(pathname, audience)) return false
  const entry = freshEntry(entryKey(pathname, audience))
  if (!entry || entry.personal || !isWritable(entry, audience)) return false
  return answerWithEntry(response, entry, audience, header('accept-encoding'))
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** The tracker's intake: every page view posts to it, and it changes nobody's audience. */
const TRACK_PATH = '/api/track'

/**
 * A signed-in viewer's write (an upgrade to Plus, a name, a vendor link) may change their
 * audience: once it is answered, it is asked for again. Their next page load can only follow the
 * answer, so it never gets the page of the audience they had before, even when the database's
 * notice (`forgetChangedState`) arrives after it. A lookup already under way is not kept either.
 */
function forgetAudienceOnceAnswered(response: ServerResponse, cookie: string | null): void {
  const sessionKey = sessionCookiesOf(cookie)?.join('; ')
  if (!sessionKey) return
  response.once('finish', () => {
    const current = store()
    current.audiences.delete(sessionKey)
    current.audienceGeneration += 1
  })
}

/** Writes a stored answer with a fresh nonce (and for a template, the viewer's values). */
function answerWithEntry(response: ServerResponse, entry: Entry, audience: PageAudience | undefined, acceptEncoding: string | null): true {
  const { placeholder } = store()
  const nonce = freshNonce()
  const headers: Record<string, string> = {}
  for (const [name, value] of entry.headers) headers[name] = value.replaceAll(placeholder, nonce)
  headers[CACHE_STATUS_HEADER] = 'HIT'
  let body: Buffer
  const encoding = chooseEncoding(acceptEncoding, entry.brotli ? BROTLI_OR_GZIP : GZIP_ONLY)
  if (encoding === 'br') {
    body = joinParts(entry.brotli!, writableCuts(entry, nonce, audience))
    headers['content-encoding'] = 'br'
  } else if (encoding === 'gzip') {
    body = gzipWithNonce(entry, nonce, audience)
    headers['content-encoding'] = 'gzip'
  } else {
    body = joinParts(entry.parts, writableCuts(entry, nonce, audience))
  }
  headers['content-length'] = String(body.length)
  response.writeHead(entry.status, headers)
  response.end(body)
  return true
}

/**
 * The headers of an answer with kept savings: the route handler's own (JSON, private), this
 * response's policy, the security headers the proxy sets, and the cache's HIT.
 */
export function savingsHeaders(policy: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...SAVINGS_ANSWER_HEADERS,
    'content-security-policy': policy,
    ...securityHeaders({ siteUrl: process.env.SITE_URL ?? '' }),
    [CACHE_STATUS_HEADER]: 'HIT',
  }
}

/**
 * Writes kept savings as the route handler's answer goes out through the proxy and Next: the
 * proxy's headers (`savingsHeaders`, with a fresh nonce) and the ones Next adds to every answer.
 */
function answerWithSavings(response: ServerResponse, savings: StoredSavings, acceptEncoding: string | null): true {
  const headers = savingsHeaders(buildContentSecurityPolicy({ nonce: freshNonce(), isAdmin: false, isDev: false }))
  for (const { key, value } of EVERY_ANSWER_HEADERS) headers[key.toLowerCase()] = value
  const gzip = chooseEncoding(acceptEncoding, GZIP_ONLY) === 'gzip'
  // Compressed when the client takes it.
  headers.vary = `${SAVINGS_ANSWER_HEADERS.vary}, accept-encoding`
  if (gzip) headers['content-encoding'] = 'gzip'
  const body = gzip ? savings.gzipped : savings.body
  headers['content-length'] = String(body.length)
  response.writeHead(200, headers)
  response.end(body)
  return true
}

/**
 * Marks a router request for the proxy (`ROUTER_REQUEST_HEADER`), which Next lets through where it
 * removes the router's own headers. A client's own marks are removed: the router mark could only
 * have cost it the stored page, and only the door hands on a navigation (`ROUTER_STATE_HEADER`).
 */
function markRouterRequest(headers: IncomingHttpHeaders): void {
  delete headers[ROUTER_STATE_HEADER]
  if (FLIGHT_HEADERS.some((name) => headers[name] !== undefined)) headers[ROUTER_REQUEST_HEADER] = '1'
  else delete headers[ROUTER_REQUEST_HEADER]
}

/** Installs the front door (production servers only: `next dev` renders every request). */
export function openFrontDoor(): void {
  if (process.env.NODE_ENV === 'production') store().frontDoor ??= answerFromMemory
}
