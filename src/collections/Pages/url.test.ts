import { describe, expect, it } from 'vitest'

import { buildPageUrl, canonicalPageUrl, isConfirmationAddress, normalizePathSegment, urlFromSegments } from './url'

describe('page addresses', () => {
  it('build /{pagePath}/{slug}, and /{slug} at the top level', () => {
    expect(buildPageUrl('community', 'events')).toBe('/community/events')
    expect(buildPageUrl('', 'about-us')).toBe('/about-us')
    expect(normalizePathSegment(' /Vendors/ODP/ ')).toBe('vendors/odp')
  })

  it('give the home page its canonical address, /, as the sitemap lists it', () => {
    expect(canonicalPageUrl('/home')).toBe('/')
    expect(canonicalPageUrl('/about-us')).toBe('/about-us')
    expect(canonicalPageUrl('/community/home')).toBe('/community/home')
  })

  it('turn route segments into a lower-case address under a prefix', () => {
    expect(urlFromSegments(['Community', 'events'])).toBe('/community/events')
    expect(urlFromSegments(['vendors', 'odp'], '/dashboard')).toBe('/dashboard/vendors/odp')
    expect(urlFromSegments(['caf%C3%A9'])).toBe('/café')
  })

  it('answer null for a segment that is not valid percent-encoding, so the page is a 404 and not a 500', () => {
    expect(urlFromSegments(['100%'])).toBeNull()
    expect(urlFromSegments(['ok', '%E0%A4%A'], '/dashboard')).toBeNull()
  })
})

describe('confirmation addresses (spec 2: where a form sends the visitor)', () => {
  it("are the pseudo-routes' endings, whatever the page's type", () => {
    for (const url of [
      '/spend-navigator-details',
      '/vendors/dell/ea-express/confirm',
      '/vendors/odp/ea-express/vendor-account-confirm',
      '/services/request-for-quote/confirm',
      '/grant-application-confirmation',
      '/lead-form-simple-download',
    ])
      expect(isConfirmationAddress(url), url).toBe(true)
  })

  it('are not pages whose names only contain those words', () => {
    for (const url of [
      '/home',
      '/services/spend-navigator',
      '/confirmations-explained',
      '/vendors/dell/ea-express',
      '/details-matter',
    ])
      expect(isConfirmationAddress(url), url).toBe(false)
  })
})
