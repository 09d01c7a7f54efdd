/**
 * The anonymous page cache (docs/decisions/012-anonymous-page-cache.md). A visitor without a
 * session sees the same HTML as every other visitor without one, so the proxy keeps that HTML per
 * address and answers from memory instead of rendering React per request.
 *
 * The HTML is rendered once with a placeholder nonce; every response swaps in a fresh nonce and
 * sends the matching content security policy, so scripts stay protected exactly as on a rendered
 * page. Only requests without a session or preview cookie are served from or rendered into the
 * cache (the render request carries no cookies at all), so a member's page never enters it.
 *
 * Runs in the proxy (Node.js runtime) and in Payload's hooks, in one process: the store lives on
 * globalThis so a publish (`expirePageCache`) empties what the proxy serves.
 */

/** Answered from memory when the stored copy is this young; older copies are rendered again. */
const MAX_AGE_MS = 5 * 60_000
/** Addresses kept at most (about 100 kB each); the oldest go first. */
const MAX_ENTRIES = 500

interface Entry {
  status: number
  html: string
  headers: [string, string][]
  storedAt: number
  generation: number
}

interface Store {
  entries: Map<string, Entry>
  renders: Map<string, Promise<Entry | null>>
  generation: number
  /** Stands in for the nonce in stored HTML; random per process, so no visitor can know it. */
  placeholder: string
  /** Marks the proxy's own render requests. */
  renderToken: string
}

const STORE_KEY = Symbol.for('ea.page-cache')

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(18)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>
  holder[STORE_KEY] ??= {
    entries: new Map(),
    renders: new Map(),
    generation: 0,
    placeholder: `eapc${randomToken()}`,
    renderToken: randomToken(),
  }
  return holder[STORE_KEY]
}

/** Request header that marks the proxy's own render of a page for the cache. */
export const RENDER_HEADER = 'x-ea-page-render'
/** Response header saying whether the page came from the cache (HIT) or was rendered (MISS). */
export const CACHE_STATUS_HEADER = 'x-ea-page-cache'

/** Paths whose anonymous HTML is the same for every visitor without a session. */
const PRIVATE_PREFIXES = ['/admin', '/cms-api', '/api/', '/_next/', '/dashboard', '/my-dashboard', '/dev/', '/log-out', '/onboard/']
const CACHED_ACCOUNT_PAGES = new Set(['/onboard/sign-up', '/onboard/sign-in'])
/** Better Auth's session cookie (any prefix, `__Secure-` on HTTPS) and Next's draft-mode cookie. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:[\w-]+\.session_token|__Secure-[\w-]+\.session_token|__prerender_bypass)=/

export function isCacheablePageRequest(request: {
  method: string
  headers: Headers
  nextUrl: { pathname: string; search: string }
}): boolean {
  if (request.method !== 'GET' || request.nextUrl.search) return false
  const { pathname } = request.nextUrl
  // Files (icons, robots.txt, downloads) are not pages.
  if (/\.[^/]*$/.test(pathname)) return false
  if (!CACHED_ACCOUNT_PAGES.has(pathname) && PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return false
  }
  const { headers } = request
  // Client-side navigations and prefetches fetch React payloads, not HTML.
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has(RENDER_HEADER)) return false
  const accept = headers.get('accept')
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return false
  return !PERSONAL_COOKIE.test(headers.get('cookie') ?? '')
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
  current.renders.clear()
}

async function render(origin: string, pathname: string): Promise<Entry | null> {
  const current = store()
  const generation = current.generation
  const response = await fetch(new URL(pathname, origin), {
    headers: { [RENDER_HEADER]: current.renderToken, accept: 'text/html', 'accept-encoding': 'identity' },
    redirect: 'manual',
    cache: 'no-store',
  })
  const type = response.headers.get('content-type') ?? ''
  const isRedirect = response.status >= 300 && response.status < 400
  if (!isRedirect && !type.startsWith('text/html')) {
    await response.body?.cancel()
    return null
  }
  const html = isRedirect ? '' : await response.text()
  const headers: [string, string][] = []
  for (const name of ['content-type', 'link', 'cache-control', 'vary', 'location']) {
    const value = response.headers.get(name)
    if (value) headers.push([name, value])
  }
  return { status: response.status, html, headers, storedAt: Date.now(), generation }
}

/**
 * The stored page for this address, rendering it first when it is missing or old. Concurrent
 * requests for one address share one render. A page that was not found, a redirect or an error is
 * answered from its render but not kept. Null when the answer is not a page at all: the caller
 * lets Next answer as usual.
 */
export async function cachedPage(origin: string, pathname: string): Promise<{ entry: Entry; hit: boolean } | null> {
  const current = store()
  const stored = current.entries.get(pathname)
  if (stored && stored.generation === current.generation && Date.now() - stored.storedAt < MAX_AGE_MS) {
    return { entry: stored, hit: true }
  }
  let pending = current.renders.get(pathname)
  if (!pending) {
    pending = render(origin, pathname)
      .catch(() => null)
      .then((entry) => {
        if (current.renders.get(pathname) === pending) current.renders.delete(pathname)
        // Only found pages are kept. A publish during the render makes this copy stale: answer
        // with it once, keep nothing.
        if (entry?.status === 200 && entry.generation === current.generation) {
          current.entries.delete(pathname)
          current.entries.set(pathname, entry)
          while (current.entries.size > MAX_ENTRIES) current.entries.delete(current.entries.keys().next().value!)
        }
        return entry
      })
    current.renders.set(pathname, pending)
  }
  const entry = await pending
  return entry ? { entry, hit: false } : null
}

/** The stored page as a response body and headers, with this response's own nonce. */
export function withNonce(entry: Entry, nonce: string): { body: string; headers: Headers } {
  const { placeholder } = store()
  const headers = new Headers()
  for (const [name, value] of entry.headers) headers.set(name, value.replaceAll(placeholder, nonce))
  return { body: entry.html.replaceAll(placeholder, nonce), headers }
}
