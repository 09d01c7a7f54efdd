import { describe, expect, it } from 'vitest'

import { padVendorAccountId } from './prices'
import { accountCardHref, maskAccountNumber, vendorPortalHref } from './vendor-links'

describe('accountCardHref', () => {
  it('adds dl=true to the account card address', () => {
    expect(accountCardHref({ vendorSpcAccountCardUrl: 'https://files.example.com/cards/123.pdf' })).toBe(
      'https://files.example.com/cards/123.pdf?dl=true',
    )
  })

  it('joins dl=true with & when the address has a query already', () => {
    expect(accountCardHref({ vendorSpcAccountCardUrl: 'https://files.example.com/card?id=9' })).toBe(
      'https://files.example.com/card?id=9&dl=true',
    )
  })

  it('puts the card number into a {card} placeholder', () => {
    expect(
      accountCardHref({
        vendorSpcAccountCardUrl: 'https://files.example.com/cards/{card}.pdf',
        vendorSpcAccountCard: '6011 0009',
      }),
    ).toBe('https://files.example.com/cards/6011%200009.pdf?dl=true')
  })

  it('gives nothing without an address, with a placeholder but no card, or for a non-web address', () => {
    expect(accountCardHref(null)).toBeNull()
    expect(accountCardHref({ vendorSpcAccountCardUrl: '  ' })).toBeNull()
    expect(accountCardHref({ vendorSpcAccountCardUrl: 'https://x.example/{card}.pdf' })).toBeNull()
    expect(accountCardHref({ vendorSpcAccountCardUrl: 'javascript:alert(1)' })).toBeNull()
  })
})

describe('padVendorAccountId', () => {
  it('pads account ids to 8 digits with zeros', () => {
    expect(padVendorAccountId('4521')).toBe('00004521')
    expect(padVendorAccountId(77)).toBe('00000077')
  })

  it('keeps ids of 8 digits or more as they are', () => {
    expect(padVendorAccountId('12345678')).toBe('12345678')
    expect(padVendorAccountId('1234567890')).toBe('1234567890')
  })

  it('gives an empty string for no id', () => {
    expect(padVendorAccountId(null)).toBe('')
    expect(padVendorAccountId('  ')).toBe('')
  })
})

describe('vendorPortalHref', () => {
  it('fills {accountId} and {parentAccountId} with ids padded to 8 digits', () => {
    expect(
      vendorPortalHref({
        vendorPortalBaseUrl: 'https://portal.example.com/p/{parentAccountId}/a/{accountId}',
        vendorAccountNumber: '4521',
        vendorParentAccountId: '99',
      }),
    ).toBe('https://portal.example.com/p/00000099/a/00004521')
  })

  it('adds the padded ids as query parameters when the base has no placeholders', () => {
    expect(
      vendorPortalHref({
        vendorPortalBaseUrl: 'https://portal.example.com/login',
        vendorAccountNumber: '4521',
        vendorParentAccountId: '99',
      }),
    ).toBe('https://portal.example.com/login?accountId=00004521&parentAccountId=00000099')
    expect(
      vendorPortalHref({ vendorPortalBaseUrl: 'https://portal.example.com/login', vendorAccountNumber: 123 }),
    ).toBe('https://portal.example.com/login?accountId=00000123')
  })

  it('gives nothing without a base, an account number, or a needed parent id', () => {
    expect(vendorPortalHref({ vendorAccountNumber: '4521' })).toBeNull()
    expect(vendorPortalHref({ vendorPortalBaseUrl: 'https://portal.example.com' })).toBeNull()
    expect(
      vendorPortalHref({ vendorPortalBaseUrl: 'https://p.example.com/{parentAccountId}', vendorAccountNumber: '1' }),
    ).toBeNull()
  })
})

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('123456789')).toBe('•••• 6789')
    expect(maskAccountNumber('1234')).toBe('1234')
    expect(maskAccountNumber(null)).toBe('')
  })
})
