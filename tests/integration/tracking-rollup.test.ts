import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { getPool } from '@/server/db'
import { rollUpTracking } from '@/server/tracking/rollup'
import { loadAnalyticsSummary } from '@/server/tracking/summary'

// Runs in its own worker database (a copy of the template), so dropping old months touches no other test.
const pool = getPool()
const extra: pg.Pool[] = []

afterAll(async () => {
  for (const other of extra) await other.end().catch(() => {})
})

async function insert(at: string, eventType: string, path: string, userId: string | null, clientNet = '203.0.113.0/24') {
  await pool.query('select "tracking"."ensure_month"($1)', [at])
  await pool.query(
    `insert into "tracking"."event" ("received_at", "occurred_at", "event_type", "path", "user_id", "user_type", "client_net")
     values ($1, $1, $2, $3, $4, $5, $6)`,
    [at, eventType, path, userId, userId ? 'MEMBER' : 'VISITOR', clientNet],
  )
}

describe('rollUpTracking', () => {
  it('sums finished days into daily aggregates, drops raw months past retention, and runs on one instance at a time', async () => {
    await pool.query('truncate "tracking"."daily"')
    await insert('2024-01-10T09:00:00Z', 'PAGE_VIEW', '/benefits', null)
    await insert('2024-01-10T10:00:00Z', 'PAGE_VIEW', '/benefits', 'member-a')
    await insert('2024-01-10T11:00:00Z', 'PAGE_VIEW', '/benefits', 'member-a')
    await insert('2024-01-11T09:00:00Z', 'FAQ_TOGGLE', '/home', null, '198.51.100.0/24')

    const now = new Date('2025-03-15T12:00:00Z')
    const holder = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    extra.push(holder)
    const lockHolder = await holder.connect()
    await lockHolder.query('select pg_advisory_lock(4242011)')
    expect(await rollUpTracking(pool, 13, now)).toEqual({ ran: false, daysRolledUp: 0, droppedPartitions: [] })
    await lockHolder.query('select pg_advisory_unlock(4242011)')
    lockHolder.release()

    const result = await rollUpTracking(pool, 13, now)
    expect(result.ran).toBe(true)
    expect(result.droppedPartitions).toEqual(['event_202401'])
    const { rows } = await pool.query(
      `select to_char("day", 'YYYY-MM-DD') as day, "event_type", "path", "user_type", "events"::int, "actors"::int
         from "tracking"."daily" where "day" < '2024-02-01' order by 1, 4`,
    )
    expect(rows).toEqual([
      { day: '2024-01-10', event_type: 'PAGE_VIEW', path: '/benefits', user_type: 'MEMBER', events: 2, actors: 1 },
      { day: '2024-01-10', event_type: 'PAGE_VIEW', path: '/benefits', user_type: 'VISITOR', events: 1, actors: 1 },
      { day: '2024-01-11', event_type: 'FAQ_TOGGLE', path: '/home', user_type: 'VISITOR', events: 1, actors: 1 },
    ])
    const raw = await pool.query(`select count(*)::int as n from "tracking"."event" where "received_at" < '2024-02-01'`)
    expect(raw.rows[0].n).toBe(0)

    // A second run adds nothing twice.
    const again = await rollUpTracking(pool, 13, now)
    expect(again).toMatchObject({ ran: true, droppedPartitions: [] })
    const count = await pool.query(`select count(*)::int as n from "tracking"."daily" where "day" < '2024-02-01'`)
    expect(count.rows[0].n).toBe(3)

    // The summary of a period before the raw cut-off reads the daily aggregates.
    const summary = await loadAnalyticsSummary(new Date('2024-01-01T00:00:00Z'), new Date('2024-02-01T00:00:00Z'))
    expect(summary.pageViews).toBe(3)
    expect(summary.visitors).toBe(3)
    expect(summary.daily).toEqual([
      { day: '2024-01-10', pageViews: 3, visitors: 2 },
      { day: '2024-01-11', pageViews: 0, visitors: 1 },
    ])
    expect(summary.topPages).toEqual([{ path: '/benefits', views: 3, visitors: 2 }])
    expect(summary.clicks).toEqual([])
    expect(summary.eventsByType).toEqual([
      { eventType: 'PAGE_VIEW', events: 3 },
      { eventType: 'FAQ_TOGGLE', events: 1 },
    ])
    expect(summary.funnel.map((step) => step.actors)).toEqual([3, 1, 1, 0])
    expect(summary.memberInterests).toEqual([{ path: '/benefits', views: 2, members: 1 }])
  })
})
