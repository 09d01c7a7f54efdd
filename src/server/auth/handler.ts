import 'server-only'

import { toNextJsHandler } from 'better-auth/next-js'

import { AUTH_ERROR_MESSAGES } from '@/features/auth/messages'

import { CLIENT_ADDRESS_HEADER, getClientAddress } from '@/server/client-address'

import { auth } from './auth'

/**
 * Better Auth's rate limiter answers 429 with a bare message; give it our code and the spec's
 * words so every client reads it the same way ('TOO_MANY_REQUESTS' → too-many-requests).
 */
async function withTooManyRequestsCode(response: Response): Promise<Response> {
  if (response.status !== 429) return response
  const headers = new Headers(response.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const retryAfter = headers.get('x-retry-after')
  if (retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter)
  return new Response(
    JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: AUTH_ERROR_MESSAGES['too-many-requests'] }),
    { status: 429, statusText: 'Too Many Requests', headers },
  )
}

/** Better Auth answers an unknown action with an empty 404; say what happened. */
async function withNotFoundMessage(response: Response): Promise<Response> {
  if (response.status !== 404 || response.headers.get('content-type')?.includes('json')) return response
  return Response.json(
    { code: 'NOT_FOUND', message: 'There is no such account action. Check the address.' },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * An answer that sends the browser on (a `Location`) must be a redirect. Better Auth keeps the
 * status of the action's own answer when an after hook redirects it: a disabled member's emailed
 * link, sent on to the page that says so, came back 403 with a Location, which browsers do not
 * follow (Chromium showed its own error page).
 */
function asRedirect(response: Response): Response {
  const location = response.headers.get('location')
  if (!location || (response.status >= 300 && response.status < 400)) return response
  const headers = new Headers(response.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  return new Response(null, { status: 302, headers })
}

const handlers = toNextJsHandler(auth)

/** Every /api/auth/* request. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  // toNextJsHandler gives one function under every method name; it dispatches on the request.
  // Better Auth's limiter reads the address from this header; whatever a client sent is replaced.
  const headers = new Headers(request.headers)
  headers.set(CLIENT_ADDRESS_HEADER, getClientAddress(request.headers))
  const forwarded = new Request(request, { headers })
  return asRedirect(await withNotFoundMessage(await withTooManyRequestsCode(await handlers.POST(forwarded))))
}
