import { vendorLinkSchema } from './schemas'

/** The messages for the account number ([] when the link is valid). */
function numberMessages(key: string, vendorAccountNumber: string): string[] {
  const result = vendorLinkSchema.safeParse({ key, vendorAccountNumber })
  if (result.success) return []
  return result.error.issues
    .filter((issue) => issue.path.join('.') === 'vendorAccountNumber')
    .map((issue) => issue.message)
}

describe('vendorLinkSchema', () => {
  it('takes a FedEx account number of nine digits, with the spaces or dashes people type', () => {
    expect(vendorLinkSchema.parse({ key: 'FEDEX_ACCOUNT', vendorAccountNumber: '6123-4567 8' })).toEqual({
      key: 'FEDEX_ACCOUNT',
      vendorAccountNumber: '612345678',
    })
  })

  it('refuses a FedEx account number of any other length, as the program page asks for nine digits', () => {
    expect(numberMessages('FEDEX_ACCOUNT', '1234')).toEqual(['Please enter your nine-digit FedEx account number'])
    expect(numberMessages('FEDEX_ACCOUNT', '1234567890')).toEqual(['Please enter your nine-digit FedEx account number'])
  })

  it('keeps 4 to 20 digits for the vendors whose numbers vary in length', () => {
    expect(numberMessages('ODP_CARD', '1234')).toEqual([])
    expect(numberMessages('DELL_ACCOUNT', '12345678901234567890')).toEqual([])
    expect(numberMessages('ODP_ACCOUNT', '123')).toEqual(['Please enter a valid account number (4 to 20 digits)'])
  })

  it('gives the general message, not the FedEx one, for a FedEx number that is not digits at all', () => {
    expect(numberMessages('FEDEX_ACCOUNT', 'abc')).toEqual(['Please enter a valid account number (4 to 20 digits)'])
  })

  it('answers an unknown account with its message, not an exception', () => {
    const result = vendorLinkSchema.safeParse({ key: 'AMEX_ACCOUNT', vendorAccountNumber: '1234' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please choose the account to link'])
  })
})
