import { describe, expect, it } from 'vitest'

import { toFieldErrors } from '@/lib/field-errors'

import {
  FORM_KINDS,
  benefitsFormSchema,
  businessAccountFormSchema,
  feedbackEnvelopeSchema,
  formEnvelopeSchema,
  grantFormSchema,
  leadFormSchema,
  miniLeadFormSchema,
  prospectStepTwoSchema,
  prospectWithQuoteSchema,
  simpleLeadFormSchema,
  supplierLeadFormSchema,
  toSubmittedPhone,
} from './schemas'

const grant = {
  company: 'Harbor Lane Florist',
  firstName: 'Maya',
  lastName: 'Okafor',
  address1: '418 Harbor Lane',
  address2: '',
  city: 'Portland',
  state: 'ME',
  zipcode: '04101',
  email: 'maya@harborlaneflorist.com',
  phoneNumber: '207-555-0143',
  numberOfEmployees: '1-10',
  numberOfYears: '4',
  about: 'A neighbourhood florist doing weddings and weekly office arrangements.',
  industry: 'retail',
  why: 'New point-of-sale tablets and a laptop for online orders.',
  womanOwned: true,
  minorityOwned: true,
  lgbtqOwned: false,
  veteranOwned: false,
  pageSource: 'grant-competition',
}

function errorsOf(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) return {}
  return toFieldErrors(result.error as never)
}

describe('grant form', () => {
  it('accepts a complete application', () => {
    expect(grantFormSchema.safeParse(grant).success).toBe(true)
  })

  it.each([
    ['company', '', 'Please enter your business name'],
    ['firstName', '', 'Please enter your first name'],
    ['lastName', ' ', 'Please enter your last name'],
    ['address1', '', 'Please enter your business street address'],
    ['city', '', 'Please enter your city'],
    ['state', '', 'Please enter your state'],
    ['state', 'ZZ', 'Please enter your state'],
    ['state', 'Main', 'Please enter your state'],
    ['email', 'maya@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['zipcode', '', 'Please enter your your zipcode'],
    ['zipcode', '0410', 'Please enter a valid ZIP Code'],
    ['zipcode', '04101-1234', 'Please enter a valid ZIP Code'],
    ['phoneNumber', '207-555-01', 'Please enter a valid Phone Number (10 digits)'],
    ['phoneNumber', '207 555 0143', 'Please enter a valid phone number'],
    ['numberOfEmployees', '', 'Enter the number of employees'],
    ['numberOfEmployees', '51-200', 'Enter the number of employees'],
    ['numberOfYears', '', 'Please enter the number of years in business'],
    ['about', '', 'Please tell us about your business.'],
    ['industry', '', 'Please select your business industry'],
    ['why', '', 'Please tell us how the $5,000 reward would help your business.'],
  ])('%s %j says %s', (field, value, message) => {
    expect(errorsOf(grantFormSchema, { ...grant, [field]: value })[field]).toBe(message)
  })

  it('leaves address2 optional and defaults the ownership flags to false', () => {
    const { address2: _address2, womanOwned: _w, minorityOwned: _m, lgbtqOwned: _l, veteranOwned: _v, ...rest } = grant
    const result = grantFormSchema.parse(rest)
    expect(result).toMatchObject({ womanOwned: false, minorityOwned: false, lgbtqOwned: false, veteranOwned: false })
  })

  it('accepts the phone with dashes or without, and sends it without', () => {
    expect(grantFormSchema.safeParse({ ...grant, phoneNumber: '2075550143' }).success).toBe(true)
    expect(toSubmittedPhone('207-555-0143')).toBe('2075550143')
  })

  it('refuses a missing page source', () => {
    expect(errorsOf(grantFormSchema, { ...grant, pageSource: '' }).pageSource).toBeDefined()
  })

  it('says "Please keep this under 200 characters." for a long optional suite, as for every one-line field', () => {
    const tooLong = 'Please keep this under 200 characters.'
    expect(errorsOf(grantFormSchema, { ...grant, address2: 'Suite '.repeat(40) }).address2).toBe(tooLong)
    expect(errorsOf(grantFormSchema, { ...grant, address1: '1 Main St '.repeat(25) }).address1).toBe(tooLong)
  })
})

describe('lead, mini lead, simple lead and supplier forms', () => {
  const lead = {
    company: grant.company,
    firstName: grant.firstName,
    lastName: grant.lastName,
    email: grant.email,
    address1: grant.address1,
    city: grant.city,
    state: grant.state,
    zipcode: grant.zipcode,
    phoneNumber: grant.phoneNumber,
    numberOfEmployees: '51-200',
    pageSource: 'industries-retail',
  }

  it('lead form takes the grant fields minus years, about, industry, why and ownership', () => {
    expect(leadFormSchema.safeParse(lead).success).toBe(true)
    expect(leadFormSchema.parse({ ...lead, why: 'ignored' })).not.toHaveProperty('why')
  })

  it('mini lead form requires company, names, email and employees with the same messages', () => {
    expect(errorsOf(miniLeadFormSchema, { pageSource: 'home' })).toEqual({
      company: 'Please enter your business name',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter a valid email address',
      numberOfEmployees: 'Enter the number of employees',
    })
  })

  it('simple lead form is first name, last name, email and company', () => {
    expect(simpleLeadFormSchema.parse({ firstName: 'Ana', lastName: 'Li', email: 'ana@li.co', company: 'Li Tea', pageSource: 'about' })).toEqual({
      firstName: 'Ana',
      lastName: 'Li',
      email: 'ana@li.co',
      company: 'Li Tea',
      pageSource: 'about',
    })
  })

  it('supplier lead form asks for a job title and a valid website', () => {
    const supplier = { firstName: 'Ana', lastName: 'Li', email: 'ana@li.co', phoneNumber: '6175550100', company: 'Li Tea', jobTitle: 'Owner', domain: 'https://www.litea.com/', pageSource: 'vendors' }
    expect(supplierLeadFormSchema.safeParse(supplier).success).toBe(true)
    expect(errorsOf(supplierLeadFormSchema, { ...supplier, jobTitle: '' }).jobTitle).toBe('Please enter your job title')
    expect(errorsOf(supplierLeadFormSchema, { ...supplier, domain: 'litea' }).domain).toBe('Please enter a valid website address')
  })
})

describe('spend navigator step 2 and request for quote', () => {
  const stepTwo = { numberOfEmployees: '11-50', annualSpend: '24,000', categories: ['Tech'], pageSource: 'spend-navigator' }

  it('parses the annual spend into a number', () => {
    expect(prospectStepTwoSchema.parse(stepTwo).annualSpend).toBe(24000)
  })

  it.each([
    ['', 'Please enter your annual spend'],
    ['lots', 'Annual spend must be a number'],
    ['-5', 'Annual spend must be a positive number'],
  ])('annual spend %j says %s', (annualSpend, message) => {
    expect(errorsOf(prospectStepTwoSchema, { ...stepTwo, annualSpend }).annualSpend).toBe(message)
  })

  it('needs at least one category and a prospect employee range', () => {
    expect(errorsOf(prospectStepTwoSchema, { ...stepTwo, categories: [] }).categories).toBe('Please select at least one category')
    expect(errorsOf(prospectStepTwoSchema, { ...stepTwo, numberOfEmployees: '1-10 ' }).numberOfEmployees).toBe(
      'Please select the number of employees',
    )
  })

  const quote = {
    firstName: 'Luis',
    lastName: 'Romero',
    email: 'luis@romerodental.com',
    company: 'Romero Dental',
    numberOfEmployees: '11-50',
    annualSpend: 18000,
    domain: '',
    quoteData: null,
    terms: true,
    pageSource: 'request-for-quote',
  }

  it('accepts a quote without a file or website', () => {
    expect(prospectWithQuoteSchema.safeParse(quote).success).toBe(true)
  })

  it("quote terms say 'Please accept the terms and conditions', the account form's end with a period", () => {
    expect(errorsOf(prospectWithQuoteSchema, { ...quote, terms: false }).terms).toBe('Please accept the terms and conditions')
    expect(
      errorsOf(businessAccountFormSchema, { firstName: 'L', lastName: 'R', email: 'l@r.co', company: 'R', terms: false, pageSource: 'account-form-min' })
        .terms,
    ).toBe('Please accept the terms and conditions.')
  })

  it('takes the upload reference as quoteData', () => {
    const quoteData = { fileId: '12', fileName: 'supplies.xlsx', fileSize: 2048, mimeType: 'application/vnd.ms-excel' }
    expect(prospectWithQuoteSchema.parse({ ...quote, quoteData }).quoteData).toEqual(quoteData)
    expect(errorsOf(prospectWithQuoteSchema, { ...quote, quoteData: { fileId: '../x' } })['quoteData.fileId']).toBeDefined()
    // Ids are 4-byte serials: a larger one names no file (the database refused it with a 500).
    for (const fileId of ['2147483648', '999999999999', 2147483648])
      expect(errorsOf(prospectWithQuoteSchema, { ...quote, quoteData: { ...quoteData, fileId } })['quoteData.fileId']).toBe(
        'The uploaded file was not found. Please upload it again.',
      )
    expect(prospectWithQuoteSchema.safeParse({ ...quote, quoteData: { ...quoteData, fileId: '2147483647' } }).success).toBe(true)
  })
})

describe('benefits request', () => {
  it('needs at least one partner', () => {
    expect(benefitsFormSchema.safeParse({ selectedList: ['Dell', 'FedEx'] }).success).toBe(true)
    expect(benefitsFormSchema.safeParse({ selectedList: [] }).success).toBe(false)
  })
})

describe('request envelopes', () => {
  it("lead forms default to formType 'leads' and the plain lead form", () => {
    expect(formEnvelopeSchema.parse({ formData: {} })).toMatchObject({ formType: 'leads', form: 'lead' })
  })

  it('derives the form from the other formTypes', () => {
    expect(formEnvelopeSchema.parse({ formType: 'ProspectMultiStepForm2', formData: {} }).form).toBe('prospect-step-2')
    expect(formEnvelopeSchema.parse({ formType: 'MEMBER_BUSINESS_ACCOUNT', formData: {} }).form).toBe('account')
  })

  it('refuses a form that does not belong to its formType', () => {
    expect(formEnvelopeSchema.safeParse({ formType: 'benefits', form: 'grant', formData: {} }).success).toBe(false)
  })

  it('every form kind names a known formType', () => {
    for (const kind of Object.values(FORM_KINDS)) expect(kind.formType).toMatch(/^\w+$/)
  })

  it("accepts spec 7's feedback shape", () => {
    const feedback = {
      formType: 'FORM_SUBMIT',
      formInfo: { formName: 'Shipping feedback', formSlug: 'shipping-feedback', formCollection: 'feedback', formType: 'FEEDBACK' },
      formData: { rating: 4, comments: 'Fast pickups.', pageSource: 'dashboard' },
    }
    expect(feedbackEnvelopeSchema.safeParse(feedback).success).toBe(true)
    expect(feedbackEnvelopeSchema.safeParse({ ...feedback, formInfo: { formName: '', formSlug: 'x' } }).success).toBe(false)
  })
})
