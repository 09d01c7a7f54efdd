/** The vendor account link form: which account, and its number. Shared by the form and the API. */
import { z } from 'zod'

import { VENDOR_ACCOUNT_KEYS } from '@/lib/types'

import { accountOptionOf } from './programs'

export const VENDOR_LINK_MESSAGES = {
  key: 'Please choose the account to link',
  vendorAccountNumber: 'Please enter a valid account number (4 to 20 digits)',
} as const

const ACCOUNT_NUMBER = /^\d{4,20}$/

/** Spaces and dashes people type between digit groups are dropped; what remains is 4–20 digits. */
export const vendorAccountNumberSchema = z
  .string({ error: VENDOR_LINK_MESSAGES.vendorAccountNumber })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(ACCOUNT_NUMBER, VENDOR_LINK_MESSAGES.vendorAccountNumber))

/** Any vendor's number first; then, for a vendor whose numbers have one length (FedEx: nine), that. */
export const vendorLinkSchema = z
  .object({
    key: z.enum(VENDOR_ACCOUNT_KEYS, { error: VENDOR_LINK_MESSAGES.key }),
    vendorAccountNumber: vendorAccountNumberSchema,
  })
  .superRefine(({ key, vendorAccountNumber }, ctx) => {
    // Zod runs this even when a field failed above: then the key or number may be anything (and
    // each field says one thing at a time, the general message first).
    if (!VENDOR_ACCOUNT_KEYS.includes(key) || !ACCOUNT_NUMBER.test(vendorAccountNumber)) return
    const exact = accountOptionOf(key).exactDigits
    if (exact && vendorAccountNumber.length !== exact.count)
      ctx.addIssue({ code: 'custom', path: ['vendorAccountNumber'], message: exact.message })
  })
export type VendorLinkInput = z.input<typeof vendorLinkSchema>
export type VendorLinkValues = z.output<typeof vendorLinkSchema>
