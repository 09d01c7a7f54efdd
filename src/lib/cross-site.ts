/**
 * What a request another site makes is told (src/server/origin.ts decides for our routes), and the
 * check for Server Actions, which the proxy makes before Next does.
 */
export const CROSS_SITE_REJECTION = {
  code: 'CROSS_SITE_REQUEST',
  message: 'This request came from another site and was refused.',
} as const

/** The 403 every refused cross-site request gets. */
export function crossSiteRejection(): Response {
  return Response.json(CROSS_SITE_REJECTION, { status: 403, headers: { 'cache-control': 'no-store' } })
}

/**
 * Next refuses a Server Action whose Origin is not the host it was sent to (x-forwarded-host, else
 * Host), and does so by failing: the answer is a 500, or an uncaught error for an Origin that is
 * not an address. The proxy asks the same question first, so the refusal is a 403. Same rule as
 * Next's action handler (no `serverActions.allowedOrigins` is configured): a request without an
 * Origin is not from a browser page and goes on.
 */
export function isForeignServerAction(method: string, headers: Headers): boolean {
  if (method !== 'POST' || !headers.has('next-action')) return false
  const origin = headers.get('origin')
  if (origin === null) return false
  let originHost: string
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return true
  }
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  return originHost !== host
}
