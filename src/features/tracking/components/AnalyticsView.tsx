import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { firstQueryValue } from '@/lib/portal-links'
import { loadAnalyticsSummary, parsePeriod } from '@/server/tracking/summary'

import { DailyColumnChart, HorizontalBarChart } from './charts'

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 1000) / 10}%`)

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `analytics-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} style={{ marginBlock: '2rem' }}>
      <h2 id={id} style={{ marginBottom: '0.75rem' }}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  if (!rows.length) return null
  return (
    // Payload's own table styles grey the header out below AA contrast; these tables keep the text colour.
    <table style={{ marginTop: '0.75rem', borderCollapse: 'collapse', minWidth: '50%', color: 'var(--theme-text)' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col" style={{ textAlign: 'left', paddingRight: '1.5rem', color: 'var(--theme-text)' }}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column} style={{ paddingRight: '1.5rem' }}>
                {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The admin's analytics view (/admin/analytics), for operators: the same figures as
 * GET /api/analytics/summary, as charts with tables beneath.
 */
export async function AnalyticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const template = (children: ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ marginBlock: '1.5rem' }}>Analytics</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
  if (req.user?.collection !== 'users') return template(<p>Sign in to the admin to see analytics.</p>)

  const fromText = firstQueryValue(searchParams?.from) ?? null
  const toText = firstQueryValue(searchParams?.to) ?? null
  const period = parsePeriod(fromText, toText)
  // Without dates the view reports the last 30 days; the inputs show those days rather than start empty.
  const shownFrom = fromText ?? (period.ok ? isoDay(period.from) : '')
  const shownTo = toText ?? (period.ok ? isoDay(new Date(period.to.getTime() - 1)) : '')
  const form = (
    <form method="get" style={{ display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap' }}>
      <label style={{ display: 'grid', gap: 4 }}>
        From
        <input type="date" name="from" defaultValue={shownFrom} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        To
        <input type="date" name="to" defaultValue={shownTo} />
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small">
        Show
      </button>
      <a href={`/api/analytics/summary?${new URLSearchParams({ ...(fromText ? { from: fromText } : {}), ...(toText ? { to: toText } : {}) })}`}>
        Export as JSON
      </a>
    </form>
  )
  if (!period.ok) return template(<>{form}<p role="alert">{period.message}</p></>)

  const data = await loadAnalyticsSummary(period.from, period.to)
  const label = `${data.from.slice(0, 10)} to ${isoDay(new Date(new Date(data.to).getTime() - 1))}`
  return template(
    <>
      {form}
      <p style={{ marginTop: '1rem' }}>
        {label}: <strong>{data.visitors.toLocaleString('en-US')}</strong> visitors,{' '}
        <strong>{data.pageViews.toLocaleString('en-US')}</strong> page views.
      </p>

      <Section title="Page views by day">
        <DailyColumnChart title={`Page views per day, ${label}`} days={data.daily} />
        <Table caption="Page views and visitors per day" head={['Day', 'Page views', 'Visitors']} rows={data.daily.map((day) => [day.day, day.pageViews, day.visitors])} />
      </Section>

      <Section title="Top pages">
        <HorizontalBarChart title="Most viewed pages" unit="views" data={data.topPages.map((page) => ({ label: page.path, value: page.views }))} />
        <Table caption="Top pages" head={['Page', 'Views', 'Visitors']} rows={data.topPages.map((page) => [page.path, page.views, page.visitors])} />
      </Section>

      <Section title="Visitor to Plus">
        <HorizontalBarChart
          title="Funnel: visitors, guests, members, Plus"
          unit="people"
          data={data.funnel.map((step) => ({ label: step.step, value: step.actors, note: step.conversion === null ? '' : `(${percent(step.conversion)})` }))}
        />
        <Table caption="Funnel with conversion from the step before" head={['Step', 'People', 'Conversion']} rows={data.funnel.map((step) => [step.step, step.actors, percent(step.conversion)])} />
      </Section>

      <Section title="Forms">
        <HorizontalBarChart title="Form starts" unit="starts" data={data.forms.map((row) => ({ label: row.form, value: row.starts, note: `(${percent(row.successRate)} success)` }))} />
        <Table caption="Form starts, submits and success rate" head={['Form', 'Starts', 'Submits', 'Successes', 'Failures', 'Success rate']} rows={data.forms.map((row) => [row.form, row.starts, row.submits, row.successes, row.failures, percent(row.successRate)])} />
      </Section>

      <Section title="Clicks per tracked element">
        <HorizontalBarChart title="Clicks per tracked element" unit="clicks" data={data.clicks.slice(0, 15).map((row) => ({ label: row.label ?? row.elementId, value: row.clicks }))} />
        <Table caption="Clicks per element" head={['Event', 'Element', 'Label', 'Clicks']} rows={data.clicks.map((row) => [row.eventType, row.elementId, row.label ?? '', row.clicks])} />
      </Section>

      <Section title="Programs and benefits members open">
        <HorizontalBarChart title="Programs and benefits members open" unit="views" data={data.memberInterests.map((row) => ({ label: row.path, value: row.views }))} />
        <Table caption="Program and benefit pages viewed by members" head={['Page', 'Views', 'Members']} rows={data.memberInterests.map((row) => [row.path, row.views, row.members])} />
      </Section>
    </>,
  )
}
