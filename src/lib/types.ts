/** Shared vocabulary of the spec (sections 3, 4 and 6). Pure types, importable anywhere. */

export const USER_TYPES = ['ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN'] as const
export type UserType = (typeof USER_TYPES)[number]

export const APP_STATUSES = ['LOADING', 'LOGGED_OUT', 'LOGGED_IN_ANON', 'LOGGED_IN'] as const
export type AppStatus = (typeof APP_STATUSES)[number]

export interface GroupData {
  groupCode: string | null
  promoCode: string | null
  isSet: boolean
}

export const VENDOR_ACCOUNT_KEYS = [
  'DELL_ACCOUNT',
  'FEDEX_ACCOUNT',
  'ODP_CARD',
  'ODP_PORTAL',
  'ODP_ACCOUNT',
] as const
export type VendorAccountKey = (typeof VENDOR_ACCOUNT_KEYS)[number]

/** Default partner for public vendor pages and collapse cards (spec section 9). */
export const DEFAULT_PARTNER = 'ea-express'
