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
  req.context[CONTEXT_KEY] = matched
  const report = [`Imported ${matched.length} of ${matched.length + errors.length} rows.`, ...errors].join('\n')
  return { ...data, importedCount: matched.length, refusedCount: errors.length, report }
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
