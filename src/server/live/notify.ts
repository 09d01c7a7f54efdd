/**
 * Publishes member-state notices on Postgres' `member_state` channel. No 'server-only' import:
 * collection hooks use it and the Payload CLI loads the collections.
 *
 * Inside a Payload operation the NOTIFY joins that operation's transaction, so Postgres delivers
 * it only on commit: a listener that re-reads the records always sees the change, and a rolled
 * back change is never announced.
 */
import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { getPool } from '@/server/db'

import { MEMBER_STATE_CHANNEL, type NoticeFields, encodeNotice } from './notice'

/** The drizzle handle of the request's transaction, or the adapter's own when there is none. */
export async function transactionDb(req: PayloadRequest): Promise<PostgresAdapter['drizzle']> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  if (req.transactionID) {
    const id = await req.transactionID
    const session = adapter.sessions?.[id]
    if (session?.db) return session.db as PostgresAdapter['drizzle']
  }
  return adapter.drizzle
}

/** Announces a change made in a Payload operation, delivered when its transaction commits. */
export async function notifyInTransaction(req: PayloadRequest, notice: NoticeFields): Promise<void> {
  const db = await transactionDb(req)
  await db.execute(sql`select pg_notify(${MEMBER_STATE_CHANNEL}, ${encodeNotice(notice)})`)
}

/** Announces a change made outside Payload (the auth user's own fields, say), right away. */
export async function notifyNow(notice: NoticeFields): Promise<void> {
  await getPool().query('select pg_notify($1, $2)', [MEMBER_STATE_CHANNEL, encodeNotice(notice)])
}
