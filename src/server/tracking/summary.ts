import 'server-only'

import { getPool } from '@/server/db'

/** Analytics for operators over [from, to): what the admin view draws and the summary API returns. */
export interface AnalyticsSummary {
  from: string
  to: string
  visitors: number
  pageViews: number
  daily: { day: string; pageViews: number; visitors: number }[]
  topPages: { path: string; views: number; visitors: number }[]
  clicks: { eventType: string; elementId: string; label: string | null; clicks: number }[]
  forms: { form: string; starts: number; submits: number; successes: number; failures: number; successRate: number | null }[]
  funnel: { step: 'VISITOR' | 'GUEST' | 'MEMBER' | 'PLUS'; actors: number; conversion: number | null }[]
  memberInterests: { path: string; views: number; members: number }[]
  eventsByType: { eventType: string; events: number }[]
}

// A visitor is a session's user, or without one the truncated network (nothing more identifying is stored).
const ACTOR = `coalesce("user_id", 'net:' || "client_net")`
const RANGE = `"received_at" >= $1 and "received_at" < $2`
const FORM_SUCCESS = `('FORM_SUBMIT_SUCCESS', 'FORM_PART_ONE_SUBMIT_SUCCESS')`
// Buying programs (vendors, services) and benefits, on the public site and in the dashboard.
const INTEREST_PATH = `^/(dashboard/)?(vendors|services|benefits|what-we-offer)(/|$)`

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null)

export async function loadAnalyticsSummary(from: Date, to: Date): Promise<AnalyticsSummary> {
  const pool = getPool()
  const range = [from, to]
  const [totals, daily, topPages, clicks, forms, funnel, interests, byType] = await Promise.all([
    pool.query<{ visitors: number; page_views: number }>(
      `select count(distinct ${ACTOR})::int as visitors,
              count(*) filter (where "event_type" = 'PAGE_VIEW')::int as page_views
         from "tracking"."event" where ${RANGE}`,
      range,
    ),
    pool.query<{ day: string; page_views: number; visitors: number }>(
      `select to_char(date_trunc('day', "received_at" at time zone 'UTC'), 'YYYY-MM-DD') as day,
              count(*) filter (where "event_type" = 'PAGE_VIEW')::int as page_views,
              count(distinct ${ACTOR})::int as visitors
         from "tracking"."event" where ${RANGE} group by 1 order by 1`,
      range,
    ),
    pool.query<{ path: string; views: number; visitors: number }>(
      `select "path", count(*)::int as views, count(distinct ${ACTOR})::int as visitors
         from "tracking"."event" where ${RANGE} and "event_type" = 'PAGE_VIEW' and "path" is not null
        group by 1 order by views desc, "path" limit 20`,
      range,
    ),
    pool.query<{ event_type: string; element_id: string; label: string | null; clicks: number }>(
      `select "event_type", "element_id", max("label") as label, count(*)::int as clicks
         from "tracking"."event"
        where ${RANGE} and "element_id" is not null and "event_type" <> 'PAGE_VIEW' and "event_type" not like 'FORM\\_%'
        group by 1, 2 order by clicks desc, "element_id" limit 50`,
      range,
    ),
    pool.query<{ form: string; starts: number; submits: number; successes: number; failures: number }>(
      `select "element_id" as form,
              count(*) filter (where "event_type" = 'FORM_START')::int as starts,
              count(*) filter (where "event_type" = 'FORM_SUBMIT')::int as submits,
              count(*) filter (where "event_type" in ${FORM_SUCCESS})::int as successes,
              count(*) filter (where "event_type" = 'FORM_SUBMIT_FAILURE')::int as failures
         from "tracking"."event"
        where ${RANGE} and "event_type" like 'FORM\\_%' and "element_id" is not null
        group by 1 order by starts desc, form`,
      range,
    ),
    pool.query<{ visitors: number; guests: number; members: number; plus: number }>(
      `select count(distinct ${ACTOR})::int as visitors,
              count(distinct "user_id") filter (where "user_type" in ('GUEST', 'MEMBER', 'PLUS'))::int as guests,
              count(distinct "user_id") filter (where "user_type" in ('MEMBER', 'PLUS'))::int as members,
              count(distinct "user_id") filter (where "user_type" = 'PLUS')::int as plus
         from "tracking"."event" where ${RANGE}`,
      range,
    ),
    pool.query<{ path: string; views: number; members: number }>(
      `select "path", count(*)::int as views, count(distinct "user_id")::int as members
         from "tracking"."event"
        where ${RANGE} and "event_type" = 'PAGE_VIEW' and "user_type" in ('MEMBER', 'PLUS') and "path" ~ '${INTEREST_PATH}'
        group by 1 order by views desc, "path" limit 30`,
      range,
    ),
    pool.query<{ event_type: string; events: number }>(
      `select "event_type", count(*)::int as events from "tracking"."event" where ${RANGE} group by 1 order by events desc, 1`,
      range,
    ),
  ])

  const steps = funnel.rows[0] ?? { visitors: 0, guests: 0, members: 0, plus: 0 }
  const counts = [steps.visitors, steps.guests, steps.members, steps.plus]
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    visitors: totals.rows[0]?.visitors ?? 0,
    pageViews: totals.rows[0]?.page_views ?? 0,
    daily: daily.rows.map((row) => ({ day: row.day, pageViews: row.page_views, visitors: row.visitors })),
    topPages: topPages.rows,
    clicks: clicks.rows.map((row) => ({
      eventType: row.event_type,
      elementId: row.element_id,
      label: row.label,
      clicks: row.clicks,
    })),
    forms: forms.rows.map((row) => ({ ...row, successRate: rate(row.successes, row.submits) })),
    funnel: (['VISITOR', 'GUEST', 'MEMBER', 'PLUS'] as const).map((step, index) => ({
      step,
      actors: counts[index]!,
      conversion: index === 0 ? null : rate(counts[index]!, counts[index - 1]!),
    })),
    memberInterests: interests.rows,
    eventsByType: byType.rows.map((row) => ({ eventType: row.event_type, events: row.events })),
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The period of ?from=&to=: dates (YYYY-MM-DD, `to` inclusive) or ISO date-times; by default the
 * last 30 days. A message when it cannot be read.
 */
export function parsePeriod(
  fromText: string | null,
  toText: string | null,
  now: Date = new Date(),
): { ok: true; from: Date; to: Date } | { ok: false; message: string } {
  const read = (text: string, isEnd: boolean) => {
    if (DATE.test(text)) {
      const day = new Date(`${text}T00:00:00.000Z`)
      return Number.isNaN(day.getTime()) ? null : new Date(day.getTime() + (isEnd ? DAY_MS : 0))
    }
    const time = Date.parse(text)
    return /^\d{4}-\d{2}-\d{2}T/.test(text) && Number.isFinite(time) ? new Date(time) : null
  }
  const to = toText ? read(toText, true) : now
  if (!to) return { ok: false, message: 'to must be a date (YYYY-MM-DD) or an ISO date-time.' }
  const from = fromText ? read(fromText, false) : new Date(to.getTime() - 30 * DAY_MS)
  if (!from) return { ok: false, message: 'from must be a date (YYYY-MM-DD) or an ISO date-time.' }
  if (from.getTime() >= to.getTime()) return { ok: false, message: 'from must be before to.' }
  if (to.getTime() - from.getTime() > 800 * DAY_MS) return { ok: false, message: 'The period can be at most 800 days.' }
  return { ok: true, from, to }
}
