import 'server-only'

import { getClientAddress } from '@/server/client-address'
import { consumeRateLimit, resetRateLimit } from '@/server/rate-limit'

/**
 * Operators' sign-in attempts per client address, whatever the account: the per-account limit
 * (account-limit.ts) does not stop one address trying a password against many operator emails.
 * Members' sign-in has Better Auth's own per-address limit. A successful sign-in from the address
 * clears its count, so an operator who mistyped a few times is never held up by it.
 */
export const OPERATOR_ADDRESS_LIMIT = { limit: 30, windowSeconds: 600 } as const
export const TOO_MANY_FROM_ADDRESS =
  'Too many sign-in attempts from your network. Please wait a few minutes and try again.'

const BUCKET = 'operator-sign-in'

/** Counts one attempt from the request's address; false once the address has used up its attempts. */
export async function operatorAddressAllowed(headers: Headers): Promise<boolean> {
  const result = await consumeRateLimit({ bucket: BUCKET, key: getClientAddress(headers), ...OPERATOR_ADDRESS_LIMIT })
  return result.allowed
}

export async function clearOperatorAddress(headers: Headers): Promise<void> {
  await resetRateLimit(BUCKET, getClientAddress(headers))
}
