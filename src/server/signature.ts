/**
 * HMAC-SHA256 signatures of short values under a server secret, each for one purpose (the purpose
 * is part of what is signed, so a signature made for one use never passes for another). No
 * 'server-only' import: collection hooks reach its users and the Payload CLI loads those.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export function sign(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')
}

/** Whether `given` is the signature of `value` for `purpose`, compared in constant time. */
export function isSignedBy(secret: string, purpose: string, value: string, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const expected = Buffer.from(sign(secret, purpose, value))
  const received = Buffer.from(given)
  return received.length === expected.length && timingSafeEqual(received, expected)
}
