import { documentTitle, isSitePath, richTextLinkHref } from './rich-text-links'

const internal = (relationTo: string, value: unknown) => ({ linkType: 'internal', doc: { relationTo, value } })

describe('richTextLinkHref', () => {
  it("opens a linked document's page by the rules of its cards", () => {
    expect(richTextLinkHref(internal('pages', { id: 4, url: '/community/grant-competition' }))).toBe(
      '/community/grant-competition',
    )
    expect(richTextLinkHref(internal('pages', { id: 4, pagePath: 'community', slug: 'events' }))).toBe(
      '/community/events',
    )
    expect(richTextLinkHref(internal('reads', { id: 1, slug: 'cash-flow-forecast' }))).toBe(
      '/resources/reads/cash-flow-forecast',
    )
    expect(richTextLinkHref(internal('events', { id: 1, eventSlug: 'tax-prep-workshop' }))).toBe(
      '/community/events/tax-prep-workshop',
    )
    expect(richTextLinkHref(internal('resources', { id: 1, resourceSlug: 'hiring-checklist' }))).toBe(
      '/resources/downloads/hiring-checklist',
    )
    expect(richTextLinkHref(internal('guides', { id: 1, guideSlug: 'dell-laptop' }))).toBe(
      '/my-dashboard/guides/dell-laptop',
    )
    expect(richTextLinkHref(internal('benefits', { id: 1, benefitSlug: 'payroll' }))).toBe(
      '/dashboard/benefits/payroll',
    )
    expect(
      richTextLinkHref(internal('vendors', { id: 1, vendorSlug: 'odp', eaVendorPage: '/vendors/odp/ea-express' })),
    ).toBe('/vendors/odp/ea-express')
    expect(richTextLinkHref(internal('vendors', { id: 1, vendorSlug: 'dell', connectedPages: [7] }))).toBe(
      '/dashboard/vendors/dell',
    )
  })

  it('has no address for a document it cannot read, a collection without pages or a document without a slug', () => {
    // Payload leaves the id in place of a document that is unpublished or not readable.
    expect(richTextLinkHref(internal('pages', 12))).toBeNull()
    expect(richTextLinkHref(internal('members', { id: 3, email: 'owner@example.com' }))).toBeNull()
    expect(richTextLinkHref(internal('reads', { id: 1, slug: '' }))).toBeNull()
    expect(richTextLinkHref({ linkType: 'internal' })).toBeNull()
    expect(richTextLinkHref(null)).toBeNull()
  })

  it('keeps a typed address with a scheme the site allows and drops any other', () => {
    expect(richTextLinkHref({ linkType: 'custom', url: '/about-us' })).toBe('/about-us')
    expect(richTextLinkHref({ linkType: 'custom', url: ' https://www.sba.gov/funding-programs ' })).toBe(
      'https://www.sba.gov/funding-programs',
    )
    expect(richTextLinkHref({ linkType: 'custom', url: 'mailto:help@example.org' })).toBe('mailto:help@example.org')
    expect(richTextLinkHref({ url: '#eligibility' })).toBe('#eligibility')
    expect(richTextLinkHref({ linkType: 'custom', url: 'javascript:alert(1)' })).toBeNull()
    expect(richTextLinkHref({ linkType: 'custom', url: ' java\tscript:alert(1)' })).toBeNull()
    expect(richTextLinkHref({ linkType: 'custom', url: 'data:text/html,<script>alert(1)</script>' })).toBeNull()
    expect(richTextLinkHref({ linkType: 'custom', url: '' })).toBeNull()
  })
})

describe('documentTitle', () => {
  it("is a page's search title, else its name, and each collection's card title", () => {
    expect(
      documentTitle('pages', { id: 1, pageName: 'Grant page', meta: { title: 'The $5,000 grant competition' } }),
    ).toBe('The $5,000 grant competition')
    expect(documentTitle('pages', { id: 1, pageName: 'About Us', meta: {} })).toBe('About Us')
    expect(documentTitle('pages', { id: 1, pageName: 'About Us', meta: { title: '' } })).toBe('About Us')
    expect(documentTitle('reads', { id: 1, readCardTitle: 'Forecast your cash flow' })).toBe('Forecast your cash flow')
    expect(documentTitle('benefits', { id: 1, benefitPartnerName: 'Gusto' })).toBe('Gusto')
    expect(documentTitle('reads', 4)).toBeNull()
    expect(documentTitle('members', { id: 1, firstName: 'Ana' })).toBeNull()
  })
})

describe('isSitePath', () => {
  it('is a path on this site, not another host written without its scheme', () => {
    expect(isSitePath('/resources/reads')).toBe(true)
    expect(isSitePath('//elsewhere.example/page')).toBe(false)
    expect(isSitePath('/\\elsewhere.example')).toBe(false)
    expect(isSitePath('https://www.sba.gov')).toBe(false)
    expect(isSitePath('#top')).toBe(false)
  })
})
