// No 'server-only' import: collection hooks use it and the Payload CLI loads the collections.
import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { transactionDb } from '@/server/live/notify'

/**
 * Row locks for the records members and operators change at the same time. Payload writes a whole
 * record back (its arrays from what it read at the start of the update), so two updates of one
 * business account that overlap lose one of them: a benefit request and a vendor link sent
 * together kept only one. Each update first locks its row, in its transaction, before Payload
 * reads it; a read-then-write of our own (a list to append to) takes the lock before its read.
 */
const TABLES = { 'business-accounts': 'business_accounts', members: 'members' } as const
type LockedCollection = keyof typeof TABLES

/**
 * Locks the record for the rest of `req`'s transaction (FOR UPDATE), or against deletion only
 * (FOR KEY SHARE), and answers when it was last written; null when there is no such record
 * (deleted meanwhile).
 */
export async function lockRecord(
  req: PayloadRequest,
  collection: LockedCollection,
  id: number | string,
  mode: 'update' | 'key share' = 'update',
): Promise<{ updatedAt: number } | null> {
  const db = await transactionDb(req)
  const table = sql.identifier(TABLES[collection])
  const clause = mode === 'update' ? sql`for update` : sql`for key share`
  const result = await db.execute(sql`select updated_at from ${table} where id = ${id} ${clause}`)
  const row = result.rows?.[0] as { updated_at?: unknown } | undefined
  if (!row) return null
  const updatedAt = row.updated_at instanceof Date ? row.updated_at.getTime() : Date.parse(String(row.updated_at))
  return { updatedAt }
}

/**
 * Business accounts are always locked before their members (a form submission, a vendor link and an
 * account's own save, which refreshes its members, all do): a member's update first locks the
 * account it is on and the one it moves to, lowest id first, so the two orders never meet (an
 * operator moving a member while the member's requests ran deadlocked, and answered 500).
 */
async function lockAccountsOfMember(req: PayloadRequest, memberId: number | string, data: unknown): Promise<void> {
  const db = await transactionDb(req)
  const result = await db.execute(sql`select business_account_id_id as account from members where id = ${memberId}`)
  const current = (result.rows?.[0] as { account?: unknown } | undefined)?.account
  const next = data && typeof data === 'object' ? (data as { businessAccountId?: unknown }).businessAccountId : undefined
  const nextId = next && typeof next === 'object' ? (next as { id?: unknown }).id : next
  const accounts = [current, nextId]
    .map((value) => Number(value))
    .filter((value) => Number.isInteger(value) && value > 0)
  for (const account of [...new Set(accounts)].sort((a, b) => a - b)) await lockRecord(req, 'business-accounts', account)
}

/**
 * beforeOperation: an update of one record locks it before Payload reads the record to merge into.
 * The admin sends back the whole record as it was loaded, `updatedAt` included: when the record has
 * changed since (a member linked an account, requested a benefit, edited their profile), the save is
 * refused with `staleMessage` instead of writing the old lists back over the new ones.
 */
export function lockBeforeUpdate(collection: LockedCollection, staleMessage: string): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    const id = (args as { id?: number | string }).id
    if (operation !== 'update' || id === undefined || id === null || !req.transactionID) return args
    if (collection === 'members') await lockAccountsOfMember(req, id, (args as { data?: unknown }).data)
    const locked = await lockRecord(req, collection, id)
    const loadedAt = (args as { data?: { updatedAt?: unknown } }).data?.updatedAt
    if (req.payloadAPI === 'REST' && locked && typeof loadedAt === 'string' && !Number.isNaN(Date.parse(loadedAt))) {
      if (Number.isFinite(locked.updatedAt) && locked.updatedAt !== Date.parse(loadedAt)) {
        throw new APIError(staleMessage, 409, null, true)
      }
    }
    return args
  }
}
