/**
 * Cache tags expired by work that runs outside any request: a background job (events that end on
 * their own) changes published content, and its hooks ask to expire the pages' tags, but Next's
 * revalidateTag works only inside a request ("static generation store missing"); the event lists
 * kept an ended event under "Upcoming" until an operator saved something. The server registers,
 * at start, a way to ask itself: a signed POST to /api/internal/expire-tags, answered inside a
 * request. No 'server-only' import: collection hooks reach it and the Payload CLI loads those.
 */
import { isSignedBy, sign } from './signature'

/** Where the running server keeps its way of expiring tags from outside a request. */
const EXPIRER = Symbol.for('ea.expireTagsOutsideRequest')
type Expirer = (tags: string[]) => Promise<void>

export const EXPIRE_TAGS_PATH = '/api/internal/expire-tags'
export const EXPIRE_SIGNATURE_HEADER = 'x-ea-expire-signature'
/** A signed request is good for this long (a copy replayed later is refused). */
export const EXPIRE_REQUEST_TTL_MS = 60_000

export function expireSignature(secret: string, body: string): string {
  return sign(secret, 'expire-tags', body)
}

/** The tags of a request signed with `secret` within the last minute, else null. */
export function verifiedExpireRequest(secret: string, body: string, signature: string | null, now = Date.now()): string[] | null {
  if (!isSignedBy(secret, 'expire-tags', body, signature)) return null
  try {
    const parsed = JSON.parse(body) as { tags?: unknown; at?: unknown }
    if (typeof parsed.at !== 'number' || Math.abs(now - parsed.at) > EXPIRE_REQUEST_TTL_MS) return null
    if (!Array.isArray(parsed.tags) || !parsed.tags.every((tag) => typeof tag === 'string' && tag.length <= 256)) return null
    return parsed.tags.slice(0, 100) as string[]
  } catch {
    return null
  }
}

/** Called at the server's start: how to reach this server (loopback) with the shared secret. */
export function registerBackgroundExpiry(origin: string, secret: string): void {
  const expirer: Expirer = async (tags) => {
    const body = JSON.stringify({ tags, at: Date.now() })
    const response = await fetch(new URL(EXPIRE_TAGS_PATH, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [EXPIRE_SIGNATURE_HEADER]: expireSignature(secret, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`expiring ${tags.join(', ')} answered ${response.status}`)
  }
  ;(globalThis as { [EXPIRER]?: Expirer })[EXPIRER] = expirer
}

/** Expires `tags` through the server's own endpoint; false where no server registered one (scripts, tests). */
export async function expireOutsideRequest(tags: string[]): Promise<boolean> {
  const expirer = (globalThis as { [EXPIRER]?: Expirer })[EXPIRER]
  if (!expirer) return false
  await expirer(tags)
  return true
}
