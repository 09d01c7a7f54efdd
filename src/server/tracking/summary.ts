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
// Raw events from the later of `from` and the raw cut-off ($3) up to `to`.
const RAW = `"received_at" >= greatest($1::timestamptz, $3::timestamptz) and "received_at" < $2::timestamptz`
// Days before the raw cut-off exist only as daily aggregates (rollup.ts).
const ROLLED = `"day" >= ($1::timestamptz at time zone 'UTC')::date and "day" < ($3::timestamptz at time zone 'UTC')::date`
// Distinct actors of a rolled-up day: the largest count of any row, per user type (a visitor seen on
// two pages counts once; one seen on two rolled-up days counts twice).
const DAY_ACTORS = `select "day", "user_type", max("actors") as actors from "tracking"."daily" where ${ROLLED} group by 1, 2`
const FORM_SUCCESS = `('FORM_SUBMIT_SUCCESS', 'FORM_PART_ONE_SUBMIT_SUCCESS')`
// Buying programs (vendors, services) and benefits, on the public site and in the dashboard.
const INTEREST_PATH = `^/(dashboard/)?(vendors|services|benefits|what-we-offer)(/|$)`

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null)

/**
 * Where raw events begin: the first day of the oldest month partition still kept. Earlier months
 * were rolled up into "tracking"."daily" and dropped by the retention run.
 */
export async function getRawStart(): Promise<Date | null> {
  const { rows } = await getPool().query<{ month: string | null }>(
    `select min(substring(c.relname from 7)) as month from pg_inherits i
       join pg_class c on c.oid = i.inhrelid
       join pg_class p on p.oid = i.inhparent
       join pg_namespace n on n.oid = p.relnamespace
      where n.nspname = 'tracking' and p.relname = 'event' and c.relname ~ '^event_[0-9]{6}$'`,
  )
  const month = rows[0]?.month
  return month ? new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4, 6)) - 1, 1)) : null
}

export async function loadAnalyticsSummary(from: Date, to: Date): Promise<AnalyticsSummary> {
  const pool = getPool()
  // Without any raw partition every day comes from the aggregates.
  const rawStart = (await getRawStart()) ?? to
  const params = [from, to, rawStart]
  const [totals, daily, topPages, clicks, forms, funnel, interests, byType] = await Promise.all([
    pool.query<{ visitors: number; page_views: number }>(
      `select (select count(distinct ${ACTOR}) from "tracking"."event" where ${RAW})::int
              + (select coalesce(sum("actors"), 0) from (${DAY_ACTORS}) d)::int as visitors,
              (select count(*) from "tracking"."event" where ${RAW} and "event_type" = 'PAGE_VIEW')::int
              + (select coalesce(sum("events"), 0) from "tracking"."daily" where ${ROLLED} and "event_type" = 'PAGE_VIEW')::int
              as page_views`,
      params,
    ),
    pool.query<{ day: string; page_views: number; visitors: number }>(
      `select to_char("day", 'YYYY-MM-DD') as day, sum("page_views")::int as page_views, sum("visitors")::int as visitors
         from (
           select (date_trunc('day', "received_at" at time zone 'UTC'))::date as "day",
                  count(*) filter (where "event_type" = 'PAGE_VIEW') as page_views,
                  count(distinct ${ACTOR}) as visitors
             from "tracking"."event" where ${RAW} group by 1
           union all
           select "day", sum("events") filter (where "event_type" = 'PAGE_VIEW'), 0
             from "tracking"."daily" where ${ROLLED} group by 1
           union all
           select "day", 0, sum("actors") from (${DAY_ACTORS}) d group by 1
         ) t group by 1 order by 1`,
      params,
    ),
    pool.query<{ path: string; views: number; visitors: number }>(
      `select "path", sum("views")::int as views, sum("visitors")::int as visitors
         from (
           select "path", count(*) as views, count(distinct ${ACTOR}) as visitors
             from "tracking"."event" where ${RAW} and "event_type" = 'PAGE_VIEW' and "path" is not null group by 1
           union all
           select "path", sum("events"), sum("actors")
             from "tracking"."daily" where ${ROLLED} and "event_type" = 'PAGE_VIEW' and "path" <> '' group by 1
         ) t group by 1 order by views desc, "path" limit 20`,
      params,
    ),
    pool.query<{ event_type: string; element_id: string; label: string | null; clicks: number }>(
      `select "event_type", "element_id", max("label") as label, sum("clicks")::int as clicks
         from (
           select "event_type", "element_id", max("label") as label, count(*) as clicks
             from "tracking"."event"
            where ${RAW} and "element_id" is not null and "event_type" <> 'PAGE_VIEW' and "event_type" not like 'FORM\\_%'
            group by 1, 2
           union all
           select "event_type", "element_id", null, sum("events")
             from "tracking"."daily"
            where ${ROLLED} and "element_id" <> '' and "event_type" <> 'PAGE_VIEW' and "event_type" not like 'FORM\\_%'
            group by 1, 2
         ) t group by 1, 2 order by clicks desc, "element_id" limit 50`,
      params,
    ),
    pool.query<{ form: string; starts: number | null; submits: number | null; successes: number | null; failures: number | null }>(
      `select "form",
              sum("events") filter (where "event_type" = 'FORM_START')::int as starts,
              sum("events") filter (where "event_type" = 'FORM_SUBMIT')::int as submits,
              sum("events") filter (where "event_type" in ${FORM_SUCCESS})::int as successes,
              sum("events") filter (where "event_type" = 'FORM_SUBMIT_FAILURE')::int as failures
         from (
           select "element_id" as form, "event_type", count(*) as events
             from "tracking"."event" where ${RAW} and "event_type" like 'FORM\\_%' and "element_id" is not null group by 1, 2
           union all
           select "element_id", "event_type", sum("events")
             from "tracking"."daily" where ${ROLLED} and "event_type" like 'FORM\\_%' and "element_id" <> '' group by 1, 2
         ) t group by 1 order by starts desc nulls last, "form"`,
      params,
    ),
    pool.query<{ visitors: number | null; guests: number | null; members: number | null; plus: number | null }>(
      `select sum("visitors")::int as visitors, sum("guests")::int as guests, sum("members")::int as members, sum("plus")::int as plus
         from (
           select count(distinct ${ACTOR}) as visitors,
                  count(distinct "user_id") filter (where "user_type" in ('GUEST', 'MEMBER', 'PLUS')) as guests,
                  count(distinct "user_id") filter (where "user_type" in ('MEMBER', 'PLUS')) as members,
                  count(distinct "user_id") filter (where "user_type" = 'PLUS') as plus
             from "tracking"."event" where ${RAW}
           union all
           select coalesce(sum("actors"), 0),
                  coalesce(sum("actors") filter (where "user_type" in ('GUEST', 'MEMBER', 'PLUS')), 0),
                  coalesce(sum("actors") filter (where "user_type" in ('MEMBER', 'PLUS')), 0),
                  coalesce(sum("actors") filter (where "user_type" = 'PLUS'), 0)
             from (${DAY_ACTORS}) d
         ) t`,
      params,
    ),
    pool.query<{ path: string; views: number; members: number }>(
      `select "path", sum("views")::int as views, sum("members")::int as members
         from (
           select "path", count(*) as views, count(distinct "user_id") as members
             from "tracking"."event"
            where ${RAW} and "event_type" = 'PAGE_VIEW' and "user_type" in ('MEMBER', 'PLUS') and "path" ~ '${INTEREST_PATH}'
            group by 1
           union all
           select "path", sum("events"), sum("actors")
             from "tracking"."daily"
            where ${ROLLED} and "event_type" = 'PAGE_VIEW' and "user_type" in ('MEMBER', 'PLUS') and "path" ~ '${INTEREST_PATH}'
            group by 1
         ) t group by 1 order by views desc, "path" limit 30`,
      params,
    ),
    pool.query<{ event_type: string; events: number }>(
      `select "event_type", sum("events")::int as events
         from (
           select "event_type", count(*) as events from "tracking"."event" where ${RAW} group by 1
           union all
           select "event_type", sum("events") from "tracking"."daily" where ${ROLLED} group by 1
         ) t group by 1 order by events desc, 1`,
      params,
    ),
  ])

  const steps = funnel.rows[0] ?? { visitors: 0, guests: 0, members: 0, plus: 0 }
  const counts = [steps.visitors ?? 0, steps.guests ?? 0, steps.members ?? 0, steps.plus ?? 0]
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
    forms: forms.rows.map((row) => {
      const counts = { starts: row.starts ?? 0, submits: row.submits ?? 0, successes: row.successes ?? 0, failures: row.failures ?? 0 }
      return { form: row.form, ...counts, successRate: rate(counts.successes, counts.submits) }
    }),
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
