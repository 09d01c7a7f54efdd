/**
 * Where the admin lives when it is opened at another loopback name of this machine than SITE_URL's
 * (http://127.0.0.1:3000/admin with SITE_URL http://localhost:3000): SITE_URL's origin, to send the
 * operator there; otherwise null. Payload's admin builds file links and thumbnails on its
 * `serverURL` (SITE_URL), and the operator's session cookie belongs to the name they signed in at,
 * so at the other name a quote spreadsheet's link answered "You are not allowed to perform this
 * action" and thumbnails broke. The site's own pages work at both names and are left alone; so is
 * any address that is not on this machine (a deployment's admin is at SITE_URL already).
 */
export function adminOriginFor(requestHost: string | null, siteUrl: string | undefined): string | null {
  if (!requestHost || !siteUrl) return null
  let site: URL
  let asked: URL
  try {
    site = new URL(siteUrl)
    asked = new URL(`${site.protocol}//${requestHost}`)
  } catch {
    return null
  }
  const isLoopback = (host: string) => host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]'
  if (!isLoopback(site.hostname) || !isLoopback(asked.hostname)) return null
  if (asked.hostname === site.hostname || asked.port !== site.port) return null
  return site.origin
}
