import {
  submissionSummary,
  submittedFieldLabel,
  submittedFieldRows,
  submittedFieldValue,
  submittedFormLabel,
} from './submission-display'

describe('what a submission reads as for operators', () => {
  it('names each field by the label its form showed, and other fields in words', () => {
    expect(submittedFieldLabel('supplier-lead', 'company')).toBe('Business name')
    expect(submittedFieldLabel('supplier-lead', 'phoneNumber')).toBe('Phone number')
    expect(submittedFieldLabel('quote', 'quoteData')).toBe('Your purchase history')
    expect(submittedFieldLabel('quote', 'pageSource')).toBe('Sent from page')
    expect(submittedFieldLabel('benefits', 'selectedList')).toBe('Benefits requested')
    // Builder and feedback forms: the field's name in words.
    expect(submittedFieldLabel('builder', 'businessZip')).toBe('Business zip')
    expect(submittedFieldLabel(null, 'odp_account_number')).toBe('Odp account number')
    expect(submittedFieldLabel('constructor', 'toString')).toBe('To string')
  })

  it('writes values as words: Yes or No, lists joined, a file by name and size, – for nothing', () => {
    expect(submittedFieldValue(true)).toBe('Yes')
    expect(submittedFieldValue(false)).toBe('No')
    expect(submittedFieldValue('')).toBe('–')
    expect(submittedFieldValue(null)).toBe('–')
    expect(submittedFieldValue([])).toBe('–')
    expect(submittedFieldValue(['Office supplies', 'Shipping'])).toBe('Office supplies, Shipping')
    expect(submittedFieldValue({ fileId: '7', fileName: 'orders-2026.xlsx', fileSize: 2_621_440, mimeType: 'x' })).toBe(
      'orders-2026.xlsx (2.5 MB)',
    )
    expect(submittedFieldValue({ fileId: '8', fileName: 'small.csv', fileSize: 900, mimeType: 'text/csv' })).toBe(
      'small.csv (900 bytes)',
    )
    expect(submittedFieldValue({ rating: 4 })).toBe('{"rating":4}')
    expect(submittedFieldValue(12500)).toBe('12500')
  })

  it('reads a choice by the label of its option', () => {
    expect(submittedFieldValue('Self Employed', 'grant', 'numberOfEmployees')).toBe('Self Employed')
    expect(submittedFieldValue('not-an-option', 'grant', 'industry')).toBe('not-an-option')
  })

  it('reads a stored phone as the form showed it', () => {
    expect(submittedFieldValue('4045550187', 'supplier-lead', 'phoneNumber')).toBe('+1 404-555-0187')
    expect(submittedFieldValue('40455', 'supplier-lead', 'phoneNumber')).toBe('40455')
    expect(submittedFieldValue('4045550187', 'builder', 'phoneNumber')).toBe('4045550187')
  })

  it('lists the fields in their form’s order, whatever order the database keeps them in, others after', () => {
    const stored = {
      email: 'k@brightpath.com',
      company: 'Bright Path',
      lastName: 'Morgan',
      firstName: 'Keisha',
      pageSource: 'supplier-lead',
      phoneNumber: '4045550187',
    }
    expect(submittedFieldRows('supplier-lead', stored).map((row) => row.name)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'company',
      'pageSource',
    ])
    expect(submittedFieldRows('builder', { b: 1, a: 2 }).map((row) => row.name)).toEqual(['b', 'a'])
  })

  it('has no rows for anything but an object (and keeps a form’s fields in its order)', () => {
    const rows = submittedFieldRows('account', { firstName: 'Dana', company: 'Beacon Books', terms: true })
    expect(rows).toEqual([
      { name: 'firstName', label: 'First name', value: 'Dana' },
      { name: 'company', label: 'Business name', value: 'Beacon Books' },
      { name: 'terms', label: 'I accept the terms and conditions', value: 'Yes' },
    ])
    expect(submittedFieldRows('account', null)).toEqual([])
    expect(submittedFieldRows('account', ['a'])).toEqual([])
  })

  it('names the form by the name an operator gave it, else the site form’s label', () => {
    expect(submittedFormLabel('builder', { formName: 'ODP account issue', formSlug: 'odp-account-issue' })).toBe(
      'ODP account issue',
    )
    expect(submittedFormLabel('quote', null)).toBe('Request for quote')
    expect(submittedFormLabel('feedback', {})).toBe('Feedback form')
    expect(submittedFormLabel('builder', { formName: ' ' })).toBe('Form')
  })
})

describe('submissionSummary', () => {
  it('names the sender by name, company and email, without the controls that reverse the rest of the line', () => {
    const data = { firstName: 'Café 🚀 \u202Etxt.exe', lastName: 'Haddad', company: 'Cedar & Sons' }
    expect(submissionSummary({ form: 'leads', data }, 'omar@example.com')).toBe(
      'Café 🚀 txt.exe Haddad, Cedar & Sons, omar@example.com',
    )
    expect(submissionSummary({ form: 'benefits', data: {} }, null)).toBe(submittedFormLabel('benefits', undefined))
  })
})
