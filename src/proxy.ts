import { type NextRequest, NextResponse } from 'next/server'

import { buildContentSecurityPolicy } from '@/lib/csp'

/** Sets the per-request content security policy. Authorization never happens here. */
export function proxy(request: NextRequest) {
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
  // Static files and images carry no scripts; skip them.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
}
