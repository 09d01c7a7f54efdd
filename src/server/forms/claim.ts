import 'server-only'

import { getPayloadClient } from '@/server/payload'

/**
 * Forms someone sent before joining (the grant application says they may join while they apply)
 * with the email address they have just verified become theirs: My Requests lists them, and
 * operators see the member on each. Verifying proves the address is theirs. Only the submission's
 * member changes: no campaign, benefit or business state is added after the fact.
 */
export async function claimSubmissionsByEmail(memberId: string, email: string | null | undefined): Promise<number> {
  const address = email?.trim().toLowerCase()
  if (!address) return 0
  const payload = await getPayloadClient()
  // `like` is case-insensitive (and reads _ and % as wildcards): the exact address is checked here.
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ email: { like: address } }, { member: { exists: false } }] },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ids = docs.filter((doc) => doc.email?.trim().toLowerCase() === address).map((doc) => doc.id)
  if (ids.length === 0) return 0
  await payload.update({
    collection: 'form-submissions',
    where: { id: { in: ids } },
    data: { member: memberId },
    depth: 0,
    overrideAccess: true,
    context: { skipNotification: true },
  })
  return ids.length
}
