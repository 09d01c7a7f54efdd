/**
 * The fields each site form shows, in order, with their labels and option lists. Pure data: the
 * form component renders it, the schemas in ./schemas.ts validate it.
 */
import {
  EMPLOYEE_RANGE_OPTIONS,
  GRANT_EMPLOYEE_RANGE_OPTIONS,
  INDUSTRIES,
  type Option,
  PHONE_INPUT_MAX_LENGTH,
  PROSPECT_CATEGORY_OPTIONS,
  PROSPECT_EMPLOYEE_RANGE_OPTIONS,
  YEARS_IN_BUSINESS_OPTIONS,
} from '@/lib/constants'
import { type ConfirmationKind, confirmationPath, formConfirmPath } from '@/lib/links'
import { TERMS_PATH } from '@/lib/portal-links'

import type { FormKind } from './schemas'

export type FieldSpec =
  | { name: string; label: string; type: 'text' | 'email' | 'tel' | 'textarea'; autoComplete?: string; isOptional?: boolean; maxLength?: number }
  | { name: string; label: string; type: 'select'; options: readonly Option[] }
  /** `link`: words of the label that open a page in a new tab (the terms the box accepts); `isRequired`: must be ticked. */
  | { name: string; label: string; type: 'checkbox'; link?: { text: string; href: string }; isRequired?: boolean }
  | { name: string; label: string; type: 'checkboxGroup'; options: readonly Option[] }
  | { name: string; label: string; type: 'file' }

const firstName: FieldSpec = { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' }
const lastName: FieldSpec = { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' }
const email: FieldSpec = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }
const company: FieldSpec = { name: 'company', label: 'Business name', type: 'text', autoComplete: 'organization' }
const phoneNumber: FieldSpec = { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel-national', maxLength: PHONE_INPUT_MAX_LENGTH }
const address: FieldSpec[] = [
  { name: 'address1', label: 'Street address', type: 'text', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Suite or unit', type: 'text', autoComplete: 'address-line2', isOptional: true },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', type: 'text', autoComplete: 'address-level1' },
  { name: 'zipcode', label: 'ZIP code', type: 'text', autoComplete: 'postal-code', maxLength: 5 },
]
const prospectEmployees: FieldSpec = { name: 'numberOfEmployees', label: 'Number of employees', type: 'select', options: PROSPECT_EMPLOYEE_RANGE_OPTIONS }
const terms: FieldSpec = {
  name: 'terms',
  label: 'I accept the terms and conditions',
  type: 'checkbox',
  link: { text: 'terms and conditions', href: TERMS_PATH },
  isRequired: true,
}
const annualSpend: FieldSpec = { name: 'annualSpend', label: 'Annual spend (US$)', type: 'text', autoComplete: 'off' }

export const FORM_FIELDS: Record<Exclude<FormKind, 'benefits'>, FieldSpec[]> = {
  grant: [
    company,
    firstName,
    lastName,
    email,
    phoneNumber,
    ...address,
    { name: 'numberOfEmployees', label: 'Number of employees', type: 'select', options: GRANT_EMPLOYEE_RANGE_OPTIONS },
    { name: 'numberOfYears', label: 'Years in business', type: 'select', options: YEARS_IN_BUSINESS_OPTIONS },
    { name: 'industry', label: 'Industry', type: 'select', options: INDUSTRIES },
    { name: 'about', label: 'Tell us about your business', type: 'textarea' },
    { name: 'why', label: 'How would the $5,000 reward help your business?', type: 'textarea' },
    { name: 'womanOwned', label: 'Woman-owned', type: 'checkbox' },
    { name: 'minorityOwned', label: 'Minority-owned', type: 'checkbox' },
    { name: 'lgbtqOwned', label: 'LGBTQ+-owned', type: 'checkbox' },
    { name: 'veteranOwned', label: 'Veteran-owned', type: 'checkbox' },
  ],
  lead: [
    company,
    firstName,
    lastName,
    email,
    phoneNumber,
    ...address,
    { name: 'numberOfEmployees', label: 'Number of employees', type: 'select', options: EMPLOYEE_RANGE_OPTIONS },
  ],
  'mini-lead': [company, firstName, lastName, email, { name: 'numberOfEmployees', label: 'Number of employees', type: 'select', options: EMPLOYEE_RANGE_OPTIONS }],
  'simple-lead': [firstName, lastName, email, company],
  'supplier-lead': [
    firstName,
    lastName,
    email,
    phoneNumber,
    company,
    { name: 'jobTitle', label: 'Job title', type: 'text', autoComplete: 'organization-title' },
    { name: 'domain', label: 'Company website', type: 'text', autoComplete: 'url' },
  ],
  'prospect-step-1': [firstName, lastName, email, company],
  'prospect-step-2': [
    prospectEmployees,
    annualSpend,
    { name: 'categories', label: 'What do you buy?', type: 'checkboxGroup', options: PROSPECT_CATEGORY_OPTIONS },
  ],
  quote: [
    firstName,
    lastName,
    email,
    company,
    prospectEmployees,
    annualSpend,
    { name: 'domain', label: 'Company website', type: 'text', autoComplete: 'url', isOptional: true },
    { name: 'quoteData', label: 'Your purchase history', type: 'file' },
    terms,
  ],
  account: [firstName, lastName, email, company, terms],
}

/** Blank values of a form's fields: the form starts from these and Reset returns to them. */
export function emptyValues(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.type === 'checkbox' ? false : field.type === 'checkboxGroup' ? [] : field.type === 'file' ? null : '',
    ]),
  )
}

/**
 * Which confirmation a form moves to and which tracking signal its success sends (spec 4). The
 * simple lead form goes to its form confirmation (`formConfirm`, default
 * lead-form-simple-download: spec 2), the others to their page source's pseudo-route.
 */
export const FORM_SUCCESS: Record<Exclude<FormKind, 'benefits'>, { suffix: ConfirmationKind | 'formConfirm'; signal: string }> = {
  grant: { suffix: '-confirmation', signal: 'FORM_SUBMIT_SUCCESS' },
  lead: { suffix: '-confirmation', signal: 'FORM_SUBMIT_SUCCESS' },
  'mini-lead': { suffix: '-confirmation', signal: 'FORM_SUBMIT_SUCCESS' },
  'simple-lead': { suffix: 'formConfirm', signal: 'FORM_SUBMIT' },
  'supplier-lead': { suffix: '-confirmation', signal: 'FORM_SUBMIT_SUCCESS' },
  'prospect-step-1': { suffix: '-details', signal: 'FORM_PART_ONE_SUBMIT_SUCCESS' },
  'prospect-step-2': { suffix: '-confirm', signal: 'FORM_PART_ONE_SUBMIT_SUCCESS' },
  quote: { suffix: '/confirm', signal: 'FORM_SUBMIT_SUCCESS' },
  account: { suffix: '-confirmation', signal: 'FORM_SUBMIT_SUCCESS' },
}

/** The page a form lands on after a successful submission. */
export function successPath(kind: Exclude<FormKind, 'benefits'>, pageSource: string | null | undefined): string {
  const { suffix } = FORM_SUCCESS[kind]
  return suffix === 'formConfirm' ? formConfirmPath() : confirmationPath(pageSource, suffix)
}

/** Forms whose failure shows the server's message with a Contact Us link (spec 8); the others a generic failure. */
export const SHOWS_SERVER_MESSAGE: ReadonlySet<FormKind> = new Set(['mini-lead', 'prospect-step-1', 'prospect-step-2', 'quote', 'account'])

/** What Reset clears (spec 4): the email (or the spend), or the whole form for quote and account forms. */
export function fieldsClearedOnReset(kind: FormKind): 'all' | string[] {
  if (kind === 'quote' || kind === 'account') return 'all'
  if (kind === 'prospect-step-2') return ['annualSpend']
  return ['email']
}
