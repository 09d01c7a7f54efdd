import { assertSameOrigin, emailedLinkFor, isCrossSiteRequest } from './origin'

const SITE = 'https://collective.example.com'
const post = (headers: Record<string, string>, url = `${SITE}/api/business-account`) =>
  new Request(url, { method: 'POST', headers })

describe('isCrossSiteRequest', () => {
  it('lets a same-origin browser request through', () => {
    expect(isCrossSiteRequest(post({ origin: SITE, 'sec-fetch-site': 'same-origin' }), SITE)).toBe(false)
  })

  it('lets a request without browser headers through (server to server)', () => {
    expect(isCrossSiteRequest(post({}), SITE)).toBe(false)
  })

  it('accepts the origin the request was addressed to (the app behind another host name)', () => {
    expect(isCrossSiteRequest(post({ origin: 'http://localhost:3200' }, 'http://localhost:3200/api/x'), SITE)).toBe(
      false,
    )
  })

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ origin: 'https://collective.example.com.evil.example', 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'http://collective.example.com' }],
  ])('refuses %j', (headers) => {
    expect(isCrossSiteRequest(post(headers), SITE)).toBe(true)
  })
})

describe('assertSameOrigin', () => {
  it('answers 403 JSON for a cross-site request', async () => {
    const response = assertSameOrigin(post({ origin: 'https://evil.example' }), SITE)
    expect(response?.status).toBe(403)
    expect(await response?.json()).toEqual({
      code: 'CROSS_SITE_REQUEST',
      message: 'This request came from another site and was refused.',
    })
  })

  it('returns null for a same-origin request', () => {
    expect(assertSameOrigin(post({ origin: SITE }), SITE)).toBeNull()
  })
})

describe('emailedLinkFor', () => {
  const LOCAL = 'http://localhost:3000'
  const link = `${LOCAL}/api/auth/verify-email?token=abc&callbackURL=%2Fonboard%2Fverified#top`
  const from = (origin?: string) => post(origin === undefined ? {} : { origin }, `${LOCAL}/api/auth/sign-up/email`)

  it('gives the link the loopback name the member’s browser used', () => {
    expect(emailedLinkFor(link, from('http://127.0.0.1:3000'), LOCAL)).toBe(
      'http://127.0.0.1:3000/api/auth/verify-email?token=abc&callbackURL=%2Fonboard%2Fverified#top',
    )
    expect(emailedLinkFor(link.replace(LOCAL, 'http://127.0.0.1:3000'), from(LOCAL), 'http://127.0.0.1:3000')).toBe(
      link,
    )
  })

  it('leaves the link as it is from SITE_URL’s own origin, without a request, or without an origin', () => {
    expect(emailedLinkFor(link, from(LOCAL), LOCAL)).toBe(link)
    expect(emailedLinkFor(link, undefined, LOCAL)).toBe(link)
    expect(emailedLinkFor(link, from(), LOCAL)).toBe(link)
    expect(emailedLinkFor(link, from('null'), LOCAL)).toBe(link)
  })

  it('never takes an origin that is not one of this machine’s names for the site', () => {
    for (const origin of [
      'http://127.0.0.1:4000',
      'http://evil.example',
      'https://127.0.0.1:3000',
      'http://127.0.0.2:3000',
    ]) {
      expect(emailedLinkFor(link, from(origin), LOCAL), origin).toBe(link)
    }
  })

  it('never changes a public site’s links, whatever the request says', () => {
    const publicLink = `${SITE}/api/auth/magic-link/verify?token=abc`
    expect(emailedLinkFor(publicLink, from('http://127.0.0.1:3000'), SITE)).toBe(publicLink)
    expect(emailedLinkFor(publicLink, from('http://localhost:3000'), SITE)).toBe(publicLink)
  })

  it('leaves a link to somewhere else alone', () => {
    const elsewhere = 'https://discord.gg/ea-collective'
    expect(emailedLinkFor(elsewhere, from('http://127.0.0.1:3000'), LOCAL)).toBe(elsewhere)
  })
})
