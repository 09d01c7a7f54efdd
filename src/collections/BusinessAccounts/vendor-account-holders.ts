import type { PayloadRequest } from 'payload'

import {
  isVendorAccountConnected,
  isVendorAccountPresent,
  type RawVendorAccount,
} from '@/features/app-state/business-state'
import { programKeys, programOfKey } from '@/features/vendor-accounts/programs'
import type { VendorAccountKey } from '@/lib/types'

/** An account number as vendors' exports and members may write it: leading zeros do not count. */
export const withoutLeadingZeros = (value: string) => value.trim().replace(/^0+(?=\d)/, '')

export interface VendorAccountHolder {
  id: number | string
  company: string
  /** Confirmed by an operator (or entered by one); false while the member's link is PENDING. */
  isConnected: boolean
}

/**
 * The businesses holding `accountNumber` under one of `keys` (one vendor's account kinds), leading
 * zeros ignored; refused rows do not hold a number. Only a connected holder owns the number: any
 * member can ask to link any number, so a pending link proves nothing until an operator confirms it.
 */
export async function findVendorAccountHolders(
  req: PayloadRequest,
  keys: readonly string[],
  accountNumber: string,
): Promise<VendorAccountHolder[]> {
  const stripped = withoutLeadingZeros(accountNumber)
  if (!stripped) return []
  // Stored as the member or operator wrote it: with any number of leading zeros (up to 20 digits).
  const candidates = Array.from(
    new Set([accountNumber.trim(), ...Array.from({ length: Math.max(1, 21 - stripped.length) }, (_, zeros) => '0'.repeat(zeros) + stripped)]),
  )
  const found = await req.payload.find({
    collection: 'business-accounts',
    where: { 'vendorAccounts.vendorAccountNumber': { in: candidates } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const holders: VendorAccountHolder[] = []
  for (const account of found.docs) {
    const rows = (account.vendorAccounts ?? []).filter(
      (row) =>
        keys.includes(row.key) &&
        isVendorAccountPresent(row) &&
        withoutLeadingZeros(String(row.vendorAccountNumber ?? '')) === stripped,
    )
    if (rows.length === 0) continue
    holders.push({
      id: account.id,
      company: account.company || account.businessDetails?.company || `Business account ${account.id}`,
      isConnected: rows.some((row) => isVendorAccountConnected(row)),
    })
  }
  return holders
}

type VendorRowValue = RawVendorAccount & { key?: string | null }

const rowsOf = (value: unknown): VendorRowValue[] => (Array.isArray(value) ? (value as VendorRowValue[]) : [])

/**
 * The rows this save connects: connected now, and not connected with the same number before (an
 * operator confirming a PENDING link, typing a number, or changing one).
 */
export function newlyConnectedRows(before: unknown, after: unknown): VendorRowValue[] {
  const previous = new Map(rowsOf(before).map((row) => [row.key, row]))
  return rowsOf(after).filter((row) => {
    if (!row.key || !isVendorAccountConnected(row)) return false
    const old = previous.get(row.key)
    return !(
      old &&
      isVendorAccountConnected(old) &&
      withoutLeadingZeros(String(old.vendorAccountNumber ?? '')) ===
        withoutLeadingZeros(String(row.vendorAccountNumber ?? ''))
    )
  })
}

/**
 * Refuses connecting an account number another business already has connected with the same
 * vendor: its orders and savings would go to whichever business the import found first.
 */
export async function numbersConnectedElsewhere(
  req: PayloadRequest,
  ownId: number | string | undefined,
  rows: VendorRowValue[],
): Promise<true | string> {
  for (const row of rows) {
    const number = String(row.vendorAccountNumber ?? '')
    const keys = programKeys(programOfKey(row.key as VendorAccountKey))
    const others = (await findVendorAccountHolders(req, keys, number)).filter(
      (holder) => holder.isConnected && String(holder.id) !== String(ownId ?? ''),
    )
    if (others.length > 0)
      return `Account number ${number} is already connected to ${others.map((holder) => holder.company).join(', ')} for this vendor. Refuse one of the two links, or correct the number, before connecting it here.`
  }
  return true
}
