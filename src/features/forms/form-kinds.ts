/**
 * What the site's forms need before their schemas: the spec's messages, each form's formType and
 * the honeypot's name, without Zod. A form draws, hydrates and takes input with these; its Zod
 * schema (./schemas.ts, which builds on this file) is fetched when the form is first focused.
 */

export const FORM_MESSAGES = {
  company: 'Please enter your business name',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  address1: 'Please enter your business street address',
  city: 'Please enter your city',
  state: 'Please enter your state',
  grantEmployees: 'Enter the number of employees',
  numberOfYears: 'Please enter the number of years in business',
  about: 'Please tell us about your business.',
  industry: 'Please select your business industry',
  why: 'Please tell us how the $5,000 reward would help your business.',
  addressSummary: 'Please enter a valid business address',
  prospectEmployees: 'Please select the number of employees',
  categories: 'Please select at least one category',
  quoteTerms: 'Please accept the terms and conditions',
  accountTerms: 'Please accept the terms and conditions.',
  jobTitle: 'Please enter your job title',
  benefits: 'Please pick at least one benefit',
} as const

/** Shown when a form's checks (its schema) could not be fetched, for example offline. */
export const SCHEMA_LOAD_FAILURE = 'Sorry, this form could not be checked. Please check your connection and try again.'

/** The formType each form sends (spec 7): lead forms all send 'leads' and name themselves in `form`. */
export const FORM_TYPE_BY_KIND = {
  grant: 'leads',
  lead: 'leads',
  'mini-lead': 'leads',
  'simple-lead': 'leads',
  'supplier-lead': 'leads',
  'prospect-step-1': 'ProspectMultiStepForm1',
  'prospect-step-2': 'ProspectMultiStepForm2',
  quote: 'ProspectWithQuoteForm',
  account: 'MEMBER_BUSINESS_ACCOUNT',
  benefits: 'benefits',
} as const

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'homepageUrl'
