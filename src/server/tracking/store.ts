import 'server-only'

import type pg from 'pg'

import { getPool } from '@/server/db'

export type TrackingRow = {
  occurredAt: Date
  eventType: string
  elementId: string | null
  label: string | null
  path: string | null
  metadata: string | null
  userId: string | null
  userType: string
  clientNet: string
}

// Months whose partition this process has made sure of; the first insert of a month creates it.
const ensuredMonths = new Set<string>()

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${date.getUTCMonth()}`

async function ensurePartition(pool: pg.Pool, now: Date): Promise<void> {
  const key = monthKey(now)
  if (ensuredMonths.has(key)) return
  await pool.query('select "tracking"."ensure_month"($1)', [now])
  ensuredMonths.add(key)
}

/**
 * Appends a batch with one multi-row insert (arrays unnested server-side): one round trip and one
 * commit per batch. Resolves only once PostgreSQL has committed, so the caller may acknowledge.
 */
export async function insertTrackingRows(rows: TrackingRow[], pool: pg.Pool = getPool()): Promise<void> {
  if (rows.length === 0) return
  await ensurePartition(pool, new Date())
  await pool.query(
    `insert into "tracking"."event"
       ("occurred_at", "event_type", "element_id", "label", "path", "metadata", "user_id", "user_type", "client_net")
     select * from unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[], $8::text[], $9::text[])`,
    [
      rows.map((row) => row.occurredAt),
      rows.map((row) => row.eventType),
      rows.map((row) => row.elementId),
      rows.map((row) => row.label),
      rows.map((row) => row.path),
      rows.map((row) => row.metadata),
      rows.map((row) => row.userId),
      rows.map((row) => row.userType),
      rows.map((row) => row.clientNet),
    ],
  )
}
