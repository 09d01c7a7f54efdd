import { type NextRequest, NextResponse } from 'next/server'

import { adminOriginFor } from '@/lib/admin-origin'
import { crossSiteRejection, isForeignServerAction } from '@/lib/cross-site'
import { buildContentSecurityPolicy, isAdminPath, isUploadedFilePath, securityHeaders } from '@/lib/csp'
import { isReadableAddress } from '@/lib/unstorable-character'
import { canonicalPageAddress } from '@/lib/page-address'
import { selfOrigin } from '@/lib/self-origin'
import type { PageAudience } from '@/lib/page-audience'
import {
  CACHE_STATUS_HEADER,
  type StoredAnswer,
  cachedPage,
  cachedPayload,
  handedNavigation,
  isRenderRequest,
  openFrontDoor,
  pageCacheKind,
  placeholderNonce,
  savingsHeaders,
  sessionAudience,
  storedSavings,
  withNonce,
} from '@/lib/page-cache'
import type { StoredSavings } from '@/lib/savings-memory'
import { env } from '@/server/env'

// From now on the server answers stored pages itself, before Next routes the request
// (scripts/lib/page-cache-door.mjs); the proxy fills the store and answers what is not stored.
openFrontDoor()

/**
 * Sets the per-request content security policy, and answers marketing pages from the page cache
 * (src/lib/page-cache.ts): anonymous visitors', and signed-in viewers' by audience when the page
 * shows nothing personal. Authorization never happens here.
 */
export async function proxy(request: NextRequest) {
  // A path that is not valid percent-encoding is the visitor's mistake: answer it here, before
  // Next's router fails to decode it and answers 500. So is a null character in the path or the
  // query, which a page's lookup would fail on.
  if (!isReadableAddress(request.nextUrl)) {
    return new NextResponse('This address is not valid. Check it for typing mistakes.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  // One address per page: '/About-Us' and '/about%2Dus' go to '/about-us' (src/lib/page-address.ts).
  const written = canonicalPageAddress(request.method, request.nextUrl.pathname)
  if (written) {
    const url = request.nextUrl.clone()
    url.pathname = written
    return NextResponse.redirect(url, 308)
  }
  // A Server Action posted from another site: Next would refuse it with a 500.
  if (isForeignServerAction(request.method, request.headers)) return crossSiteRejection()
  const { pathname } = request.nextUrl
  const isDev = process.env.NODE_ENV === 'development'
  const isAdmin = isAdminPath(pathname)
  // The admin's pages opened at this machine's other loopback name: to SITE_URL's, where its file
  // links and thumbnails (built on SITE_URL) reach the operator's session (src/lib/admin-origin.ts).
  // Its API (/cms-api) answers at every name, for scripts and tools.
  const isAdminPage =
    (pathname === '/admin' || pathname.startsWith('/admin/')) && ['GET', 'HEAD'].includes(request.method)
  const adminOrigin = isAdminPage ? adminOriginFor(request.headers.get('host'), env.SITE_URL) : null
  if (adminOrigin) return adminElsewhere(new URL(`${pathname}${request.nextUrl.search}`, adminOrigin).href)
  // The cache's own render gets the placeholder nonce, which every cached answer replaces.
  const nonce = isRenderRequest(request.headers) ? placeholderNonce() : btoa(crypto.randomUUID())
  const policy = buildContentSecurityPolicy({ nonce, isAdmin, isDev })

  const origin = selfOrigin()
  // A click on a link (or its whole-page prefetch) by a visitor without a session: the front door
  // hands it on, since Next hides the router's headers from the proxy.
  const navigation = isDev ? null : handedNavigation(request)
  const stored = navigation && (await cachedPayload(origin, navigation))
  if (stored) return storedAnswer(stored, nonce, policy)

  // A Plus member's savings, kept for their business since the route handler last read them.
  const savings = isDev ? null : await storedSavings(origin, request)
  if (savings) return savingsAnswer(savings, policy)

  const cacheKind = isDev ? null : pageCacheKind(request)
  if (cacheKind) {
    // A signed-in viewer shares the page of their audience, when the page shows nothing personal.
    const audience =
      cacheKind.kind === 'session' ? await sessionAudience(origin, cacheKind.sessionKey, request.headers.get('cookie') ?? '') : undefined
    const cached = audience === null ? null : await cachedPage(origin, pathname, audience)
    if (cached) return storedAnswer(cached, nonce, policy, audience ?? undefined)
  }

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('content-security-policy', policy)
  // The address being rendered, for layouts (which Next gives no pathname): the dashboard's guard
  // sends a visitor to sign-in and back to exactly this page. Set here, never taken from the client.
  const search = new URLSearchParams(request.nextUrl.search)
  search.delete('_rsc')
  const query = search.toString()
  requestHeaders.set('x-pathname', query ? `${pathname}?${query}` : pathname)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  // An uploaded file keeps Payload's policy: an SVG opened by itself must not run script here.
  if (!isUploadedFilePath(pathname)) response.headers.set('content-security-policy', policy)
  setSecurityHeaders(response.headers)
  return response
}

/** A stored page or payload with this response's nonce and policy (and a template's viewer values). */
function storedAnswer(stored: StoredAnswer, nonce: string, policy: string, audience?: PageAudience) {
  const { body, headers } = withNonce(stored.entry, nonce, audience)
  headers.set('content-security-policy', policy)
  headers.set(CACHE_STATUS_HEADER, stored.stale ? 'STALE' : stored.hit ? 'HIT' : 'MISS')
  setSecurityHeaders(headers)
  return new NextResponse(body.length ? new Uint8Array(body) : null, { status: stored.entry.status, headers })
}

/** Kept savings (src/lib/savings-memory.ts) with the route handler's own headers and this response's policy. */
function savingsAnswer(savings: StoredSavings, policy: string) {
  return new NextResponse(new Uint8Array(savings.body), { status: 200, headers: savingsHeaders(policy) })
}

function setSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(securityHeaders({ siteUrl: process.env.SITE_URL ?? '' }))) {
    headers.set(name, value)
  }
}

export const config = {
  // Static files and images carry no scripts; skip them. So does the tracker's intake (JSON in,
  // JSON out, thousands of batches a second): no policy to set, and no body to copy through here.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|api/track$|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
}

/**
 * Sends the browser on to the admin at SITE_URL's name. A page, not a 307: Next rewrites a
 * redirect's Location to a path when its origin is the one Next serves (SITE_URL's), which would
 * send the browser back to the name it came from, in a loop.
 */
function adminElsewhere(href: string) {
  const escaped = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return new NextResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${escaped}">` +
      `<title>Admin</title></head><body><p>The admin is at <a href="${escaped}">${escaped}</a>.</p></body></html>`,
    { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}
