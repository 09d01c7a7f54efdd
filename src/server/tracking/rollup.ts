/**
 * Daily rollup and retention of the tracking store. Raw events of finished days (UTC) are summed
 * into "tracking"."daily" (events and distinct visitors per day, event, element, page and user
 * type); raw months older than the retention period are dropped whole (partition by partition, so
 * nothing is deleted row by row). Runs inside the app on a timer; a session-level advisory lock
 * makes one instance do it while the others skip. No 'server-only': tests call it directly.
 */
import type pg from 'pg'
import { scheduleJob } from '../schedule'

const ROLLUP_LOCK_ID = 4_242_011
const HOUR_MS = 60 * 60 * 1000

export type RollupResult = { ran: boolean; daysRolledUp: number; droppedPartitions: string[] }

export async function rollUpTracking(pool: pg.Pool, retentionMonths: number, now: Date = new Date()): Promise<RollupResult> {
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [ROLLUP_LOCK_ID])
    if (!rows[0]?.locked) return { ran: false, daysRolledUp: 0, droppedPartitions: [] }
    try {
      await client.query('begin')
      // From the day after the last rolled-up one (or the first raw event) up to, not including, today.
      const rolled = await client.query<{ days: number }>(
        `with bounds as (
           select coalesce((select max("day") + 1 from "tracking"."daily"),
                           (select min("received_at" at time zone 'UTC')::date from "tracking"."event")) as start_day,
                  ($1::timestamptz at time zone 'UTC')::date as end_day
         ), inserted as (
           insert into "tracking"."daily" ("day", "event_type", "element_id", "path", "user_type", "events", "actors")
           select ("received_at" at time zone 'UTC')::date, "event_type", coalesce("element_id", ''), coalesce("path", ''),
                  "user_type", count(*), count(distinct coalesce("user_id", 'net:' || "client_net"))
             from "tracking"."event", bounds
            where bounds.start_day is not null
              and "received_at" >= (bounds.start_day::timestamp at time zone 'UTC')
              and "received_at" < (bounds.end_day::timestamp at time zone 'UTC')
            group by 1, 2, 3, 4, 5
           returning "day"
         )
         select count(distinct "day")::int as days from inserted`,
        [now],
      )
      await client.query('commit')

      // Whole months older than the retention period go; their days are in "daily" by now.
      const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retentionMonths, 1))
      const partitions = await client.query<{ name: string }>(
        `select c.relname as name from pg_inherits i
           join pg_class c on c.oid = i.inhrelid
           join pg_class p on p.oid = i.inhparent
           join pg_namespace n on n.oid = p.relnamespace
          where n.nspname = 'tracking' and p.relname = 'event'`,
      )
      const dropped: string[] = []
      for (const { name } of partitions.rows) {
        const match = /^event_(\d{4})(\d{2})$/.exec(name)
        if (!match) continue
        const monthEnd = Date.UTC(Number(match[1]), Number(match[2]), 1)
        if (monthEnd <= cutoff.getTime()) {
          await client.query(`drop table "tracking"."${name}"`)
          dropped.push(name)
        }
      }
      await client.query('select "tracking"."ensure_month"($1::timestamptz + interval \'1 month\')', [now])
      return { ran: true, daysRolledUp: rolled.rows[0]?.days ?? 0, droppedPartitions: dropped }
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      await client.query('select pg_advisory_unlock($1)', [ROLLUP_LOCK_ID]).catch(() => {})
    }
  } finally {
    client.release()
  }
}

/** Starts the hourly rollup in this process (first run a minute after start). Errors are logged only. */
export function scheduleTrackingRollup(getPool: () => pg.Pool, retentionMonths: number): () => void {
  return scheduleJob('[tracking] rollup', async () => getPool(), (pool) => rollUpTracking(pool, retentionMonths), {
    firstAfterMs: 60_000,
    everyMs: HOUR_MS,
  })
}
