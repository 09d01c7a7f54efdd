import 'server-only'

import { isIP } from 'node:net'

import { env } from '@/server/env'

/** Set by the server on every request from the socket's address (scripts/lib/connection-address.mjs). */
export const CONNECTION_ADDRESS_HEADER = 'x-ea-connection-address'

/** Set by the auth handler to getClientAddress()'s answer for Better Auth's own limiter. */
export const CLIENT_ADDRESS_HEADER = 'x-ea-client-address'

/**
 * The address a request came from, for rate limits and truncated analytics. One place decides
 * which forwarded headers to believe, so every limiter keys on the same thing.
 *
 * With no trusted proxy (TRUSTED_PROXY_HOPS=0, the default) only the connection's own address
 * counts: X-Forwarded-For is written by whoever sends the request. Behind N proxies, each appends
 * the address it got the request from, so the client is the Nth entry from the right of the chain
 * "X-Forwarded-For, connection address"; anything further left was written by the client.
 */
export function getClientAddress(headers: Headers, trustedHops: number = env.TRUSTED_PROXY_HOPS): string {
  const connection = normalize(headers.get(CONNECTION_ADDRESS_HEADER))
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = connection ? [...forwarded, connection] : forwarded
  if (trustedHops <= 0 || !connection) return connection ?? 'unknown'
  const index = Math.max(0, chain.length - 1 - trustedHops)
  return normalize(chain[index]) ?? 'unknown'
}

/** An IP address as one key: IPv4-mapped IPv6 becomes IPv4; anything that is not an address is null. */
function normalize(value: string | null | undefined): string | null {
  if (!value) return null
  let address = value.trim()
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'))
  if (address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return isIP(address) ? address.toLowerCase() : null
}
