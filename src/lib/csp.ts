/**
 * Content security policies. The public site and portal get a strict, nonce-based policy (Next
 * reads the nonce from the request's header and puts it on its own scripts). Payload's admin
 * needs inline and evaluated scripts for its editors, so it gets a looser policy of its own.
 */
export function buildContentSecurityPolicy({ nonce, isAdmin, isDev }: { nonce: string; isAdmin: boolean; isDev: boolean }) {
  const scriptSrc = isAdmin
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])]
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
