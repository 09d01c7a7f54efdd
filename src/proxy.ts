import { type NextRequest, NextResponse } from 'next/server'

import { buildContentSecurityPolicy } from '@/lib/csp'

/** Sets the per-request content security policy. Authorization never happens here. */
export function proxy(request: NextRequest) {
  // A path that is not valid percent-encoding is the visitor's mistake: answer it here, before
  // Next's router fails to decode it and answers 500.
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return new NextResponse('This address is not valid. Check it for typing mistakes.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const nonce = btoa(crypto.randomUUID())
  const { pathname } = request.nextUrl
  const isAdmin = pathname.startsWith('/admin') || pathname.startsWith('/cms-api')
  const policy = buildContentSecurityPolicy({ nonce, isAdmin, isDev: process.env.NODE_ENV === 'development' })

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
  response.headers.set('content-security-policy', policy)
  return response
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
