/**
 * The site's own origins, without the settings module (src/server/env.ts parses every setting with
 * Zod): browser code that needs them, such as the images of the cards an article list's Load More
 * draws, must not download the server's settings and Zod with them.
 */

/** SITE_URL when it is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000'

/** Whether an address is on this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
    return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1'
  } catch {
    return false
  }
}

/**
 * The origins a browser may send requests from for a site at `siteUrl`: its own, and on this
 * machine both loopback names, so opening http://127.0.0.1:PORT works as well as http://localhost:PORT.
 */
export function siteOriginsOf(siteUrl: string): string[] {
  const site = new URL(siteUrl)
  if (!isLoopbackUrl(siteUrl)) return [site.origin]
  const port = site.port ? `:${site.port}` : ''
  return [...new Set([site.origin, `${site.protocol}//localhost${port}`, `${site.protocol}//127.0.0.1${port}`])]
}
