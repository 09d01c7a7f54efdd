import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { type OrderRow, readOrderCsv } from '@/features/savings/csv'
import { type VendorProgramSlug, programKeys } from '@/features/vendor-accounts/programs'

type MatchedRow = OrderRow & { line: number; businessAccountId: number | string }

const CONTEXT_KEY = 'orderImportRows'

const withoutLeadingZeros = (value: string) => value.replace(/^0+(?=\d)/, '')

/** The business holding `accountNumber` with this vendor (leading zeros ignored), or null. */
async function findBusiness(
  req: PayloadRequest,
  vendor: VendorProgramSlug,
  accountNumber: string,
  cache: Map<string, number | string | null>,
): Promise<number | string | null> {
  const key = `${vendor}:${withoutLeadingZeros(accountNumber)}`
  if (cache.has(key)) return cache.get(key)!
  const stripped = withoutLeadingZeros(accountNumber)
  const candidates = Array.from(new Set([accountNumber, stripped, stripped.padStart(8, '0')]))
  const found = await req.payload.find({
    collection: 'business-accounts',
    where: { 'vendorAccounts.vendorAccountNumber': { in: candidates } },
    depth: 0,
    limit: 10,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const keys = new Set<string>(programKeys(vendor))
  const match = found.docs.find((account) =>
    (account.vendorAccounts ?? []).some(
      (row) =>
        keys.has(row.key) && withoutLeadingZeros(row.vendorAccountNumber ?? '') === stripped && row.linkStatus !== 'REFUSED',
    ),
  )
  const id = match?.id ?? null
  cache.set(key, id)
  return id
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
  const cache = new Map<string, number | string | null>()
  const matched: MatchedRow[] = []
  for (const row of rows) {
    const businessAccountId = await findBusiness(req, row.vendor, row.accountNumber, cache)
    if (businessAccountId === null) {
      errors.push(`Line ${row.line}: no business holds ${row.vendor.toUpperCase()} account ${row.accountNumber}.`)
    } else matched.push({ ...row, businessAccountId })
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
