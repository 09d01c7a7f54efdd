import type { z } from 'zod'

import { upgradeToPlusSchema, type UpgradeToPlusInput } from './schemas'

/** Messages for one field path such as 'businessDetails.zipcode' ([] when it is valid). */
function fieldMessages(value: unknown, field: string): string[] {
  const result = upgradeToPlusSchema.safeParse(value)
  if (result.success) return []
  return result.error.issues
    .filter((issue: z.core.$ZodIssue) => issue.path.join('.') === field)
    .map((issue) => issue.message)
}

const valid = {
  company: 'Lovelace Analytics',
  businessInfo: { stage: 'growth', industry: 'real-estate', numberOfEmployees: '11-24' },
  businessDetails: {
    domain: 'lovelace.example.com',
    address1: '12 Engine Row',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    phoneNumber: '512-555-0100',
  },
} satisfies UpgradeToPlusInput

function withInfo(changes: Record<string, unknown>) {
  return { ...valid, businessInfo: { ...valid.businessInfo, ...changes } }
}

function withDetails(changes: Record<string, unknown>) {
  return { ...valid, businessDetails: { ...valid.businessDetails, ...changes } }
}

describe('upgradeToPlusSchema', () => {
  it('accepts a complete form', () => {
    expect(upgradeToPlusSchema.parse(valid)).toEqual(valid)
  })

  it('accepts the optional fields left blank', () => {
    const result = upgradeToPlusSchema.safeParse(
      withDetails({ domain: '', address2: undefined, phoneNumber: '' }),
    )
    expect(result.success).toBe(true)
  })

  it('strips keys it does not know', () => {
    const parsed = upgradeToPlusSchema.parse({
      ...valid,
      businessAccountId: 'forged',
      businessDetails: { ...valid.businessDetails, role: 'owner' },
    })
    expect(parsed).not.toHaveProperty('businessAccountId')
    expect(parsed.businessDetails).not.toHaveProperty('role')
  })

  it('says "Please enter your business name" when the company is blank', () => {
    expect(fieldMessages({ ...valid, company: '  ' }, 'company')).toEqual([
      'Please enter your business name',
    ])
  })

  it('says "Please select your company stage" without a stage', () => {
    expect(fieldMessages(withInfo({ stage: '' }), 'businessInfo.stage')).toEqual([
      'Please select your company stage',
    ])
  })

  it.each(['idea-development', 'start-up', 'growth', 'expansion', 'maturity'])(
    'accepts the stage %s',
    (stage) => {
      expect(fieldMessages(withInfo({ stage }), 'businessInfo.stage')).toEqual([])
    },
  )

  it('says "Please select your business industry" for an unknown industry', () => {
    expect(fieldMessages(withInfo({ industry: 'piracy' }), 'businessInfo.industry')).toEqual([
      'Please select your business industry',
    ])
  })

  it('accepts the cannabis-products-services industry', () => {
    expect(
      fieldMessages(withInfo({ industry: 'cannabis-products-services' }), 'businessInfo.industry'),
    ).toEqual([])
  })

  it('says "Please select the number of employees" for a range from another form', () => {
    expect(
      fieldMessages(withInfo({ numberOfEmployees: '51-100' }), 'businessInfo.numberOfEmployees'),
    ).toEqual(['Please select the number of employees'])
  })

  it.each(['Self Employed', '1-10', '11-24', '25-50', '51-200', '200+'])(
    'accepts the employee range %s',
    (numberOfEmployees) => {
      expect(
        fieldMessages(withInfo({ numberOfEmployees }), 'businessInfo.numberOfEmployees'),
      ).toEqual([])
    },
  )

  it('says "Please enter a valid website address" for a malformed domain', () => {
    expect(fieldMessages(withDetails({ domain: 'lovelace' }), 'businessDetails.domain')).toEqual([
      'Please enter a valid website address',
    ])
  })

  it('says "Please enter your business street address" without address1', () => {
    expect(fieldMessages(withDetails({ address1: '' }), 'businessDetails.address1')).toEqual([
      'Please enter your business street address',
    ])
  })

  it('says "Please enter your city" without a city', () => {
    expect(fieldMessages(withDetails({ city: '' }), 'businessDetails.city')).toEqual([
      'Please enter your city',
    ])
  })

  it('says "Please enter your state" for something other than a state code', () => {
    expect(fieldMessages(withDetails({ state: 'Texas' }), 'businessDetails.state')).toEqual([
      'Please enter your state',
    ])
  })

  it('accepts DC as a state', () => {
    expect(fieldMessages(withDetails({ state: 'DC' }), 'businessDetails.state')).toEqual([])
  })

  it('says "Please enter your your zipcode" without a ZIP code', () => {
    expect(fieldMessages(withDetails({ zipcode: '' }), 'businessDetails.zipcode')).toEqual([
      'Please enter your your zipcode',
    ])
  })

  it('says "Please enter a valid ZIP Code" for a malformed ZIP code', () => {
    expect(fieldMessages(withDetails({ zipcode: '787' }), 'businessDetails.zipcode')).toEqual([
      'Please enter a valid ZIP Code',
    ])
  })

  it('says "Please enter a valid Phone Number (10 digits)" for a short phone number', () => {
    expect(
      fieldMessages(withDetails({ phoneNumber: '512-555-010' }), 'businessDetails.phoneNumber'),
    ).toEqual(['Please enter a valid Phone Number (10 digits)'])
  })

  it('says "Please enter a valid phone number" for a phone number with letters', () => {
    expect(
      fieldMessages(withDetails({ phoneNumber: 'call me' }), 'businessDetails.phoneNumber'),
    ).toEqual(['Please enter a valid phone number'])
  })

  it('refuses a company, street or city over 200 characters, and takes one of 200', () => {
    const tooLong = 'Brightside '.repeat(19) + 'Bakery Co.' // 219 characters
    const message = ['Please keep this under 200 characters.']
    expect(fieldMessages({ ...valid, company: tooLong }, 'company')).toEqual(message)
    expect(fieldMessages(withDetails({ address1: tooLong }), 'businessDetails.address1')).toEqual(message)
    expect(fieldMessages(withDetails({ address2: tooLong }), 'businessDetails.address2')).toEqual(message)
    expect(fieldMessages(withDetails({ city: tooLong }), 'businessDetails.city')).toEqual(message)
    expect(fieldMessages({ ...valid, company: 'B'.repeat(200) }, 'company')).toEqual([])
  })
})
