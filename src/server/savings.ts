import 'server-only'

import { type LedgerLine, type SavingsSummary, summarizeSavings } from '@/features/savings/ledger'
import { getPayloadClient } from '@/server/payload'

// A year of orders for a busy small business; the ledger sums them in one pass.
const MAX_LINES = 5000

/**
 * The savings ledger of a business: its recorded orders and quotes since it joined Plus (the
 * business account's creation), added up by src/features/savings/ledger.ts.
 */
export async function getSavingsSummary(businessAccountId: string | number): Promise<SavingsSummary | null> {
  const payload = await getPayloadClient()
  const account = await payload.findByID({
    collection: 'business-accounts',
    id: businessAccountId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    // Only when it joined Plus: the whole record costs Payload three times the work to read.
    select: { createdAt: true },
  })
  if (!account) return null
  const orders = await payload.find({
    collection: 'vendor-orders',
    where: { businessAccount: { equals: account.id } },
    sort: '-orderDate',
    limit: MAX_LINES,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { kind: true, orderDate: true, quantity: true, programPrice: true, retailPrice: true },
  })
  const lines: LedgerLine[] = orders.docs.map((order) => ({
    kind: order.kind,
    orderDate: order.orderDate,
    quantity: order.quantity,
    programPrice: order.programPrice,
    retailPrice: order.retailPrice,
  }))
  return summarizeSavings(lines, account.createdAt)
}
