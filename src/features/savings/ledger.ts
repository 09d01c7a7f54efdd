/**
 * The savings ledger: what membership saved a business, from the orders and quotes recorded for
 * it (program price against retail, per month and since joining). Pure arithmetic in cents, so
 * sums of many lines never drift.
 */

export const ORDER_KINDS = ['ORDER', 'QUOTE'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

export interface LedgerLine {
  kind: OrderKind
  /** ISO date of the order or quote. */
  orderDate: string
  quantity: number
  /** Unit prices in US dollars. */
  programPrice: number
  retailPrice: number
  /** The vendor's order or quote number and product code, when the export gave them. */
  orderNumber?: string | null
  productCode?: string | null
}

export interface MonthSavings {
  /** 'YYYY-MM' (UTC). */
  month: string
  /** What the business paid at program prices, in cents. */
  spentCents: number
  /** Retail minus program, in cents; never negative. */
  savedCents: number
  /** Orders that month: lines with one order number count once; lines without one, each. */
  orders: number
}

export interface SavingsSummary {
  /** Saved on orders since joining, in cents. */
  savedSinceJoiningCents: number
  spentSinceJoiningCents: number
  /** Saved on orders in the current month, in cents. */
  savedThisMonthCents: number
  /** What open quotes would save at program prices, in cents: from joining on, not yet ordered. */
  quotedSavingsCents: number
  /** Orders by month, newest first; only months since joining. */
  months: MonthSavings[]
}

const cents = (dollars: number) => Math.round(dollars * 100)

/** Saved on one line: (retail − program) × quantity, in cents; nothing when retail is not above program. */
export function lineSavingsCents(line: Pick<LedgerLine, 'quantity' | 'programPrice' | 'retailPrice'>): number {
  const quantity = Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0
  const perUnit = cents(line.retailPrice) - cents(line.programPrice)
  return perUnit > 0 ? Math.round(perUnit * quantity) : 0
}

/** Spent on one line at program prices, in cents. */
export function lineSpendCents(line: Pick<LedgerLine, 'quantity' | 'programPrice'>): number {
  const quantity = Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0
  return Math.max(0, Math.round(cents(line.programPrice) * quantity))
}

/** 'YYYY-MM' of an ISO date, in UTC; null for an invalid date. */
export function monthOf(date: string | Date): string | null {
  const parsed = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(parsed.getTime())) return null
  return `${parsed.getUTCFullYear()}-${String(parsed.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The same product on the same order or quote number: how an ordered quote is known. */
const orderedKey = (line: LedgerLine) => (line.orderNumber ? `${line.orderNumber}\u0000${line.productCode ?? ''}` : null)

/**
 * The business's savings: orders from the joining day to today count, by month (newest first).
 * Quotes are summed apart, since nothing was bought yet: those from the joining day on, and only
 * while open (no order line has the same number and product; an ordered quote is in the orders).
 */
export function summarizeSavings(lines: readonly LedgerLine[], joinedAt: string | Date, now: Date = new Date()): SavingsSummary {
  // Orders carry a day, not a time: every order from the joining day on counts, none dated after today.
  const joinedDate = new Date(joinedAt)
  const joined = Date.UTC(joinedDate.getUTCFullYear(), joinedDate.getUTCMonth(), joinedDate.getUTCDate())
  const endOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  const currentMonth = monthOf(now)
  const counted = lines.filter((line) => {
    const when = new Date(line.orderDate).getTime()
    return monthOf(line.orderDate) !== null && !Number.isNaN(when) && when < endOfToday && (Number.isNaN(joined) || when >= joined)
  })
  const ordered = new Set(counted.filter((line) => line.kind === 'ORDER').map(orderedKey))
  const byMonth = new Map<string, MonthSavings & { numbers: Set<string> }>()
  let quotedSavingsCents = 0
  for (const line of counted) {
    if (line.kind === 'QUOTE') {
      const key = orderedKey(line)
      if (key === null || !ordered.has(key)) quotedSavingsCents += lineSavingsCents(line)
      continue
    }
    const month = monthOf(line.orderDate)!
    const entry = byMonth.get(month) ?? { month, spentCents: 0, savedCents: 0, orders: 0, numbers: new Set<string>() }
    entry.spentCents += lineSpendCents(line)
    entry.savedCents += lineSavingsCents(line)
    if (!line.orderNumber || !entry.numbers.has(line.orderNumber)) entry.orders += 1
    if (line.orderNumber) entry.numbers.add(line.orderNumber)
    byMonth.set(month, entry)
  }
  const months = [...byMonth.values()]
    .map(({ numbers: _numbers, ...month }) => month)
    .sort((a, b) => b.month.localeCompare(a.month))
  return {
    savedSinceJoiningCents: months.reduce((sum, month) => sum + month.savedCents, 0),
    spentSinceJoiningCents: months.reduce((sum, month) => sum + month.spentCents, 0),
    savedThisMonthCents: months.find((month) => month.month === currentMonth)?.savedCents ?? 0,
    quotedSavingsCents,
    months,
  }
}

/** Cents as US dollars with cents: 123456 → '$1,234.56'. */
export function formatCents(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value / 100)
}

/** 'YYYY-MM' as 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number)
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  )
}
