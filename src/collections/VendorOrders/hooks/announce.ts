import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { notifyInTransaction } from '@/server/live/notify'

const accountOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** Announces each business once, when the request's transaction commits. */
async function announceBusinesses(req: PayloadRequest, accounts: unknown[]): Promise<void> {
  for (const businessAccountId of new Set(accounts.map(accountOf))) {
    if (businessAccountId !== undefined && businessAccountId !== null)
      await notifyInTransaction(req, { businessAccountId, orders: true })
  }
}

/**
 * An order recorded, changed or deleted changes its business's savings: announced on the
 * member-state channel when the transaction commits, so every instance forgets the savings it
 * kept for that business (src/lib/savings-memory.ts) and tells the business's open dashboards to
 * fetch them again (`event: savings` on /api/live). An order moved to another business
 * announces both. An import's orders share its transaction, where Postgres sends each distinct
 * notice once.
 */
export const announceOrderChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await announceBusinesses(req, [doc.businessAccount, previousDoc?.businessAccount])
  return doc
}

export const announceOrderDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await announceBusinesses(req, [doc.businessAccount])
  return doc
}
