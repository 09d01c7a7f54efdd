import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import { type OrderRow, decodeOrderFile, readOrderCsv } from '@/features/savings/csv'
import { type VendorProgramSlug, programKeys } from '@/features/vendor-accounts/programs'

import { findVendorAccountHolders, withoutLeadingZeros } from '@/collections/BusinessAccounts/vendor-account-holders'

type MatchedRow = OrderRow & { line: number; businessAccountId: number | string; company: string }

const CONTEXT_KEY = 'orderImportRows'

type Match = { businessAccountId: number | string; company: string } | { refusal: string }

/**
 * The business whose confirmed link holds `accountNumber` with this vendor (leading zeros
 * ignored). A number only linked and still PENDING is not matched: any member can ask to link any
 * number, so its orders wait until an operator confirms which business it belongs to.
 */
async function findBusiness(
  req: PayloadRequest,
  vendor: VendorProgramSlug,
  accountNumber: string,
  cache: Map<string, Match>,
): Promise<Match> {
  const key = `${vendor}:${withoutLeadingZeros(accountNumber)}`
  const known = cache.get(key)
  if (known) return known
  const holders = await findVendorAccountHolders(req, programKeys(vendor), accountNumber)
  const connected = holders.filter((holder) => holder.isConnected)
  const account = `${vendor.toUpperCase()} account ${accountNumber}`
  const match: Match =
    connected.length === 1
      ? { businessAccountId: connected[0].id, company: connected[0].company }
      : connected.length > 1
        ? {
            refusal: `${account} is connected to more than one business (${connected.map((holder) => holder.company).join(', ')}); keep it on the one it belongs to, then import the file again.`,
          }
        : holders.length > 0
          ? {
              refusal: `${account} is linked but not confirmed yet (${holders.map((holder) => holder.company).join(', ')}); set its link to CONNECTED in Business accounts, then import the file again.`,
            }
          : { refusal: `no business holds ${account}.` }
  cache.set(key, match)
  return match
}

/** 'YYYY-MM-DD' of an ISO date. */
const dayOf = (iso: string) => iso.slice(0, 10)

interface RecordedLine {
  businessAccountId: number | string
  vendor: string
  kind: string
  orderNumber: string
  productCode: string
  orderDate: string
  description: string
  quantity: number
  programPrice: number
  retailPrice: number
}

/**
 * What makes two lines the same purchase: with an order number, the business, vendor, kind, order
 * number and product; without one, everything the line says (its day, product, quantity, prices).
 */
function lineKey(row: RecordedLine): string {
  const common = [String(row.businessAccountId), row.vendor, row.kind, row.orderNumber]
  const rest = row.orderNumber
    ? [row.productCode]
    : [row.productCode, dayOf(row.orderDate), row.description, row.quantity, row.programPrice, row.retailPrice].map(String)
  return [...common, ...rest].join('\u0000')
}

/**
 * The rows whose order line is neither recorded yet nor an earlier line of this file. A file
 * imported twice (or two exports that overlap, or a line repeated in one file) would otherwise
 * count the same purchase twice in the member's savings. Each row left out is reported on its line.
 */
async function withoutRecordedOrders(req: PayloadRequest, rows: MatchedRow[], errors: string[]): Promise<MatchedRow[]> {
  if (rows.length === 0) return rows
  const numbers = Array.from(new Set(rows.filter((row) => row.orderNumber).map((row) => row.orderNumber)))
  const days = Array.from(new Set(rows.filter((row) => !row.orderNumber).map((row) => row.orderDate)))
  const recorded = await req.payload.find({
    collection: 'vendor-orders',
    where: {
      and: [
        { businessAccount: { in: Array.from(new Set(rows.map((row) => Number(row.businessAccountId)))) } },
        {
          or: [
            ...(numbers.length ? [{ orderNumber: { in: numbers } }] : []),
            ...(days.length ? [{ and: [{ orderNumber: { exists: false } }, { orderDate: { in: days } }] }] : []),
          ],
        },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const known = new Set(
    recorded.docs.map((order) =>
      lineKey({
        businessAccountId: typeof order.businessAccount === 'object' ? order.businessAccount.id : order.businessAccount,
        vendor: order.vendor,
        kind: order.kind,
        orderNumber: order.orderNumber ?? '',
        productCode: order.productCode ?? '',
        orderDate: order.orderDate,
        description: order.description ?? '',
        quantity: order.quantity,
        programPrice: order.programPrice,
        retailPrice: order.retailPrice,
      }),
    ),
  )
  const earlier = new Map<string, number>()
  return rows.filter((row) => {
    const key = lineKey(row)
    const what = row.orderNumber
      ? `order ${row.orderNumber}${row.productCode ? ` (${row.productCode})` : ''}`
      : 'this line, without an order number,'
    const repeated = earlier.get(key)
    if (known.has(key)) errors.push(`Line ${row.line}: ${what} is already recorded for this business.`)
    else if (repeated !== undefined) errors.push(`Line ${row.line}: ${what} repeats line ${repeated}.`)
    else {
      earlier.set(key, row.line)
      return true
    }
    return false
  })
}

/** Rows dated after today are refused: an export lists orders already placed. */
function withoutFutureRows(rows: MatchedRow[], errors: string[], now = new Date()): MatchedRow[] {
  const today = now.toISOString().slice(0, 10)
  return rows.filter((row) => {
    if (dayOf(row.orderDate) <= today) return true
    errors.push(`Line ${row.line}: orderDate ${dayOf(row.orderDate)} is after today; an export lists orders already placed.`)
    return false
  })
}

/** Notes on rows recorded but not in the member's savings: dated before their business joined Plus. */
async function beforeJoiningNotes(req: PayloadRequest, rows: MatchedRow[]): Promise<string[]> {
  const ids = Array.from(new Set(rows.map((row) => Number(row.businessAccountId))))
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'business-accounts',
    where: { id: { in: ids } },
    select: { createdAt: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const joined = new Map(docs.map((doc) => [String(doc.id), dayOf(doc.createdAt)]))
  return rows.flatMap((row) => {
    const day = joined.get(String(row.businessAccountId))
    return day && dayOf(row.orderDate) < day
      ? [
          `Line ${row.line}: recorded, but dated ${dayOf(row.orderDate)}, before ${row.company} joined Plus on ${day}, so not in its savings.`,
        ]
      : []
  })
}

/**
 * On upload: reads the CSV, matches each row to a business by its vendor account number and
 * writes the report. The matched rows wait in the request context for the import's id.
 */
export const readImportFile: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const file = req.file
  if (!file?.data) return { ...data, importedCount: 0, refusedCount: 0, report: 'No file was uploaded.' }
  const { rows, errors } = readOrderCsv(decodeOrderFile(file.data))
  const cache = new Map<string, Match>()
  const matched: MatchedRow[] = []
  for (const row of rows) {
    const match = await findBusiness(req, row.vendor, row.accountNumber, cache)
    if ('refusal' in match) errors.push(`Line ${row.line}: ${match.refusal}`)
    else matched.push({ ...row, ...match })
  }
  const fresh = await withoutRecordedOrders(req, withoutFutureRows(matched, errors), errors)
  const notes = await beforeJoiningNotes(req, fresh)
  req.context[CONTEXT_KEY] = fresh
  const report = [`Imported ${fresh.length} of ${fresh.length + errors.length} rows.`, ...errors, ...notes].join('\n')
  return { ...data, importedCount: fresh.length, refusedCount: errors.length, report }
}

/** Creates the matched rows as vendor orders of their businesses, linked to this import. */
export const createImportedOrders: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation !== 'create') return doc
  const rows = (req.context[CONTEXT_KEY] as MatchedRow[] | undefined) ?? []
  for (const row of rows) {
    await req.payload.create({
      collection: 'vendor-orders',
      data: {
        businessAccount: Number(row.businessAccountId),
        vendor: row.vendor,
        kind: row.kind,
        orderNumber: row.orderNumber || null,
        orderDate: row.orderDate,
        productCode: row.productCode || null,
        description: row.description || null,
        quantity: row.quantity,
        programPrice: row.programPrice,
        retailPrice: row.retailPrice,
        orderImport: doc.id,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}

/** Deleting an import deletes the orders it recorded, so a wrong file can be undone and imported again. */
export const deleteImportedOrders: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'vendor-orders',
    where: { orderImport: { equals: id } },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
