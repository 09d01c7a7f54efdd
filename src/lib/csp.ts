import { EARLY_CLICK_SCRIPT_HASH } from './early-clicks'

/**
 * Content security policies. The public site and portal get a strict, nonce-based policy (Next
 * reads the nonce from the request's header and puts it on its own scripts); the one inline script
 * of our own, which keeps clicks made before hydration (src/lib/early-clicks.ts), is allowed by its
 * hash, so the same stored page works with every response's nonce. Payload's admin needs inline
 * and evaluated scripts for its editors, so it gets a looser policy of its own.
 */
export function buildContentSecurityPolicy({ nonce, isAdmin, isDev }: { nonce: string; isAdmin: boolean; isDev: boolean }) {
  const scriptSrc = isAdmin
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", `'nonce-${nonce}'`, EARLY_CLICK_SCRIPT_HASH, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:', 'https:'],
    // Operators embed iframes only from hosts on their allow-list (checked by the iframe block).
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** The admin's own paths (and its API): exactly /admin and /cms-api and what is under them. */
/**
 * An uploaded file's own address (`/cms-api/media/file/logo.svg`). Its answer keeps the policy
 * Payload gives it (none for images and PDFs; `script-src 'none'` and no frames or objects for SVG
 * and XML), never the admin's, which allows inline script.
 */
export function isUploadedFilePath(pathname: string): boolean {
  return /^\/cms-api\/[^/]+\/file\/./.test(pathname)
}

export function isAdminPath(pathname: string): boolean {
  return ['/admin', '/cms-api'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/**
 * Headers every answer carries, set by next.config.ts for whatever Next answers; the page cache's
 * front door, which answers before Next, writes them itself.
 */
export const EVERY_ANSWER_HEADERS = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
] as const

/**
 * Headers every answer carries besides the policy: no other site's window may keep a handle on
 * ours (COOP), and browsers that reached us over HTTPS stay on HTTPS for a year (HSTS, only when
 * the site's address is https: a browser ignores it over plain HTTP and localhost must stay usable).
 */
export function securityHeaders({ siteUrl }: { siteUrl: string }): Record<string, string> {
  const headers: Record<string, string> = { 'cross-origin-opener-policy': 'same-origin' }
  if (siteUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
