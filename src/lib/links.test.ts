import {
  accountCardDownloadHref,
  benefitHref,
  collapseCardHref,
  confirmationPath,
  eventHref,
  formConfirmPath,
  guideHref,
  joinLink,
  miniCardHref,
  onboardStartHref,
  readHref,
  resourceHref,
  signInHref,
  signUpHref,
  vendorHref,
  vendorPageHref,
  withQuery,
} from '@/lib/links'

describe('content card links', () => {
  it('links a guide card to /my-dashboard/guides/{guideSlug}', () => {
    expect(guideHref('getting-started')).toBe('/my-dashboard/guides/getting-started')
  })

  it('links a read card to /resources/reads/{slug}', () => {
    expect(readHref('cash-flow-basics')).toBe('/resources/reads/cash-flow-basics')
  })

  it('links an event card to /community/events/{eventSlug}', () => {
    expect(eventHref('spring-meetup')).toBe('/community/events/spring-meetup')
  })

  it('links a resource card to /resources/downloads/{resourceSlug}', () => {
    expect(resourceHref('tax-checklist')).toBe('/resources/downloads/tax-checklist')
  })

  it('falls back to the list page instead of /undefined when a card has no slug', () => {
    expect(guideHref(undefined)).toBe('/my-dashboard/guides')
    expect(readHref(null)).toBe('/resources/reads')
    expect(eventHref('')).toBe('/community/events')
    expect(resourceHref(undefined)).toBe('/resources/downloads')
  })

  it('normalises stray and doubled slashes in slugs', () => {
    expect(guideHref('/getting-started/')).toBe('/my-dashboard/guides/getting-started')
    expect(vendorPageHref('//odp/', 'ea-express', '/discounts')).toBe(
      '/vendors/odp/ea-express/discounts',
    )
  })
})

describe('benefit links', () => {
  const pages = [
    { pagePath: 'what-we-offer/benefits', slug: 'payroll', pageCategory: 'PUBLIC' },
    { pagePath: 'other', slug: 'second' },
  ]

  it('links a benefit card to /dashboard/benefits/{benefitSlug}', () => {
    expect(benefitHref({ benefitSlug: 'gusto', inPage: pages })).toBe('/dashboard/benefits/gusto')
  })

  it('links an indexed benefit card to /{pagePath}/{slug} of its first linked page', () => {
    expect(benefitHref({ benefitSlug: 'gusto', inPage: pages }, 'indexed')).toBe(
      '/what-we-offer/benefits/payroll',
    )
  })

  it('accepts a single linked page object as well as a list', () => {
    expect(benefitHref({ benefitSlug: 'gusto', inPage: pages[1] }, 'indexed')).toBe('/other/second')
  })

  it('links an in-page benefit to /{pagePath}/{benefitSlug}/{slug}', () => {
    expect(benefitHref({ benefitSlug: 'gusto', inPage: pages }, 'inPage')).toBe(
      '/what-we-offer/benefits/gusto/payroll',
    )
  })

  it('falls back to the benefit card link when a benefit has no linked page', () => {
    expect(benefitHref({ benefitSlug: 'gusto' }, 'indexed')).toBe('/dashboard/benefits/gusto')
    expect(benefitHref({ benefitSlug: 'gusto', inPage: [] }, 'inPage')).toBe(
      '/dashboard/benefits/gusto',
    )
    expect(
      benefitHref({ benefitSlug: 'gusto', inPage: [{ pagePath: 'x', slug: null }] }, 'indexed'),
    ).toBe('/dashboard/benefits/gusto')
  })

  it('never puts undefined in a benefit link when the benefit slug is missing', () => {
    expect(benefitHref({})).toBe('/dashboard/benefits')
    expect(benefitHref({ inPage: pages }, 'inPage')).toBe('/what-we-offer/benefits/payroll')
  })
})

describe('vendor links', () => {
  const vendor = {
    vendorSlug: 'odp',
    connectedPages: [{ pagePath: 'dashboard/vendors', slug: 'odp' }],
    eaVendorPage: '/vendors/odp/ea-express/discount-options',
  }

  it('links a vendor card to /{pagePath}/{slug} of its first connected page', () => {
    expect(vendorHref(vendor)).toBe('/dashboard/vendors/odp')
  })

  it('links a vendor index card to /vendors/{vendorSlug}/{pagePath}/{slug}', () => {
    const indexed = {
      vendorSlug: 'dell',
      connectedPages: [{ pagePath: 'ea-express', slug: 'technology-discounts' }],
    }
    expect(vendorHref(indexed, 'index')).toBe('/vendors/dell/ea-express/technology-discounts')
  })

  it("links a clickable vendor card to the vendor's own page address", () => {
    expect(vendorHref(vendor, 'clickable')).toBe('/vendors/odp/ea-express/discount-options')
    expect(vendorHref({ eaVendorPage: 'https://vendor.example.com/deals' }, 'clickable')).toBe(
      'https://vendor.example.com/deals',
    )
    expect(
      vendorHref(
        { eaVendorPage: { pagePath: 'vendors/fedex/ea-express', slug: 'shipping-discounts' } },
        'clickable',
      ),
    ).toBe('/vendors/fedex/ea-express/shipping-discounts')
  })

  it('falls back to the vendor own page, then the dashboard vendor page, when no page is connected', () => {
    expect(vendorHref({ vendorSlug: 'odp', eaVendorPage: '/vendors/odp/ea-express' })).toBe(
      '/vendors/odp/ea-express',
    )
    expect(vendorHref({ vendorSlug: 'fedex' })).toBe('/dashboard/vendors/fedex')
    expect(vendorHref({}, 'clickable')).toBe('/dashboard/vendors')
  })

  it('falls back to the public default-partner page for a vendor index card without pages', () => {
    expect(vendorHref({ vendorSlug: 'dell' }, 'index')).toBe('/vendors/dell/ea-express')
  })

  it('builds public vendor pages as /vendors/{vendor}/{partner}/{page} with partner ea-express by default', () => {
    expect(vendorPageHref('fedex', 'acme', 'confirm')).toBe('/vendors/fedex/acme/confirm')
    expect(vendorPageHref('fedex', undefined, 'shipping-discounts')).toBe(
      '/vendors/fedex/ea-express/shipping-discounts',
    )
    expect(vendorPageHref('fedex')).toBe('/vendors/fedex/ea-express')
  })
})

describe('collapse and mini card links', () => {
  it('links a collapse card to /vendors/odp/{partnerSlug}/{href}', () => {
    expect(collapseCardHref('online-portal', 'acme')).toBe('/vendors/odp/acme/online-portal')
  })

  it('uses the ea-express partner for a collapse card without partner', () => {
    expect(collapseCardHref('online-portal')).toBe('/vendors/odp/ea-express/online-portal')
    expect(collapseCardHref('online-portal', null)).toBe('/vendors/odp/ea-express/online-portal')
  })

  it('links mini cards under /vendors/odp/ea-express/', () => {
    expect(miniCardHref('/store-purchasing-card')).toBe(
      '/vendors/odp/ea-express/store-purchasing-card',
    )
  })
})

describe('join and onboarding links', () => {
  it('sends ANON and GUEST to sign-up returning to member benefits', () => {
    expect(joinLink('ANON')).toBe('/onboard/sign-up?pageSlug=/my-dashboard/member-benefits')
    expect(joinLink('GUEST')).toBe('/onboard/sign-up?pageSlug=/my-dashboard/member-benefits')
  })

  it('sends PLUS and MEMBER straight to member benefits', () => {
    expect(joinLink('PLUS')).toBe('/my-dashboard/member-benefits')
    expect(joinLink('MEMBER')).toBe('/my-dashboard/member-benefits')
  })

  it('treats UNKNOWN like GUEST for the join link', () => {
    expect(joinLink('UNKNOWN')).toBe(joinLink('GUEST'))
  })

  it('adds pageSlug to sign-up only when given', () => {
    expect(signUpHref()).toBe('/onboard/sign-up')
    expect(signUpHref('/resources')).toBe('/onboard/sign-up?pageSlug=/resources')
  })

  it('adds returnTo to sign-in only when given', () => {
    expect(signInHref()).toBe('/onboard/sign-in')
    expect(signInHref('/dashboard')).toBe('/onboard/sign-in?returnTo=/dashboard')
  })

  it('starts onboarding at /onboard/{pathwaySlug}/start, or plain sign-up without pathway', () => {
    expect(onboardStartHref('plus')).toBe('/onboard/plus/start')
    expect(onboardStartHref(undefined)).toBe('/onboard/sign-up')
  })
})

describe('confirmation pseudo-routes', () => {
  it('builds {pageSource}-confirmation, -details, -confirm and /confirm', () => {
    expect(confirmationPath('lead-form', '-confirmation')).toBe('/lead-form-confirmation')
    expect(confirmationPath('prospect-multi-form-1', '-details')).toBe(
      '/prospect-multi-form-1-details',
    )
    expect(confirmationPath('prospect-multi-form-2', '-confirm')).toBe(
      '/prospect-multi-form-2-confirm',
    )
    expect(confirmationPath('/services/request-for-quote/', '/confirm')).toBe(
      '/services/request-for-quote/confirm',
    )
  })

  it('falls back to the default form confirmation when pageSource is missing', () => {
    expect(confirmationPath(undefined, '-confirm')).toBe('/lead-form-simple-download')
    expect(confirmationPath('/', '-details')).toBe('/lead-form-simple-download')
  })

  it('uses formConfirm, defaulting to lead-form-simple-download', () => {
    expect(formConfirmPath()).toBe('/lead-form-simple-download')
    expect(formConfirmPath(null)).toBe('/lead-form-simple-download')
    expect(formConfirmPath('grant-thank-you')).toBe('/grant-thank-you')
  })
})

describe('query strings', () => {
  it('appends params with ? when the href has no query yet', () => {
    expect(withQuery('/page', { a: '1', b: 2 })).toBe('/page?a=1&b=2')
  })

  it('appends params with & when the href already has a query', () => {
    expect(withQuery('/page?x=1', { a: true })).toBe('/page?x=1&a=true')
  })

  it('skips null and undefined values and leaves the href alone when nothing is left', () => {
    expect(withQuery('/page', { a: null, b: undefined })).toBe('/page')
    expect(withQuery('/page', { a: null, b: 'kept' })).toBe('/page?b=kept')
  })

  it('encodes values that would break the query but keeps the fragment last', () => {
    expect(withQuery('/page#faq', { email: 'a+b@x.com', q: 'a&b c' })).toBe(
      '/page?email=a%2Bb@x.com&q=a%26b%20c#faq',
    )
  })

  it('adds dl=true to account-card download links', () => {
    expect(accountCardDownloadHref('https://files.example.com/card.pdf')).toBe(
      'https://files.example.com/card.pdf?dl=true',
    )
    expect(accountCardDownloadHref('https://files.example.com/card.pdf?v=2')).toBe(
      'https://files.example.com/card.pdf?v=2&dl=true',
    )
  })
})
