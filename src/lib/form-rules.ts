/**
 * The spec's validation messages and the form rules a browser part needs without Zod (section 5):
 * the site's forms draw, hydrate and take input before their schemas (and Zod, about 31 kB of
 * gzip) are fetched on the first focus. `validation.ts` builds the Zod schemas from these and
 * re-exports them, so the server and the schemas keep one source.
 */
import type { UseFormRegisterReturn } from 'react-hook-form'

import { UPLOAD_ACCEPT, UPLOAD_ACCEPTED_EXTENSIONS, UPLOAD_MAX_BYTES } from './constants'

/** The spec's messages, word for word (including 'your your'). */
export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address',
  phonePattern: 'Please enter a valid phone number',
  phoneLength: 'Please enter a valid Phone Number (10 digits)',
  zipcodeRequired: 'Please enter your your zipcode',
  zipcodeInvalid: 'Please enter a valid ZIP Code',
  website: 'Please enter a valid website address',
  annualSpendRequired: 'Please enter your annual spend',
  annualSpendNumber: 'Annual spend must be a number',
  annualSpendPositive: 'Annual spend must be a positive number',
  duns: 'Please enter a valid 9 digit DUNS #, or leave blank if unsure.',
  taxId: 'Please enter a valid 10 digit Tax ID, or leave blank if unsure.',
  uploadTooLarge: 'File size exceeds 50MB limit',
  uploadType: `File type not accepted. Please upload: ${UPLOAD_ACCEPT}`,
} as const

/** Removes the mask's dashes: '555-123-4567' becomes '5551234567'. */
export function stripPhoneDashes(phone: string): string {
  return phone.replace(/-/g, '')
}

export interface UploadCandidate {
  name: string
  size: number
}

/** The spec's alert for a file the upload must refuse, or null when it is acceptable. */
export function uploadFileError(file: UploadCandidate): string | null {
  const name = file.name.toLowerCase()
  if (!UPLOAD_ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return VALIDATION_MESSAGES.uploadType
  }
  if (file.size > UPLOAD_MAX_BYTES) return VALIDATION_MESSAGES.uploadTooLarge
  return null
}

/**
 * Shows 10 digits as 999-999-9999 while typing (site, builder and business forms). A leading 1
 * before ten more digits is the US country code ("+1 555 123 4567") and is dropped: no US area
 * code starts with 1.
 */
export function maskPhone(value: string): string {
  const typed = value.replace(/\D/g, '')
  // Every digit is kept: a number longer than ten (another country's) shows whole and fails the
  // ten-digit rule, where cutting it would have made it a different US number.
  const digits = typed.length === 11 && typed.startsWith('1') ? typed.slice(1) : typed
  if (digits.length <= 3) return digits
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/**
 * A phone field's registration (React Hook Form's `register`) that shows what is typed, pasted or
 * filled in as 999-999-9999 before the form reads it. Every phone field of the site, builder and
 * business forms goes through it; the forms strip the dashes (or the server does) before storing.
 */
export function withPhoneMask<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement
      const masked = maskPhone(input.value)
      if (masked !== input.value) input.value = masked
      return registration.onChange(event)
    },
  }
}
