/**
 * Every public form of the spec (sections 3 "Lead submission" and "Other forms", 5, 7): one Zod
 * schema per form, used by React Hook Form in the browser and parsed again by POST /api/forms.
 * Messages are the spec's, word for word; shared rules come from '@/lib/validation'.
 *
 * Lead forms all send formType 'leads' (spec 7), so the request names which lead form it is in
 * `form`; the other formTypes (ProspectMultiStepForm1, ...) identify their form on their own.
 */
import { z } from 'zod'

import { FORM_MESSAGES, FORM_TYPE_BY_KIND, HONEYPOT_FIELD } from './form-kinds'

import {
  EMPLOYEE_RANGES,
  GRANT_EMPLOYEE_RANGES,
  INDUSTRY_VALUES,
  MAX_DOCUMENT_ID,
  PROSPECT_CATEGORIES,
  PROSPECT_EMPLOYEE_RANGES,
  YEARS_IN_BUSINESS,
} from '@/lib/constants'
import {
  annualSpendSchema,
  emailSchema,
  optionalShortText,
  optionalWebsiteSchema,
  phoneSchema,
  requiredShortText,
  requiredText,
  stripPhoneDashes,
  usStateSchema,
  websiteSchema,
  zipcodeSchema,
} from '@/lib/validation'

export { FORM_MESSAGES, HONEYPOT_FIELD }

/** Where the form was sent from: the page's form source (spec 7: "formData ... plus pageSource"). */
export const pageSourceSchema = z
  .string({ error: 'The form did not say which page it came from.' })
  .trim()
  .min(1, { error: 'The form did not say which page it came from.' })
  .max(200, { error: 'The page source is too long.' })
  .regex(/^[\w\-/]+$/, { error: 'The page source may hold only letters, digits, dashes and slashes.' })

/** A bounded, trimmed free text (text boxes): long enough for real answers, not for abuse. */
function requiredLongText(message: string, max = 5000) {
  return requiredText(message).max(max, { error: `Please keep this under ${max} characters.` })
}

function mustAccept(message: string) {
  return z.boolean({ error: message }).refine((value) => value, { error: message })
}

const person = {
  firstName: requiredShortText(FORM_MESSAGES.firstName),
  lastName: requiredShortText(FORM_MESSAGES.lastName),
  email: emailSchema,
}

const businessAddress = {
  address1: requiredShortText(FORM_MESSAGES.address1),
  address2: optionalShortText,
  city: requiredShortText(FORM_MESSAGES.city),
  state: usStateSchema(FORM_MESSAGES.state),
  zipcode: zipcodeSchema,
}

// ---------------------------------------------------------------------------
// Lead family (formType 'leads')

/** Grant form (spec 5 "Grant form"): the $5,000 technology reward application. */
export const grantFormSchema = z.object({
  company: requiredShortText(FORM_MESSAGES.company),
  ...person,
  ...businessAddress,
  phoneNumber: phoneSchema,
  numberOfEmployees: z.enum(GRANT_EMPLOYEE_RANGES, { error: FORM_MESSAGES.grantEmployees }),
  numberOfYears: z.enum(YEARS_IN_BUSINESS, { error: FORM_MESSAGES.numberOfYears }),
  about: requiredLongText(FORM_MESSAGES.about),
  industry: z.enum(INDUSTRY_VALUES, { error: FORM_MESSAGES.industry }),
  why: requiredLongText(FORM_MESSAGES.why),
  womanOwned: z.boolean().default(false),
  minorityOwned: z.boolean().default(false),
  lgbtqOwned: z.boolean().default(false),
  veteranOwned: z.boolean().default(false),
  pageSource: pageSourceSchema,
})
export type GrantFormInput = z.input<typeof grantFormSchema>

/** Lead form: the grant form minus years, about, industry, why and the ownership flags. */
export const leadFormSchema = z.object({
  company: requiredShortText(FORM_MESSAGES.company),
  ...person,
  ...businessAddress,
  phoneNumber: phoneSchema,
  numberOfEmployees: z.enum(EMPLOYEE_RANGES, { error: FORM_MESSAGES.grantEmployees }),
  pageSource: pageSourceSchema,
})

/** Mini lead form: company, names, email, employees, all required. */
export const miniLeadFormSchema = z.object({
  company: requiredShortText(FORM_MESSAGES.company),
  ...person,
  numberOfEmployees: z.enum(EMPLOYEE_RANGES, { error: FORM_MESSAGES.grantEmployees }),
  pageSource: pageSourceSchema,
})

/** Simple lead form, also the Spend Navigator's step 1 ("prospect step 1 (same)"). */
export const simpleLeadFormSchema = z.object({
  ...person,
  company: requiredShortText(FORM_MESSAGES.company),
  pageSource: pageSourceSchema,
})

/** Supplier lead form: phone sent without dashes, job title, company website. */
export const supplierLeadFormSchema = z.object({
  ...person,
  phoneNumber: phoneSchema,
  company: requiredShortText(FORM_MESSAGES.company),
  jobTitle: requiredShortText(FORM_MESSAGES.jobTitle),
  domain: websiteSchema,
  pageSource: pageSourceSchema,
})

// ---------------------------------------------------------------------------
// Prospect family

/** Spend Navigator step 2: employees, annual spend, categories. */
export const prospectStepTwoSchema = z.object({
  numberOfEmployees: z.enum(PROSPECT_EMPLOYEE_RANGES, { error: FORM_MESSAGES.prospectEmployees }),
  annualSpend: annualSpendSchema,
  categories: z
    .array(z.enum(PROSPECT_CATEGORIES, { error: FORM_MESSAGES.categories }), { error: FORM_MESSAGES.categories })
    .min(1, { error: FORM_MESSAGES.categories })
    .max(PROSPECT_CATEGORIES.length, { error: FORM_MESSAGES.categories }),
  pageSource: pageSourceSchema,
})
export type ProspectStepTwoInput = z.input<typeof prospectStepTwoSchema>

export const QUOTE_FILE_NOT_FOUND_MESSAGE = 'The uploaded file was not found. Please upload it again.'

/** The reference POST /api/upload-file answers with, sent back as quoteData. */
export const quoteFileReferenceSchema = z.object({
  fileId: z
    .union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()], { error: 'The uploaded file reference is not valid.' })
    .refine((id) => Number(id) <= MAX_DOCUMENT_ID, { error: QUOTE_FILE_NOT_FOUND_MESSAGE }),
  /** The upload's proof that the file is the sender's own (checked by the form endpoint). */
  fileToken: z.string().max(200).optional(),
  fileName: z.string().max(255),
  fileSize: z.number().int().nonnegative(),
  mimeType: z.string().max(200),
})
export type QuoteFileReference = z.infer<typeof quoteFileReferenceSchema>

/** Request for quote: prospect details, spend, optional website and spreadsheet, terms. */
export const prospectWithQuoteSchema = z.object({
  ...person,
  company: requiredShortText(FORM_MESSAGES.company),
  numberOfEmployees: z.enum(PROSPECT_EMPLOYEE_RANGES, { error: FORM_MESSAGES.prospectEmployees }),
  annualSpend: annualSpendSchema,
  domain: optionalWebsiteSchema,
  quoteData: quoteFileReferenceSchema.nullable().default(null),
  terms: mustAccept(FORM_MESSAGES.quoteTerms),
  pageSource: pageSourceSchema,
})
export type ProspectWithQuoteInput = z.input<typeof prospectWithQuoteSchema>

/** Member business-account form. */
export const businessAccountFormSchema = z.object({
  ...person,
  company: requiredShortText(FORM_MESSAGES.company),
  terms: mustAccept(FORM_MESSAGES.accountTerms),
  pageSource: pageSourceSchema,
})

/** Benefits request: the partner names picked as pills. */
export const benefitsFormSchema = z.object({
  selectedList: z
    .array(z.string().trim().min(1).max(200), { error: FORM_MESSAGES.benefits })
    .min(1, { error: FORM_MESSAGES.benefits })
    .max(50, { error: 'Please pick at most 50 benefits.' }),
  pageSource: pageSourceSchema.optional(),
})

// ---------------------------------------------------------------------------
// The request envelope of POST /api/forms

/** Which concrete form a submission is: the `form` stored with it. */
export const FORM_KINDS = {
  grant: { formType: FORM_TYPE_BY_KIND.grant, schema: grantFormSchema, label: 'Grant application' },
  lead: { formType: FORM_TYPE_BY_KIND.lead, schema: leadFormSchema, label: 'Lead form' },
  'mini-lead': { formType: FORM_TYPE_BY_KIND['mini-lead'], schema: miniLeadFormSchema, label: 'Mini lead form' },
  'simple-lead': { formType: FORM_TYPE_BY_KIND['simple-lead'], schema: simpleLeadFormSchema, label: 'Simple lead form' },
  'supplier-lead': { formType: FORM_TYPE_BY_KIND['supplier-lead'], schema: supplierLeadFormSchema, label: 'Supplier lead form' },
  'prospect-step-1': {
    formType: FORM_TYPE_BY_KIND['prospect-step-1'],
    schema: simpleLeadFormSchema,
    label: 'Spend Navigator, step 1',
  },
  'prospect-step-2': {
    formType: FORM_TYPE_BY_KIND['prospect-step-2'],
    schema: prospectStepTwoSchema,
    label: 'Spend Navigator, step 2',
  },
  quote: { formType: FORM_TYPE_BY_KIND.quote, schema: prospectWithQuoteSchema, label: 'Request for quote' },
  account: { formType: FORM_TYPE_BY_KIND.account, schema: businessAccountFormSchema, label: 'Business account form' },
  benefits: { formType: FORM_TYPE_BY_KIND.benefits, schema: benefitsFormSchema, label: 'Benefits request' },
} as const

export type FormKind = keyof typeof FORM_KINDS
export const FORM_KIND_VALUES = Object.keys(FORM_KINDS) as [FormKind, ...FormKind[]]
export const FORM_TYPES = [...new Set(Object.values(FORM_KINDS).map((kind) => kind.formType))] as [
  string,
  ...string[],
]

/** The form a formType means when the request names none (lead forms default to 'lead'). */
const DEFAULT_KIND_BY_TYPE: Record<string, FormKind> = {
  leads: 'lead',
  ProspectMultiStepForm1: 'prospect-step-1',
  ProspectMultiStepForm2: 'prospect-step-2',
  ProspectWithQuoteForm: 'quote',
  MEMBER_BUSINESS_ACCOUNT: 'account',
  benefits: 'benefits',
}

export const formEnvelopeSchema = z
  .object({
    formType: z.enum(FORM_TYPES, { error: 'Unknown form type.' }).default('leads'),
    form: z.enum(FORM_KIND_VALUES, { error: 'Unknown form.' }).optional(),
    formData: z.record(z.string(), z.unknown(), { error: 'The form data is missing.' }),
    [HONEYPOT_FIELD]: z.string().max(2000).optional(),
  })
  .transform((envelope, ctx) => {
    const form = envelope.form ?? DEFAULT_KIND_BY_TYPE[envelope.formType]
    if (!form || FORM_KINDS[form].formType !== envelope.formType) {
      ctx.addIssue({ code: 'custom', path: ['form'], message: 'This form does not belong to that form type.' })
      return z.NEVER
    }
    return { ...envelope, form }
  })

/** Spec 7's feedback shape: {formType: 'FORM_SUBMIT', formInfo, formData}. */
export const feedbackEnvelopeSchema = z.object({
  formType: z.literal('FORM_SUBMIT'),
  formInfo: z.object({
    formName: z.string().trim().min(1).max(200),
    formSlug: z.string().trim().min(1).max(200).regex(/^[\w-]+$/, { error: 'The form slug is not valid.' }),
    formCollection: z.string().trim().max(200).optional(),
    formType: z.string().trim().max(200).optional(),
  }),
  formData: z
    .record(z.string().max(100), z.union([z.string().max(5000), z.number(), z.boolean(), z.array(z.string().max(500)).max(50), z.null()]))
    .refine((data) => Object.keys(data).length <= 60, { error: 'The form has too many fields.' }),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
})

/** What the browser sends: spend navigator and grant forms strip the phone's dashes first. */
export function toSubmittedPhone(phone: string): string {
  return stripPhoneDashes(phone.trim())
}
