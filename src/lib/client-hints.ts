/**
 * Payload's `withPayload` asks every browser, on every path, for its colour scheme with
 * `Accept-CH` and `Critical-CH: Sec-CH-Prefers-Color-Scheme` (the admin renders its theme on the
 * server). `Critical-CH` makes Chromium send a request again, with the hint, whenever the answer
 * asks for a hint it did not send: on a browser's first request to the site, the page is
 * requested twice, and an answer already acted on is thrown away.
 *
 * - An emailed sign-in or verification link (a GET, good once) opened in a browser that has not
 *   visited the site yet was used up by the first request and answered "Expired or invalid magic
 *   Link." on the second.
 * - Every first visit paid an extra round trip before the page: Lighthouse counted it as a
 *   redirect (657 ms in its simulation of /home).
 *
 * The public site has no colour scheme of its own to choose, so only the admin asks for the hint
 * (docs/decisions/019-admin-only-client-hints.md).
 */

/** The hint Payload's admin reads (`getRequestTheme`). */
export const ADMIN_THEME_HINT = 'Sec-CH-Prefers-Color-Scheme'

interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

/** The response headers that ask for the admin's theme hint. */
function adminThemeHintHeaders(): HeaderRule['headers'] {
  return [
    { key: 'Accept-CH', value: ADMIN_THEME_HINT },
    { key: 'Vary', value: ADMIN_THEME_HINT },
    { key: 'Critical-CH', value: ADMIN_THEME_HINT },
  ]
}

function asksForThemeHint({ key, value }: { key: string; value: string }): boolean {
  const name = key.toLowerCase()
  if (name === 'accept-ch' || name === 'critical-ch') return true
  return name === 'vary' && value.trim().toLowerCase() === ADMIN_THEME_HINT.toLowerCase()
}

/**
 * The header rules with every request for the theme hint taken out, and asked for again only on
 * the admin's paths (`adminRoute` and below). Rules left with no header are dropped.
 */
export function themeHintOnlyForAdmin(rules: HeaderRule[], adminRoute = '/admin'): HeaderRule[] {
  const kept: HeaderRule[] = []
  for (const rule of rules) {
    const headers = rule.headers.filter((header) => !asksForThemeHint(header))
    if (headers.length) kept.push({ ...rule, headers })
  }
  return [
    ...kept,
    { source: adminRoute, headers: adminThemeHintHeaders() },
    { source: `${adminRoute}/:path*`, headers: adminThemeHintHeaders() },
  ]
}
