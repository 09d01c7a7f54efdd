import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { type OrderRow, readOrderCsv } from '@/features/savings/csv'
import { type VendorProgramSlug, programKeys } from '@/features/vendor-accounts/programs'

import { findVendorAccountHolders, withoutLeadingZeros } from '@/collections/BusinessAccounts/vendor-account-holders'

type MatchedRow = OrderRow & { line: number; businessAccountId: number | string }

const CONTEXT_KEY = 'orderImportRows'

type Match = { businessAccountId: number | string } | { refusal: string }

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
      ? { businessAccountId: connected[0].id }
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

/** A line of an order, as recorded: the same business, vendor, kind, order number and product. */
const lineKey = (row: { businessAccountId: number | string; vendor: string; kind: string; orderNumber: string; productCode: string }) =>
  [String(row.businessAccountId), row.vendor, row.kind, row.orderNumber, row.productCode].join('\u0000')

/**
 * The rows whose order line is not recorded yet. A file imported twice (or two exports that
 * overlap) would otherwise count the same purchase twice in the member's savings. Rows without an
 * order number cannot be told apart from a new purchase and are kept; each row left out is
 * reported on its line.
 */
async function withoutRecordedOrders(req: PayloadRequest, rows: MatchedRow[], errors: string[]): Promise<MatchedRow[]> {
  const numbered = rows.filter((row) => row.orderNumber)
  if (numbered.length === 0) return rows
  const recorded = await req.payload.find({
    collection: 'vendor-orders',
    where: {
      and: [
        { orderNumber: { in: Array.from(new Set(numbered.map((row) => row.orderNumber))) } },
        { businessAccount: { in: Array.from(new Set(numbered.map((row) => Number(row.businessAccountId)))) } },
      ],
    },
    depth: 0,
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
      }),
    ),
  )
  return rows.filter((row) => {
    if (!row.orderNumber || !known.has(lineKey(row))) return true
    errors.push(
      `Line ${row.line}: order ${row.orderNumber}${row.productCode ? ` (${row.productCode})` : ''} is already recorded for this business.`,
    )
    return false
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
  const { rows, errors } = readOrderCsv(Buffer.from(file.data).toString('utf8'))
  const cache = new Map<string, Match>()
  const matched: MatchedRow[] = []
  for (const row of rows) {
    const match = await findBusiness(req, row.vendor, row.accountNumber, cache)
    if ('refusal' in match) errors.push(`Line ${row.line}: ${match.refusal}`)
    else matched.push({ ...row, businessAccountId: match.businessAccountId })
  }
  const fresh = await withoutRecordedOrders(req, matched, errors)
  req.context[CONTEXT_KEY] = fresh
  const report = [`Imported ${fresh.length} of ${fresh.length + errors.length} rows.`, ...errors].join('\n')
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
