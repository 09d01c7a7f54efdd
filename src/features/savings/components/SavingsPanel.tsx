import { PiggyBank } from '@/components/icons/piggy-bank'
import { Link } from '@/components/Link'
import type { ReactNode } from 'react'

import { DASHBOARD_VENDORS_PATH } from '@/lib/portal-links'

import { type SavingsSummary, formatCents, monthLabel } from '../ledger'

// The table shows the latest months; the totals cover every month since joining.
const MONTHS_SHOWN = 6

/**
 * What membership saved the business: since joining, this month, by month, and what open quotes
 * would save. The first thing on a Plus member's dashboard.
 */
export function SavingsPanel({ summary }: { summary: SavingsSummary }) {
  return (
    <SavingsSection>
      <SavingsFigures summary={summary} />
    </SavingsSection>
  )
}

/** The panel's frame and heading, around the figures or what stands in for them while they load. */
export function SavingsSection({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="savings-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
      data-panel="savings"
    >
      <div className="flex items-center gap-3">
        <PiggyBank aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
        <h2 id="savings-heading" className="text-2xl font-extrabold text-brand-900">
          What membership saved you
        </h2>
      </div>
      {children}
    </section>
  )
}

/** Since joining, this month, open quotes and the latest months; or how savings appear. */
export function SavingsFigures({ summary }: { summary: SavingsSummary }) {
  const months = summary.months.slice(0, MONTHS_SHOWN)
  return summary.months.length === 0 && summary.quotedSavingsCents === 0 ? (
    <p className="text-ink">
      No orders are recorded for your business yet. Buy through a linked program and your savings against retail prices
      appear here, month by month.{' '}
      <Link href={DASHBOARD_VENDORS_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
        Link your vendor accounts
      </Link>
    </p>
  ) : (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1 rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-muted">Saved since joining</dt>
          <dd className="text-3xl font-extrabold text-brand-900">{formatCents(summary.savedSinceJoiningCents)}</dd>
          <dd className="text-sm text-muted">on {formatCents(summary.spentSinceJoiningCents)} paid at program prices</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-muted">Saved this month</dt>
          <dd className="text-3xl font-extrabold text-brand-900">{formatCents(summary.savedThisMonthCents)}</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-muted">Open quotes would save</dt>
          <dd className="text-3xl font-extrabold text-brand-900">{formatCents(summary.quotedSavingsCents)}</dd>
        </div>
      </dl>
      {months.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Savings by month, newest first</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 font-semibold">
                Month
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Orders
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Paid at program prices
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Saved against retail
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 font-semibold text-ink">
                  {monthLabel(month.month)}
                </th>
                <td className="py-2 text-right">{month.orders}</td>
                <td className="py-2 text-right">{formatCents(month.spentCents)}</td>
                <td className="py-2 text-right font-bold text-success">{formatCents(month.savedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
