import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { accountOptionOf, programOfKey, VENDOR_PROGRAMS } from '@/features/vendor-accounts/programs'
import { renderLinkConfirmedEmail, renderLinkRefusedEmail } from '@/features/vendor-accounts/email'
import { maskAccountNumber } from '@/lib/vendor-links'
import { VENDOR_ACCOUNT_KEYS, type VendorAccountKey } from '@/lib/types'
import { env } from '@/server/env'

interface VendorRow {
  key?: string | null
  vendorAccountNumber?: string | null
  linkStatus?: string | null
  dateUpdated?: string | null
}

const rowsOf = (value: unknown): VendorRow[] => (Array.isArray(value) ? (value as VendorRow[]) : [])
const isKey = (key: unknown): key is VendorAccountKey =>
  typeof key === 'string' && (VENDOR_ACCOUNT_KEYS as readonly string[]).includes(key)

/** Keeps the list's "Vendor links to confirm" flag in step with the rows, so operators can filter on it. */
export const markPendingVendorLinks: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const rows = rowsOf('vendorAccounts' in data ? data.vendorAccounts : originalDoc?.vendorAccounts)
  return { ...data, hasPendingVendorLinks: rows.some((row) => row.linkStatus === 'PENDING') }
}

/**
 * A row whose status or account number this save changes gets today's dateUpdated (an operator's
 * confirmation left it at the time the member linked the account). Rows the save leaves alone keep theirs.
 */
export function stampChangedVendorRows(before: unknown, after: unknown, now = new Date().toISOString()): VendorRow[] {
  const previous = new Map(rowsOf(before).map((row) => [row.key, row]))
  return rowsOf(after).map((row) => {
    const old = previous.get(row.key)
    const isChanged = old && (old.linkStatus !== row.linkStatus || old.vendorAccountNumber !== row.vendorAccountNumber)
    return isChanged ? { ...row, dateUpdated: now } : row
  })
}

export const stampVendorRowDates: CollectionBeforeChangeHook = ({ data, originalDoc }) =>
  'vendorAccounts' in data && Array.isArray(data.vendorAccounts)
    ? { ...data, vendorAccounts: stampChangedVendorRows(originalDoc?.vendorAccounts, data.vendorAccounts) }
    : data

/** Rows an operator has just decided: PENDING before this change, `status` (CONNECTED by default) after it. */
export function newlyDecidedRows(
  before: unknown,
  after: unknown,
  status: 'CONNECTED' | 'REFUSED' = 'CONNECTED',
): Array<VendorRow & { key: VendorAccountKey }> {
  const wasPending = new Set(
    rowsOf(before)
      .filter((row) => row.linkStatus === 'PENDING')
      .map((row) => row.key),
  )
  return rowsOf(after).filter(
    (row): row is VendorRow & { key: VendorAccountKey } =>
      isKey(row.key) && row.linkStatus === status && wasPending.has(row.key),
  )
}

/**
 * Emails the business's team when an operator confirms a vendor account link, or refuses it (the
 * link then leaves the member's dashboard, which says nothing of it). Mail trouble is logged,
 * never turned into a failed save: the decision itself stands.
 */
export const emailDecidedVendorLinks: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const decided = [
    ...newlyDecidedRows(previousDoc?.vendorAccounts, doc.vendorAccounts).map((row) => ({ row, render: renderLinkConfirmedEmail })),
    ...newlyDecidedRows(previousDoc?.vendorAccounts, doc.vendorAccounts, 'REFUSED').map((row) => ({
      row,
      render: renderLinkRefusedEmail,
    })),
  ]
  if (!decided.length) return doc
  const recipients = Array.from(
    new Set(
      ((doc.teamMembers ?? []) as Array<{ email?: string | null }>)
        .map((member) => member.email?.trim())
        .filter((email): email is string => Boolean(email)),
    ),
  )
  if (!recipients.length) return doc
  try {
    // Loaded here, not at the top: the Payload CLI loads collections outside Next's server runtime.
    const { getProductName, sendMail } = await import('@/server/mailer')
    const productName = await getProductName()
    for (const { row, render } of decided) {
      const program = VENDOR_PROGRAMS[programOfKey(row.key)]
      const email = render({
        productName,
        programName: program.name,
        accountLabel: accountOptionOf(row.key).label,
        accountNumber: maskAccountNumber(row.vendorAccountNumber),
        programUrl: new URL(`/dashboard/vendors/${program.slug}`, env.SITE_URL).toString(),
      })
      for (const to of recipients) await sendMail({ to, ...email })
    }
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Could not email a decided vendor account link' })
  }
  return doc
}
