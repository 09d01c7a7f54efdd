import 'server-only'

/**
 * The address a request came from, for rate limits and truncated analytics. One place decides
 * which forwarded headers to believe, so every limiter keys on the same thing.
 */
export function getClientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const first = forwarded?.split(',')[0]?.trim()
  return first || headers.get('x-real-ip')?.trim() || 'unknown'
}
