import type { CollectionAfterChangeHook } from 'payload'

import { notifyInTransaction } from '@/server/live/notify'

/**
 * When an operator changes a member's submission status, announce the member on the live
 * channel (delivered on commit), so their open "My requests" page refreshes.
 */
export const publishSubmissionStatus: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.member || doc.status === previousDoc?.status) return doc
  const memberId = typeof doc.member === 'object' ? doc.member.id : doc.member
  await notifyInTransaction(req, { memberId })
  return doc
}
