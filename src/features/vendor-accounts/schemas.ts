/** The vendor account link form: which account, and its number. Shared by the form and the API. */
import { z } from 'zod'

import { VENDOR_ACCOUNT_KEYS } from '@/lib/types'

export const VENDOR_LINK_MESSAGES = {
  key: 'Please choose the account to link',
  vendorAccountNumber: 'Please enter a valid account number (4 to 20 digits)',
} as const

/** Spaces and dashes people type between digit groups are dropped; what remains is 4–20 digits. */
export const vendorAccountNumberSchema = z
  .string({ error: VENDOR_LINK_MESSAGES.vendorAccountNumber })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{4,20}$/, VENDOR_LINK_MESSAGES.vendorAccountNumber))

export const vendorLinkSchema = z.object({
  key: z.enum(VENDOR_ACCOUNT_KEYS, { error: VENDOR_LINK_MESSAGES.key }),
  vendorAccountNumber: vendorAccountNumberSchema,
})
export type VendorLinkInput = z.input<typeof vendorLinkSchema>
export type VendorLinkValues = z.output<typeof vendorLinkSchema>
