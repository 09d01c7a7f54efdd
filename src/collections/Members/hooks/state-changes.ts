import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { notifyInTransaction, transactionDb } from '@/server/live/notify'

/** Open pages of this member re-read their state once the change commits. */
export const announceMemberChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await notifyInTransaction(req, { memberId: doc.id })
  return doc
}

export const announceMemberDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await notifyInTransaction(req, { memberId: doc.id })
  return doc
}

/**
 * Disabling a member ends their sessions at once (in the same transaction), so an open tab
 * cannot keep using an account an operator has just switched off.
 */
export const endSessionsOfDisabledMember: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.isDisabled && !previousDoc?.isDisabled) {
    const db = await transactionDb(req)
    await db.execute(sql`delete from "auth"."session" where "userId" = ${String(doc.id)}`)
  }
  return doc
}
