/**
 * The connection badge (spec section 4): CONNECTED (green), PENDING (red, wider pill), otherwise
 * grey 'LOADING...'. Pure: which badge a program or one vendor account shows.
 */
import type { BusinessState, VendorAccount } from '@/features/app-state/business-state'
import { isVendorAccountConnected } from '@/features/app-state/business-state'
import type { VendorAccountKey } from '@/lib/types'

export type ConnectionBadgeState = 'CONNECTED' | 'PENDING' | 'LOADING'

/** The badge of one account: null when the business has no such account (nothing to badge). */
export function accountBadgeState(
  account: VendorAccount | null | undefined,
  isChecked: boolean,
): ConnectionBadgeState | null {
  if (!isChecked) return 'LOADING'
  if (!account) return null
  return isVendorAccountConnected(account) ? 'CONNECTED' : 'PENDING'
}

/**
 * The badge of a program: CONNECTED when any of its accounts is connected, else PENDING when one
 * waits for confirmation, LOADING until the business state is checked, null when none is linked.
 */
export function programBadgeState(
  state: Pick<BusinessState, 'vendorAccounts' | 'bizStateChecked'>,
  keys: readonly VendorAccountKey[],
): ConnectionBadgeState | null {
  if (!state.bizStateChecked) return 'LOADING'
  const badges = keys.map((key) => accountBadgeState(state.vendorAccounts[key], true))
  if (badges.includes('CONNECTED')) return 'CONNECTED'
  if (badges.includes('PENDING')) return 'PENDING'
  return null
}

/** The text a badge shows. */
export function badgeLabel(state: ConnectionBadgeState): string {
  return state === 'LOADING' ? 'LOADING...' : state
}
