/**
 * A same-origin JSON POST to a route handler, as the site's own pages send it: Origin and
 * Sec-Fetch-Site, a declared length, a client address (limits are per address) and the cookies
 * of a jar when one is given.
 */
import { type CookieJar, SITE, freshIp } from './members'

export function postJson(
  handler: (request: Request) => Promise<Response>,
  route: string,
  body: unknown,
  { jar, ip = freshIp(), headers = {} }: { jar?: CookieJar; ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return handler(
    new Request(`${SITE}${route}`, {
      method: 'POST',
      headers: {
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
        'x-ea-connection-address': ip,
        ...(jar ? { cookie: jar.header } : {}),
        ...headers,
      },
      body: text,
    }),
  )
}
