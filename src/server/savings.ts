import 'server-only'

import { type LedgerLine, type SavingsSummary, summarizeSavings } from '@/features/savings/ledger'
import { getPayloadClient } from '@/server/payload'

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
    // Every line: a cap would drop the oldest ones from the sums without a word. The answer is
    // kept in memory until an order of the business changes (src/lib/savings-memory.ts).
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      kind: true,
      orderDate: true,
      quantity: true,
      programPrice: true,
      retailPrice: true,
      orderNumber: true,
      productCode: true,
    },
  })
  const lines: LedgerLine[] = orders.docs.map((order) => ({
    kind: order.kind,
    orderDate: order.orderDate,
    quantity: order.quantity,
    programPrice: order.programPrice,
    retailPrice: order.retailPrice,
    orderNumber: order.orderNumber,
    productCode: order.productCode,
  }))
  return summarizeSavings(lines, account.createdAt)
}
