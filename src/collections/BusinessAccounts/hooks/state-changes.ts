import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'

import { notifyInTransaction } from '@/server/live/notify'

/**
 * Members of this account store a targetStatus derived from its vendor accounts: re-save them
 * (their own hook recomputes it and announces the change), then announce the account itself.
 */
export const refreshMembersAndAnnounce: CollectionAfterChangeHook = async ({ doc, req }) => {
  await req.payload.update({
    collection: 'members',
    where: { businessAccountId: { equals: doc.id } },
    data: {},
    req,
    overrideAccess: true,
    depth: 0,
  })
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
