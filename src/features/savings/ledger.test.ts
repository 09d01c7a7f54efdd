import { describe, expect, it } from 'vitest'

import { formatCents, lineSavingsCents, lineSpendCents, monthLabel, monthOf, summarizeSavings, type LedgerLine } from './ledger'

const order = (orderDate: string, quantity: number, programPrice: number, retailPrice: number): LedgerLine => ({
  kind: 'ORDER',
  orderDate,
  quantity,
  programPrice,
  retailPrice,
})

describe('line arithmetic', () => {
  it('saves (retail − program) × quantity, in cents without floating-point drift', () => {
    expect(lineSavingsCents({ quantity: 3, programPrice: 0.1, retailPrice: 0.3 })).toBe(60)
    expect(lineSavingsCents({ quantity: 10, programPrice: 42.99, retailPrice: 64.99 })).toBe(22_000)
  })

  it('saves nothing when retail is not above program, or for no quantity', () => {
    expect(lineSavingsCents({ quantity: 2, programPrice: 10, retailPrice: 10 })).toBe(0)
    expect(lineSavingsCents({ quantity: 2, programPrice: 12, retailPrice: 10 })).toBe(0)
    expect(lineSavingsCents({ quantity: 0, programPrice: 5, retailPrice: 10 })).toBe(0)
    expect(lineSavingsCents({ quantity: Number.NaN, programPrice: 5, retailPrice: 10 })).toBe(0)
  })

  it('spends program price × quantity', () => {
    expect(lineSpendCents({ quantity: 4, programPrice: 19.99 })).toBe(7_996)
  })
})

describe('summarizeSavings', () => {
  const now = new Date('2026-11-20T12:00:00Z')

  it('adds orders up per month, newest first, and since joining', () => {
    const summary = summarizeSavings(
      [
        order('2026-10-03T10:00:00Z', 10, 42.99, 64.99), // saves 220.00
        order('2026-11-02T10:00:00Z', 2, 899, 1149), // saves 500.00
        order('2026-11-15T10:00:00Z', 5, 7.5, 9.75), // saves 11.25
      ],
      '2026-09-01T00:00:00Z',
      now,
    )
    expect(summary.months).toEqual([
      { month: '2026-11', spentCents: 183_550, savedCents: 51_125, orders: 2 },
      { month: '2026-10', spentCents: 42_990, savedCents: 22_000, orders: 1 },
    ])
    expect(summary.savedSinceJoiningCents).toBe(73_125)
    expect(summary.spentSinceJoiningCents).toBe(226_540)
    expect(summary.savedThisMonthCents).toBe(51_125)
  })

  it('leaves out orders from before joining and counts quotes apart', () => {
    const summary = summarizeSavings(
      [
        order('2026-08-31T23:59:59Z', 1, 10, 20),
        { kind: 'QUOTE', orderDate: '2026-11-10T00:00:00Z', quantity: 20, programPrice: 899, retailPrice: 1149 },
      ],
      '2026-09-01T00:00:00Z',
      now,
    )
    expect(summary.months).toEqual([])
    expect(summary.savedSinceJoiningCents).toBe(0)
    expect(summary.savedThisMonthCents).toBe(0)
    expect(summary.quotedSavingsCents).toBe(500_000)
  })

  it('counts orders from the joining day on, whatever the time of joining', () => {
    const summary = summarizeSavings([order('2026-11-20T08:00:00Z', 1, 10, 15)], '2026-11-20T17:30:00Z', now)
    expect(summary.savedSinceJoiningCents).toBe(500)
  })

  it('leaves out orders dated after today, and counts an order number once per month however many lines it has', () => {
    const numbered = (orderNumber: string, productCode: string, orderDate: string): LedgerLine => ({
      ...order(orderDate, 1, 10, 12),
      orderNumber,
      productCode,
    })
    const summary = summarizeSavings(
      [
        numbered('A-1', 'P1', '2026-11-02T12:00:00Z'),
        numbered('A-1', 'P2', '2026-11-02T12:00:00Z'),
        order('2026-11-03T12:00:00Z', 1, 10, 12),
        order('2026-11-04T12:00:00Z', 1, 10, 12),
        numbered('A-2', 'P1', '2026-11-20T23:00:00Z'), // later today: counts
        numbered('A-3', 'P1', '2026-11-21T12:00:00Z'), // tomorrow: not yet
        numbered('A-4', 'P1', '2027-03-15T12:00:00Z'),
      ],
      '2026-09-01T00:00:00Z',
      now,
    )
    expect(summary.months).toEqual([{ month: '2026-11', spentCents: 5_000, savedCents: 1_000, orders: 4 }])
    expect(summary.savedSinceJoiningCents).toBe(1_000)
  })

  it('counts only open quotes from joining on: not one its order was placed for, nor one from before joining', () => {
    const quote = (orderNumber: string, productCode: string, orderDate: string, saving: number): LedgerLine => ({
      kind: 'QUOTE',
      orderDate,
      quantity: 1,
      programPrice: 10,
      retailPrice: 10 + saving,
      orderNumber,
      productCode,
    })
    const summary = summarizeSavings(
      [
        quote('Q-1', 'P1', '2026-11-05T12:00:00Z', 15), // ordered below
        { ...order('2026-11-06T12:00:00Z', 1, 10, 25), orderNumber: 'Q-1', productCode: 'P1' },
        quote('Q-1', 'P2', '2026-11-05T12:00:00Z', 4), // same quote, another product: still open
        quote('Q-9', 'P1', '2019-06-01T12:00:00Z', 20), // before joining
        { kind: 'QUOTE', orderDate: '2026-11-07T12:00:00Z', quantity: 2, programPrice: 1, retailPrice: 2 }, // no number: open
      ],
      '2026-09-01T00:00:00Z',
      now,
    )
    expect(summary.quotedSavingsCents).toBe(400 + 200)
    expect(summary.savedSinceJoiningCents).toBe(1_500)
  })

  it('skips lines with an invalid date', () => {
    expect(summarizeSavings([order('not a date', 1, 1, 2)], '2026-01-01', now).months).toEqual([])
  })
})

describe('formatting', () => {
  it('shows cents as dollars and months by name', () => {
    expect(formatCents(73_125)).toBe('$731.25')
    expect(monthOf('2026-11-02T10:00:00Z')).toBe('2026-11')
    expect(monthOf('nope')).toBeNull()
    expect(monthLabel('2026-11')).toBe('November 2026')
  })
})
