/**
 * Cross-site request forgery guard for our state-changing routes. Browsers say where a request
 * comes from (Sec-Fetch-Site, Origin); a request another site makes is refused. Requests without
 * either header are not from a browser page (servers, scripts) and carry no ambient cookies of a
 * victim, so they pass. Pure apart from reading the site address.
 */
import { crossSiteRejection } from '@/lib/cross-site'
import { env, siteOrigins } from '@/server/env'

export function isCrossSiteRequest(request: Request, siteUrl: string = env.SITE_URL): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return fetchSite === 'same-site'
  if (origin === 'null') return true
  const allowed = new Set<string>()
  try {
    for (const site of siteOrigins(siteUrl)) allowed.add(site)
  } catch {
    // A malformed SITE_URL allows nothing extra.
  }
  try {
    allowed.add(new URL(request.url).origin)
  } catch {
    // Relative request URLs do not happen in route handlers.
  }
  return !allowed.has(origin)
}

/**
 * For every state-changing route: the 403 response to send when the request is cross-site, or
 * null when it may go on. `const rejected = assertSameOrigin(request); if (rejected) return rejected`
 */
export function assertSameOrigin(request: Request, siteUrl: string = env.SITE_URL): Response | null {
  if (!isCrossSiteRequest(request, siteUrl)) return null
  return crossSiteRejection()
}

/**
 * The address of a link emailed to a member who asked from `request`'s page. Browsers keep cookies
 * per host name: on this machine (a loopback SITE_URL), a member who signed up at 127.0.0.1 and got
 * a link to localhost would open it as another browser, and be asked to choose a password instead
 * of being signed in (decision 010). So on a loopback SITE_URL the link takes the other loopback
 * name when the request came from it. A public SITE_URL's links never change.
 */
export function emailedLinkFor(
  url: string,
  request: Request | null | undefined,
  siteUrl: string = env.SITE_URL,
): string {
  // siteOrigins() holds another name than SITE_URL's own only on a loopback SITE_URL.
  const from = request?.headers.get('origin')
  if (!from || from === 'null') return url
  let link: URL
  try {
    link = new URL(url)
  } catch {
    return url
  }
  const site = new URL(siteUrl).origin
  if (link.origin !== site || from === site || !siteOrigins(siteUrl).includes(from)) return url
  return `${from}${link.pathname}${link.search}${link.hash}`
}
