import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'

import { computeTargetStatus, type RawVendorAccounts } from '@/features/app-state/business-state'
import { notifyInTransaction } from '@/server/live/notify'

/**
 * Members of this account store a targetStatus derived from its vendor accounts: the members whose
 * stored one no longer matches are saved again (their own hook recomputes it and announces the
 * change), then the account itself is announced. Members whose status is unchanged are not written:
 * a benefit request or a promo code did not change them, and an operator with one of them open
 * in the admin could otherwise not save it (its record would look changed since it was opened).
 */
export const refreshMembersAndAnnounce: CollectionAfterChangeHook = async ({ doc, req }) => {
  const targetStatus = computeTargetStatus((doc.vendorAccounts as RawVendorAccounts | undefined) ?? null)
  const { docs: members } = await req.payload.find({
    collection: 'members',
    where: { businessAccountId: { equals: doc.id } },
    select: { targetStatus: true },
    pagination: false,
    req,
    overrideAccess: true,
    depth: 0,
  })
  const isSame = (stored: unknown) => JSON.stringify(stored ?? null) === JSON.stringify(targetStatus)
  for (const member of members) {
    if (isSame(member.targetStatus)) continue
    await req.payload.update({ collection: 'members', id: member.id, data: {}, req, overrideAccess: true, depth: 0 })
  }
  await notifyInTransaction(req, { businessAccountId: doc.id })
  return doc
}

/** Members lose the link before the account goes, through Payload, so their state follows. */
export const unlinkMembersBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.update({
    collection: 'members',
    where: { businessAccountId: { equals: id } },
    data: { businessAccountId: null },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

export const announceAccountDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await notifyInTransaction(req, { businessAccountId: doc.id })
  return doc
}
