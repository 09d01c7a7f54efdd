/**
 * Business constants and limits (spec section 9), plus the option lists the forms offer.
 * Pure data and one pure helper: importable from browser, server and Payload config alike.
 * Option lists are `{ value, label }` pairs; each has a `..._VALUES` tuple for `z.enum`.
 */

export interface Option<V extends string = string> {
  readonly value: V
  readonly label: string
}

type ValuesOf<T extends readonly Option[]> = {
  -readonly [K in keyof T]: T[K] extends Option<infer V> ? V : never
}

/** The `value` of each option, keeping the literal tuple type (so `z.enum` can use it). */
export function optionValues<const T extends readonly [Option, ...Option[]]>(options: T): ValuesOf<T> {
  return options.map((option) => option.value) as ValuesOf<T>
}

/** Options whose label is the value itself (employee ranges, years, categories). */
type SelfLabelled<T extends readonly string[]> = { readonly [K in keyof T]: Option<T[K] & string> }

function selfLabelled<const T extends readonly [string, ...string[]]>(values: T): SelfLabelled<T> {
  return values.map((value) => ({ value, label: value })) as unknown as SelfLabelled<T>
}

// Breakpoints, layout, the copy feedback's timing and the blocks' labels: in ui-constants, for
// the browser parts, which would otherwise download every option list below.
export * from './ui-constants'

// ---------------------------------------------------------------------------
// Uploads, phone, ZIP

export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024
export const UPLOAD_ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const
/** For `<input type="file" accept>` and the spec's alert text. */
export const UPLOAD_ACCEPT = UPLOAD_ACCEPTED_EXTENSIONS.join(',')

export const PHONE_PREFIX = '+1'
export const PHONE_DIGITS = 10
export const PHONE_MASK = '999-999-9999'
/**
 * What a phone field takes (its maxlength): a number pasted or filled in as "+1 (555) 123-4567"
 * fits whole, and the mask then brings it to 999-999-9999. A browser cuts what is pasted to the
 * maxlength before the page sees it, so 12 would keep only "+1 (555) 12".
 */
export const PHONE_INPUT_MAX_LENGTH = 17
export const ZIP_LENGTH = 5

// ---------------------------------------------------------------------------
// Grant and lead forms

/** The technology reward grant, in US dollars. */
export const GRANT_REWARD = 5000

/** Mini lead, lead and Plus business forms. */
export const EMPLOYEE_RANGES = ['Self Employed', '1-10', '11-24', '25-50', '51-200', '200+'] as const
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number]
export const EMPLOYEE_RANGE_OPTIONS = selfLabelled(EMPLOYEE_RANGES)

export const GRANT_EMPLOYEE_RANGES = ['Self Employed', '1-10', '11-24', '25-50', '51-100', '100+'] as const
export type GrantEmployeeRange = (typeof GRANT_EMPLOYEE_RANGES)[number]
export const GRANT_EMPLOYEE_RANGE_OPTIONS = selfLabelled(GRANT_EMPLOYEE_RANGES)

export const PROSPECT_EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '200+'] as const
export type ProspectEmployeeRange = (typeof PROSPECT_EMPLOYEE_RANGES)[number]
export const PROSPECT_EMPLOYEE_RANGE_OPTIONS = selfLabelled(PROSPECT_EMPLOYEE_RANGES)

export const YEARS_IN_BUSINESS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const
export type YearsInBusiness = (typeof YEARS_IN_BUSINESS)[number]
export const YEARS_IN_BUSINESS_OPTIONS = selfLabelled(YEARS_IN_BUSINESS)

export const PROSPECT_CATEGORIES = [
  'Office Essentials',
  'Small Parcel Shipping',
  'Tech',
  'Facilities Solutions',
  'Software Tools',
  'Freight Shipping',
] as const
export type ProspectCategory = (typeof PROSPECT_CATEGORIES)[number]
export const PROSPECT_CATEGORY_OPTIONS = selfLabelled(PROSPECT_CATEGORIES)

export const COMPANY_STAGES = [
  { value: 'idea-development', label: 'Idea/Development' },
  { value: 'start-up', label: 'Start-up' },
  { value: 'growth', label: 'Growth' },
  { value: 'expansion', label: 'Expansion' },
  { value: 'maturity', label: 'Maturity' },
] as const satisfies readonly Option[]
export const COMPANY_STAGE_VALUES = optionValues(COMPANY_STAGES)
export type CompanyStage = (typeof COMPANY_STAGE_VALUES)[number]

/** Alphabetical; slugs are what the business record stores. */
export const INDUSTRIES = [
  { value: 'accounting-finance', label: 'Accounting/Finance' },
  { value: 'advertising-marketing', label: 'Advertising/Marketing' },
  { value: 'agriculture', label: 'Agriculture' },
  { value: 'architecture-engineering', label: 'Architecture/Engineering' },
  { value: 'arts-entertainment', label: 'Arts/Entertainment' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'aviation-aerospace', label: 'Aviation/Aerospace' },
  { value: 'beauty-personal-care', label: 'Beauty/Personal Care' },
  { value: 'cannabis-products-services', label: 'Cannabis Products/Services' },
  { value: 'childcare', label: 'Childcare' },
  { value: 'cleaning-janitorial', label: 'Cleaning/Janitorial' },
  { value: 'construction', label: 'Construction' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'design-creative', label: 'Design/Creative' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'education', label: 'Education' },
  { value: 'energy', label: 'Energy' },
  { value: 'event-planning', label: 'Event Planning' },
  { value: 'fitness-wellness', label: 'Fitness/Wellness' },
  { value: 'food-beverage', label: 'Food/Beverage' },
  { value: 'government', label: 'Government' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'home-services', label: 'Home Services' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'human-resources-staffing', label: 'Human Resources/Staffing' },
  { value: 'information-technology', label: 'Information Technology' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'landscaping', label: 'Landscaping' },
  { value: 'legal', label: 'Legal' },
  { value: 'logistics-transportation', label: 'Logistics/Transportation' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'media-publishing', label: 'Media/Publishing' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'pet-services', label: 'Pet Services' },
  { value: 'photography-video', label: 'Photography/Video' },
  { value: 'printing', label: 'Printing' },
  { value: 'professional-services', label: 'Professional Services' },
  { value: 'property-management', label: 'Property Management' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'religious-organizations', label: 'Religious Organizations' },
  { value: 'restaurants', label: 'Restaurants' },
  { value: 'retail', label: 'Retail' },
  { value: 'security', label: 'Security' },
  { value: 'software-saas', label: 'Software/SaaS' },
  { value: 'sports-recreation', label: 'Sports/Recreation' },
  { value: 'telecommunications', label: 'Telecommunications' },
  { value: 'travel-tourism', label: 'Travel/Tourism' },
  { value: 'utilities', label: 'Utilities' },
] as const satisfies readonly Option[]
export const INDUSTRY_VALUES = optionValues(INDUSTRIES)
export type Industry = (typeof INDUSTRY_VALUES)[number]

/** The 50 states plus DC, alphabetical by name; the value is the USPS code. */
export const US_STATES = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'DC', label: 'District of Columbia' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
] as const satisfies readonly Option[]
export const US_STATE_CODES = optionValues(US_STATES)
export type UsStateCode = (typeof US_STATE_CODES)[number]

// ---------------------------------------------------------------------------
// Builder form inputs

export const SLIDER_DEFAULTS = { min: 0, max: 300, step: 1 } as const
export const RATER_RANGE = { min: 1, max: 5 } as const

/** Form sources the lead forms fall back to when the page gives none. */
export const DEFAULT_FORM_SOURCES = [
  'lead-form-simple',
  'prospect-multi-form-1',
  'prospect-multi-form-2',
  'prospect-with-quote-form',
  'account-form-min',
  'lead-form',
] as const
export type DefaultFormSource = (typeof DEFAULT_FORM_SOURCES)[number]
/** Confirmation pseudo-route used when a form names none (spec section 2). */
export const DEFAULT_FORM_CONFIRM = 'lead-form-simple-download'

/** Shown when a form succeeds with redirect off and has no message of its own. */
export const DEFAULT_CONFIRM_MESSAGE = 'Thanks for your interest! We’ll get back to you shortly.'

// ---------------------------------------------------------------------------
// Timing (ms)

export const TRACKING_FLUSH_MS = 5000
export { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/components/ui/toast-timing'

// ---------------------------------------------------------------------------
// Random strings

export const RANDOM_STRING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!%*'

/**
 * A random string over RANDOM_STRING_ALPHABET from the Web Crypto API (browser and Node 20).
 * Bytes that would bias the result towards the first characters are drawn again.
 */
export function randomString(length: number): string {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`randomString length must be a whole number, got ${length}`)
  }
  const size = RANDOM_STRING_ALPHABET.length
  const limit = 256 - (256 % size)
  let result = ''
  while (result.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length - result.length + 8))
    for (const byte of bytes) {
      if (byte < limit) result += RANDOM_STRING_ALPHABET[byte % size]
      if (result.length === length) break
    }
  }
  return result
}

/** The largest id a document can have: ids are PostgreSQL `serial` (4-byte) columns. A larger one names no document. */
export const MAX_DOCUMENT_ID = 2_147_483_647

/** The longest email address mail can carry (RFC 5321: a 254-character path). */
export const EMAIL_MAX_LENGTH = 254
