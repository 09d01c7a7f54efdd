import 'server-only'

import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

/**
 * The operator signed in to the admin with these request headers (Payload's own session cookie),
 * or null. Checked on every read that only operators may make: the outbox, draft content.
 */
export async function getOperator(headers: Headers): Promise<User | null> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers })
    return user?.collection === 'users' ? (user as User) : null
  } catch {
    return null
  }
}
