/**
 * Reading a quote spreadsheet's cells into quote rows, and pricing them against the catalogue.
 * Pure and framework-free (unit tested in sheet-rows.test.ts); the parsing itself is in
 * parse-sheet.ts and the catalogue look-up in quote-rows.ts.
 */

/** A cell as the parser hands it over: text, number, boolean or blank. */
export type Cell = string | number | boolean | null

/** Header names (compared after normalizeHeader) for each column we look for, best first. */
export const HEADER_ALIASES = {
  productCode: [
    'product code',
    'sku',
    'item number',
    'item no',
    'item code',
    'item',
    'product number',
    'product no',
    'product id',
    'part number',
    'part no',
    'catalog number',
    'catalogue number',
    'vendor item number',
    'code',
  ],
  description: ['description', 'product description', 'item description', 'product name', 'item name', 'product', 'name', 'desc'],
  quantity: ['quantity', 'qty', 'order quantity', 'quantity ordered', 'qty ordered', 'units', 'count'],
} as const

export type ColumnKey = keyof typeof HEADER_ALIASES

/** How many rows from the top we look through for the header row (titles often come first). */
export const HEADER_SEARCH_ROWS = 20

/** 'Item #' → 'item number', 'Product_Code' and 'productCode' → 'product code', '  SKU ' → 'sku'. */
export function normalizeHeader(value: Cell): string {
  if (typeof value !== 'string' && typeof value !== 'number') return ''
  return String(value)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/\bnum\b|\bnbr\b/g, 'number')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export interface HeaderMatch {
  /** Index of the header row in the cells (0-based). */
  rowIndex: number
  /** Column index of each column found; productCode always. */
  columns: { productCode: number; description: number | null; quantity: number | null }
  /** The header text as written in the sheet, for the operator. */
  labels: { productCode: string; description: string | null; quantity: string | null }
}

function findColumn(row: readonly Cell[], key: ColumnKey, taken: ReadonlySet<number>): number | null {
  const normalized = row.map(normalizeHeader)
  for (const alias of HEADER_ALIASES[key]) {
    const index = normalized.findIndex((header, column) => header === alias && !taken.has(column))
    if (index >= 0) return index
  }
  return null
}

/** The first row (of the top HEADER_SEARCH_ROWS) naming a product code column; null when none does. */
export function detectHeader(rows: readonly (readonly Cell[])[]): HeaderMatch | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS)
  for (let rowIndex = 0; rowIndex < limit; rowIndex++) {
    const row = rows[rowIndex] ?? []
    const productCode = findColumn(row, 'productCode', new Set())
    if (productCode === null) continue
    const description = findColumn(row, 'description', new Set([productCode]))
    const quantity = findColumn(row, 'quantity', new Set([productCode, ...(description === null ? [] : [description])]))
    const label = (column: number | null) => (column === null ? null : String(row[column]).trim())
    return {
      rowIndex,
      columns: { productCode, description, quantity },
      labels: { productCode: label(productCode)!, description: label(description), quantity: label(quantity) },
    }
  }
  return null
}

/** A product code as written: trimmed text; whole numbers without '.0'. Blank → null. */
export function cellToCode(value: Cell): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  const code = value.trim()
  return code === '' ? null : code.slice(0, 100)
}

/** The key codes are matched on: case and surrounding/inner spaces do not matter. */
export const codeKey = (code: string) => code.replace(/\s+/g, '').toUpperCase()

/** A quantity cell: a positive number ('1,200', '12 boxes' and 12 all read); anything else → null. */
export function cellToQuantity(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null
  if (typeof value !== 'string') return null
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/.exec(value)
  if (!match) return null
  const quantity = Number(match[1]!.replace(/,/g, '') + (match[2] ?? ''))
  return Number.isFinite(quantity) && quantity > 0 ? quantity : null
}

const cellToText = (value: Cell): string | null => {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  return text === '' ? null : text.slice(0, 300)
}

export interface SheetLine {
  /** The row's number as the spreadsheet shows it (1-based). */
  row: number
  productCode: string
  description: string | null
  quantity: number | null
}

/** The rows under the header that have a product code (blank codes are skipped); `firstRow` numbers rows[0]. */
export function extractLines(rows: readonly (readonly Cell[])[], header: HeaderMatch, firstRow = 1): SheetLine[] {
  const lines: SheetLine[] = []
  for (let index = header.rowIndex + 1; index < rows.length; index++) {
    const row = rows[index] ?? []
    const productCode = cellToCode(row[header.columns.productCode] ?? null)
    if (!productCode) continue
    lines.push({
      row: firstRow + index,
      productCode,
      description: header.columns.description === null ? null : cellToText(row[header.columns.description] ?? null),
      quantity: header.columns.quantity === null ? null : cellToQuantity(row[header.columns.quantity] ?? null),
    })
  }
  return lines
}

/** What the catalogue knows of a product, as stored. */
export interface CatalogueProduct {
  id: number | string
  productCode: string
  productName: string
  programPrice: number | null
  retailPrice: number | null
  discountPercent: number | null
}

export interface QuoteLine extends SheetLine {
  /** Null when the code is not in the catalogue. */
  product: { id: number | string; productName: string; discountPercent: number | null } | null
  programPrice: number | null
  retailPrice: number | null
  /** Retail minus program, in dollars (0 when retail is not above program); null when unknown. */
  savingPerUnit: number | null
  /** savingPerUnit × quantity (1 when the quantity is blank); null when unknown. */
  savingTotal: number | null
}

export interface QuoteTotals {
  lines: number
  matched: number
  notInCatalogue: number
  /** Sum of savingTotal over the matched lines, in dollars. */
  totalSaving: number
}

const toCents = (amount: number) => Math.round(amount * 100)
const fromCents = (cents: number) => cents / 100

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * Prices each line against the catalogue (keyed by codeKey). Money is summed in whole cents so a
 * thousand lines add up exactly; a fractional quantity is rounded to the cent per line.
 */
export function priceLines(lines: readonly SheetLine[], catalogue: ReadonlyMap<string, CatalogueProduct>): { lines: QuoteLine[]; totals: QuoteTotals } {
  let totalCents = 0
  let matched = 0
  const priced = lines.map((line): QuoteLine => {
    const product = catalogue.get(codeKey(line.productCode))
    if (!product) return { ...line, product: null, programPrice: null, retailPrice: null, savingPerUnit: null, savingTotal: null }
    matched++
    const programPrice = finiteOrNull(product.programPrice)
    const retailPrice = finiteOrNull(product.retailPrice)
    let savingPerUnit: number | null = null
    let savingTotal: number | null = null
    if (programPrice !== null && retailPrice !== null) {
      const unitCents = Math.max(0, toCents(retailPrice) - toCents(programPrice))
      const lineCents = Math.round(unitCents * (line.quantity ?? 1))
      totalCents += lineCents
      savingPerUnit = fromCents(unitCents)
      savingTotal = fromCents(lineCents)
    }
    return {
      ...line,
      product: { id: product.id, productName: product.productName, discountPercent: finiteOrNull(product.discountPercent) },
      programPrice,
      retailPrice,
      savingPerUnit,
      savingTotal,
    }
  })
  return {
    lines: priced,
    totals: { lines: priced.length, matched, notInCatalogue: priced.length - matched, totalSaving: fromCents(totalCents) },
  }
}
