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

/**
 * Deleting a member deletes the person's sign-in account with it (their sessions and password go
 * too, by the auth tables' cascade), in the same transaction: otherwise they stayed signed in,
 * could sign in again, and their next page made a new member record.
 */
export const deleteSignInAccount: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const db = await transactionDb(req)
  await db.execute(sql`delete from "auth"."user" where "id" = ${String(doc.id)}`)
  return doc
}
