import { describe, expect, it } from 'vitest'

import {
  type CatalogueProduct,
  type Cell,
  cellToQuantity,
  codeKey,
  detectHeader,
  extractLines,
  normalizeHeader,
  priceLines,
} from './sheet-rows'

const product = (code: string, programPrice: number | null, retailPrice: number | null, id = 1): CatalogueProduct => ({
  id,
  productCode: code,
  productName: `Product ${code}`,
  programPrice,
  retailPrice,
  discountPercent: null,
})
const catalogue = (...products: CatalogueProduct[]) => new Map(products.map((item) => [codeKey(item.productCode), item]))

describe('header detection', () => {
  it.each([
    ['Product code', 'product code'],
    ['PRODUCT_CODE', 'product code'],
    ['  SKU ', 'sku'],
    ['Item #', 'item number'],
    ['Item#', 'item number'],
    ['Item No.', 'item no'],
    ['Item Num', 'item number'],
    // The order import's own column (README), so one sheet serves both.
    ['productCode', 'product code'],
    ['itemNumber', 'item number'],
  ])('normalizes %j to %j', (header, normalized) => {
    expect(normalizeHeader(header)).toBe(normalized)
  })

  it.each(['Product code', 'SKU', 'sku', 'Item #', 'Item number', 'ITEM NUMBER', 'Part No.'])('finds the code column headed %j', (name) => {
    const header = detectHeader([[name, 'Description', 'Qty']])
    expect(header).toMatchObject({ rowIndex: 0, columns: { productCode: 0, description: 1, quantity: 2 }, labels: { productCode: name } })
  })

  it('skips title rows above the header and finds columns in any order', () => {
    const rows: Cell[][] = [['Quote request: Harbor Lane Florist'], [], ['Qty', 'Item description', null, 'Item #']]
    expect(detectHeader(rows)).toMatchObject({
      rowIndex: 2,
      columns: { productCode: 3, description: 1, quantity: 0 },
      labels: { productCode: 'Item #', description: 'Item description', quantity: 'Qty' },
    })
  })

  it('prefers an exact "Product code" over a looser "Code", and does not take "Product" for the code', () => {
    expect(detectHeader([['Code', 'Product', 'Product code']])?.columns).toEqual({ productCode: 2, description: 1, quantity: null })
  })

  it('answers null when no row in the first 20 names a code column', () => {
    expect(detectHeader([['Name', 'Price'], ['Paper', 4]])).toBeNull()
    const late: Cell[][] = [...Array.from({ length: 20 }, () => ['note']), ['SKU']]
    expect(detectHeader(late)).toBeNull()
  })
})

describe('row extraction', () => {
  it('keeps rows with a code, numbers them as the sheet does, and reads quantities', () => {
    const rows: Cell[][] = [['Our order'], ['SKU', 'Description', 'Quantity'], [348037, 'Paper', 3], [null, 'a note', 1], [' 196517 ', 'Ream', '1,200'], ['4612870', null, 'two']]
    const header = detectHeader(rows)!
    expect(extractLines(rows, header, 5)).toEqual([
      { row: 7, productCode: '348037', description: 'Paper', quantity: 3 },
      { row: 9, productCode: '196517', description: 'Ream', quantity: 1200 },
      { row: 10, productCode: '4612870', description: null, quantity: null },
    ])
  })

  it.each([
    [12, 12],
    ['12', 12],
    ['1,200', 1200],
    ['12 boxes', 12],
    ['2.5', 2.5],
    [0, null],
    [-3, null],
    ['', null],
    ['a dozen', null],
    [true, null],
    [null, null],
  ] as [Cell, number | null][])('reads quantity %j as %j', (cell, quantity) => {
    expect(cellToQuantity(cell)).toBe(quantity)
  })
})

describe('matching and savings', () => {
  const line = (productCode: string, quantity: number | null, row = 2) => ({ row, productCode, description: null, quantity })

  it('matches codes ignoring case and spaces, and marks the rest as not in the catalogue', () => {
    const { lines, totals } = priceLines([line('od 1002', 1), line('XYZ-9', 4)], catalogue(product('OD1002', 10, 12.5)))
    expect(lines[0]).toMatchObject({ product: { id: 1, productName: 'Product OD1002' }, programPrice: 10, retailPrice: 12.5, savingPerUnit: 2.5, savingTotal: 2.5 })
    expect(lines[1]).toMatchObject({ product: null, programPrice: null, retailPrice: null, savingPerUnit: null, savingTotal: null })
    expect(totals).toEqual({ lines: 2, matched: 1, notInCatalogue: 1, totalSaving: 2.5 })
  })

  it('multiplies the unit saving by the quantity, in whole cents', () => {
    const { lines, totals } = priceLines(
      [line('348037', 3), line('196517', 1200), line('4612870', null)],
      catalogue(product('348037', 42.99, 74.99, 1), product('196517', 6.79, 11.49, 2), product('4612870', 24.49, 29.99, 3)),
    )
    expect(lines.map((item) => [item.savingPerUnit, item.savingTotal])).toEqual([
      [32, 96],
      [4.7, 5640],
      [5.5, 5.5],
    ])
    expect(totals.totalSaving).toBe(5741.5)
  })

  it('adds a thousand ten-cent savings to exactly $100', () => {
    const lines = Array.from({ length: 1000 }, (_, index) => line('P1', 1, index + 2))
    expect(priceLines(lines, catalogue(product('P1', 0.2, 0.3))).totals.totalSaving).toBe(100)
  })

  it('shows no saving when retail is not above program, and none known without a retail price', () => {
    const { lines, totals } = priceLines([line('A', 2), line('B', 2)], catalogue(product('A', 5, 4, 1), product('B', 5, null, 2)))
    expect(lines[0]).toMatchObject({ savingPerUnit: 0, savingTotal: 0 })
    expect(lines[1]).toMatchObject({ programPrice: 5, retailPrice: null, savingPerUnit: null, savingTotal: null })
    expect(totals).toEqual({ lines: 2, matched: 2, notInCatalogue: 0, totalSaving: 0 })
  })

  it('rounds a fractional quantity to the cent', () => {
    expect(priceLines([line('A', 2.5)], catalogue(product('A', 1, 1.33))).lines[0]?.savingTotal).toBe(0.83)
  })
})
