/**
 * Shared Zod primitives (spec section 5). Every form schema composes these, so each rule and
 * message lives here once. No Node or server imports: the same code validates in the browser
 * (React Hook Form) and again on the server.
 *
 * Primitives validate without transforming (apart from trimming text), so a form's input and
 * output types stay the same; conversions such as `stripPhoneDashes` and `toE164` are explicit
 * steps at submit time. Each field reports one message at a time, in the order the spec gives.
 */
import { z } from 'zod'

import './zod-jitless'

import type { PasswordRule } from './password-rules'

import { EMAIL_MAX_LENGTH, PHONE_DIGITS, PHONE_PREFIX, US_STATES, ZIP_LENGTH } from './constants'

import { VALIDATION_MESSAGES } from './form-rules'

export { VALIDATION_MESSAGES }

type Check = (value: string) => string | null

function reportCheck(check: Check) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = check(value)
    if (message !== null) ctx.addIssue({ code: 'custom', message })
  }
}

/** A required, trimmed string reporting the first message `check` gives. */
function requiredField(check: Check, missingMessage: string) {
  return z.string({ error: missingMessage }).trim().superRefine(reportCheck(check))
}

/**
 * An optional, trimmed string: missing or blank passes, anything else must pass `check`.
 * (A union with `z.literal('')` would replace the spec's message with Zod's 'Invalid input'.)
 */
function optionalField(check: Check) {
  const report = reportCheck(check)
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value !== '') report(value, ctx)
    })
    .optional()
}

// ---------------------------------------------------------------------------
// Text

/** A required string, trimmed; empty or missing reports `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message })
}

/** An optional string, trimmed; missing is allowed. */
export const optionalText = z.string().trim().optional()

/** The most a one-line text field (a name, a company, a street) takes; any more is not a real value. */
export const SHORT_TEXT_MAX_LENGTH = 200
const SHORT_TEXT_TOO_LONG = `Please keep this under ${SHORT_TEXT_MAX_LENGTH} characters.`

/** A required one-line string: trimmed, empty reports `message`, over 200 characters is refused. */
export function requiredShortText(message: string) {
  return requiredText(message).max(SHORT_TEXT_MAX_LENGTH, { error: SHORT_TEXT_TOO_LONG })
}

/** An optional one-line string: trimmed, missing or blank allowed, over 200 characters refused. */
export const optionalShortText = z.string().trim().max(SHORT_TEXT_MAX_LENGTH, { error: SHORT_TEXT_TOO_LONG }).optional()

// ---------------------------------------------------------------------------
// Email

export interface EmailMessages {
  required: string
  invalid: string
}

/** Email with its own messages (sign-in uses 'Email is required' / 'Email must be valid'). */
export function createEmailSchema(
  messages: EmailMessages = {
    required: VALIDATION_MESSAGES.email,
    invalid: VALIDATION_MESSAGES.email,
  },
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .regex(z.regexes.email, { error: messages.invalid })
    // The longest address mail can carry (RFC 5321's 254); a 20,000-character one was accepted.
    .max(EMAIL_MAX_LENGTH, { error: messages.invalid })
}

/** Required, valid email: 'Please enter a valid email address' for both. */
export const emailSchema = createEmailSchema()

// ---------------------------------------------------------------------------
// Phone

/** 9999999999 or 999-999-9999. */
export const PHONE_PATTERN = /^(?:\d{10}|\d{3}-\d{3}-\d{4})$/

export { stripPhoneDashes } from './form-rules'

function phoneError(value: string): string | null {
  if (!/^[\d-]+$/.test(value)) return VALIDATION_MESSAGES.phonePattern
  if (value.replace(/\D/g, '').length !== PHONE_DIGITS) return VALIDATION_MESSAGES.phoneLength
  if (!PHONE_PATTERN.test(value)) return VALIDATION_MESSAGES.phonePattern
  return null
}

/**
 * A US phone number as typed: 10 digits, plain or masked 999-999-9999 (12 characters).
 * Only digits and dashes, else 'valid phone number'; not 10 digits, 'valid Phone Number
 * (10 digits)'; dashes out of place, 'valid phone number'. Kept as typed: strip the dashes
 * with `stripPhoneDashes` (or convert with `toE164`) before sending.
 */
export const phoneSchema = requiredField(phoneError, VALIDATION_MESSAGES.phonePattern)

/** A phone number that may be left blank. */
export const optionalPhoneSchema = optionalField(phoneError)

/**
 * A phone number in E.164 form: a 10-digit US number gets +1; 1 plus 10 digits gets +;
 * a number already starting with + keeps its country code. Returns null when the input
 * cannot be an E.164 number.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) {
    return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')
      ? `+${digits}`
      : null
  }
  if (digits.length === PHONE_DIGITS) return `${PHONE_PREFIX}${digits}`
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) return `+${digits}`
  return null
}

// ---------------------------------------------------------------------------
// ZIP code

/** The spec's pattern allows ZIP+4, but the field is capped at 5 characters, so: 5 digits. */
export const ZIP_PATTERN = /^\d{5}(?:[-\s]\d{4})?$/

function zipcodeError(value: string): string | null {
  if (value === '') return VALIDATION_MESSAGES.zipcodeRequired
  if (!ZIP_PATTERN.test(value) || value.length > ZIP_LENGTH)
    return VALIDATION_MESSAGES.zipcodeInvalid
  return null
}

/** Required: blank gives 'Please enter your your zipcode', anything but 5 digits 'Please enter a valid ZIP Code'. */
export const zipcodeSchema = requiredField(zipcodeError, VALIDATION_MESSAGES.zipcodeRequired)

// ---------------------------------------------------------------------------
// US state (spec section 9: the 50 states plus DC)

/** Codes and names of the 50 states and DC, lower case: 'oh', 'ohio', 'dc', 'district of columbia'. */
const US_STATE_WORDS = new Set(US_STATES.flatMap(({ value, label }) => [value.toLowerCase(), label.toLowerCase()]))

/** True for a state's code or name as people type it ('OH', 'Ohio', 'new  york', 'D.C.'). */
export function isUsState(value: string): boolean {
  return US_STATE_WORDS.has(value.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' '))
}

/** Required, typed as a code or a name; blank or anything else gives `message` ('Please enter your state'). */
export function usStateSchema(message: string) {
  return requiredField((value) => (isUsState(value) ? null : message), message)
}

// ---------------------------------------------------------------------------
// Website / domain

/** Optional http(s):// and www., dotted labels of letters, digits and hyphens, a TLD of 2+ letters, optional trailing slash. */
export const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\/?$/i

function websiteError(value: string): string | null {
  return WEBSITE_PATTERN.test(value) ? null : VALIDATION_MESSAGES.website
}

export const websiteSchema = requiredField(websiteError, VALIDATION_MESSAGES.website)

/** A website that may be left blank. */
export const optionalWebsiteSchema = optionalField(websiteError)

// ---------------------------------------------------------------------------
// Annual spend

/**
 * Annual spend in dollars. Accepts a number or the text of one (commas, spaces and a leading $
 * are ignored) and gives a number. Register the input as text: an empty field then reads as
 * required, whereas `valueAsNumber` would turn it into NaN ('must be a number').
 */
export const annualSpendSchema = z
  .union([z.number(), z.string(), z.null(), z.undefined()], {
    error: VALIDATION_MESSAGES.annualSpendNumber,
  })
  .transform((value, ctx) => {
    if (
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.annualSpendRequired })
      return z.NEVER
    }
    const amount = typeof value === 'number' ? value : parseAmount(value)
    if (!Number.isFinite(amount)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.annualSpendNumber })
      return z.NEVER
    }
    if (amount <= 0) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.annualSpendPositive })
      return z.NEVER
    }
    return amount
  })

function parseAmount(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/[,\s]/g, '')
  // Number('') and Number('0x10') would pass as numbers; only plain decimals count.
  return /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

// ---------------------------------------------------------------------------
// DUNS and Tax ID (optional: "leave blank if unsure")

export const DUNS_PATTERN = /^\d{9}$/
/** EIN (NN-NNNNNNN) or SSN-shaped (NNN-NN-NNNN). */
export const TAX_ID_PATTERN = /^(?:\d{2}-\d{7}|\d{3}-\d{2}-\d{4})$/

/** Optional: blank passes, anything else must be 9 digits. */
export const dunsSchema = optionalField((value) =>
  DUNS_PATTERN.test(value) ? null : VALIDATION_MESSAGES.duns,
)

/** Optional: blank passes, anything else must be NN-NNNNNNN or NNN-NN-NNNN. */
export const taxIdSchema = optionalField((value) =>
  TAX_ID_PATTERN.test(value) ? null : VALIDATION_MESSAGES.taxId,
)

// ---------------------------------------------------------------------------
// Passwords

export {
  checkPasswordRules,
  LOWERCASE_RULE,
  minLengthRule,
  NUMBER_RULE,
  type PasswordRule,
  type PasswordRuleCheck,
  SYMBOL_RULE,
  UPPERCASE_RULE,
} from './password-rules'

/** A password that must meet every rule; each unmet rule is its own issue, in order. */
export function createPasswordSchema(rules: readonly PasswordRule[]) {
  const first = rules[0]?.message ?? 'Please enter a password'
  return z.string({ error: first }).superRefine((password, ctx) => {
    for (const rule of rules) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message })
    }
  })
}

// ---------------------------------------------------------------------------
// Uploads

export { type UploadCandidate, uploadFileError } from './form-rules'
