import type { CollectionBeforeChangeHook } from 'payload'

import { computeTargetStatus, type RawVendorAccounts } from '@/features/app-state/business-state'
import { relationId } from '@/server/members/records'

/**
 * targetStatus is derived, never typed: it follows the vendor accounts of the member's business
 * account (EA, DELL_NO, FEDEX_NO, ODP_NO without one). Business accounts re-save their members
 * when their vendor accounts change (see BusinessAccounts hooks).
 */
export const computeMemberTargetStatus: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const businessAccountId = relationId(
    'businessAccountId' in data ? data.businessAccountId : originalDoc?.businessAccountId,
  )
  let vendorAccounts: RawVendorAccounts | null = null
  if (businessAccountId !== null) {
    const account = await req.payload
      .findByID({
        collection: 'business-accounts',
        id: businessAccountId,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
      })
      .catch(() => null)
    vendorAccounts = (account?.vendorAccounts as RawVendorAccounts | undefined) ?? null
  }
  return { ...data, targetStatus: computeTargetStatus(vendorAccounts) }
}
