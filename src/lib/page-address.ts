/**
 * One address per page. The site's page routes find pages whatever the letter case or
 * percent-encoding of their address ('/About-Us', '/ho%6De'), and the page cache keys stored
 * pages by address: each such variant would render and take a place in the store of its own,
 * so anyone could push the real pages out of it by inventing variants. A page address that is not
 * in its one written form is sent there instead (308, from src/proxy.ts), as a trailing slash is.
 *
 * Page addresses only: the API, the admin, Next's own files and any file name (a dot in its last
 * segment) keep theirs, since ids, tokens and file names there may be in capitals.
 */
const OTHER_ADDRESSES = ['/api/', '/cms-api', '/admin', '/_next/', '/dev/', '/.well-known/']

/**
 * The written form of a page address, when `pathname` is one in another form ('/about-us' for
 * '/About-Us' or '/about%2Dus'); null when it is already written so, is not a page's, or would
 * decode to anything but plain ASCII (left for the routes to answer).
 */
export function canonicalPageAddress(method: string, pathname: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  const lower = pathname.toLowerCase()
  if (OTHER_ADDRESSES.some((prefix) => lower === prefix.replace(/\/$/, '') || lower.startsWith(prefix))) return null
  if (/\.[^/]*$/.test(pathname)) return null
  if (!/[A-Z%]/.test(pathname)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  // Only printable ASCII, no encoded slash, no character an address must keep encoded.
  if (!/^[\x21-\x7e]*$/.test(decoded) || /[%?#]/.test(decoded)) return null
  if (decoded.split('/').length !== pathname.split('/').length) return null
  const written = decoded.toLowerCase()
  return written === pathname ? null : written
}
