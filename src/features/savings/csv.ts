/**
 * Vendor order exports (CSV) as operators import them: parsing and row checks. Pure.
 *
 * Columns (header names in any case and order): vendor (odp, dell or fedex), accountNumber (the
 * business's account number with that vendor), kind (ORDER or QUOTE, default ORDER),
 * orderNumber, orderDate (YYYY-MM-DD or MM/DD/YYYY), productCode, description, quantity
 * (default 1), programPrice and retailPrice (unit prices in US dollars, '$' and ',' allowed).
 */
import { z } from 'zod'

import { ORDER_KINDS } from './ledger'

export const ORDER_CSV_COLUMNS = [
  'vendor',
  'accountNumber',
  'kind',
  'orderNumber',
  'orderDate',
  'productCode',
  'description',
  'quantity',
  'programPrice',
  'retailPrice',
] as const

export const REQUIRED_ORDER_COLUMNS = ['vendor', 'accountNumber', 'orderDate', 'programPrice', 'retailPrice'] as const

/** Splits CSV text into records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let inQuotes = false
  const source = text.replace(/^\uFEFF/, '')
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!
    if (inQuotes) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') inQuotes = false
      else field += char
      continue
    }
    if (char === '"') inQuotes = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length) {
    record.push(field)
    records.push(record)
  }
  return records.filter((row) => row.some((cell) => cell.trim() !== ''))
}

const money = z
  .string()
  .transform((value) => value.replace(/[$,\s]/g, ''))
  .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'must be an amount like 12.34'))
  .transform(Number)

/** YYYY-MM-DD or MM/DD/YYYY → an ISO date at noon UTC (so no time zone moves it to another day). */
const orderDate = z.string().transform((value, ctx) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [Number.NaN, Number.NaN, Number.NaN]
  const date = new Date(Date.UTC(year, month - 1, day, 12))
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    ctx.addIssue({ code: 'custom', message: 'must be a date like 2026-11-02 or 11/02/2026' })
    return z.NEVER
  }
  return date.toISOString()
})

export const orderRowSchema = z.object({
  vendor: z.string().toLowerCase().pipe(z.enum(['odp', 'dell', 'fedex'], { error: 'must be odp, dell or fedex' })),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,20}$/, 'must be 4 to 20 digits')),
  kind: z
    .string()
    .transform((value) => (value === '' ? 'ORDER' : value.toUpperCase()))
    .pipe(z.enum(ORDER_KINDS, { error: 'must be ORDER or QUOTE' })),
  orderNumber: z.string().max(64, 'must be at most 64 characters'),
  orderDate,
  productCode: z.string().max(64, 'must be at most 64 characters'),
  description: z.string().max(300, 'must be at most 300 characters'),
  quantity: z
    .string()
    .transform((value) => (value === '' ? '1' : value))
    .pipe(z.string().regex(/^\d{1,6}$/, 'must be a whole number'))
    .transform(Number)
    .pipe(z.number().min(1, 'must be 1 or more (a return is not an order line)')),
  programPrice: money,
  retailPrice: money,
})
export type OrderRow = z.output<typeof orderRowSchema>

export interface OrderCsvResult {
  rows: Array<OrderRow & { line: number }>
  /** One message per refused line (1 is the header), or about the header itself. */
  errors: string[]
}

/**
 * The text of an uploaded export: UTF-8 (with or without its byte order mark), UTF-16 when it
 * starts with that mark (Excel's "Unicode text"), and otherwise Windows-1252, the encoding of
 * Excel's plain "CSV" on Windows, so 'Café' is not read as 'Caf\uFFFD'.
 */
export function decodeOrderFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

const normalizeHeader = (name: string) => name.trim().replace(/[\s_-]/g, '').toLowerCase()

/** Reads an order export: the rows that pass, and a message for each that does not. */
export function readOrderCsv(text: string): OrderCsvResult {
  const [header, ...records] = parseCsv(text)
  if (!header) return { rows: [], errors: ['The file is empty.'] }
  const positions = new Map(header.map((name, index) => [normalizeHeader(name), index]))
  const columnIndex = Object.fromEntries(
    ORDER_CSV_COLUMNS.map((column) => [column, positions.get(column.toLowerCase())]),
  ) as Record<(typeof ORDER_CSV_COLUMNS)[number], number | undefined>
  const missing = REQUIRED_ORDER_COLUMNS.filter((column) => columnIndex[column] === undefined)
  if (missing.length) return { rows: [], errors: [`Missing columns: ${missing.join(', ')}.`] }

  const rows: OrderCsvResult['rows'] = []
  const errors: string[] = []
  records.forEach((record, index) => {
    const line = index + 2
    const raw = Object.fromEntries(
      ORDER_CSV_COLUMNS.map((column) => {
        const at = columnIndex[column]
        return [column, at === undefined ? '' : (record[at] ?? '').trim()]
      }),
    )
    const parsed = orderRowSchema.safeParse(raw)
    if (parsed.success) rows.push({ ...parsed.data, line })
    else {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
      errors.push(`Line ${line}: ${issues.join('; ')}.`)
    }
  })
  return { rows, errors }
}
