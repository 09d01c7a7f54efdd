import { assertSameOrigin, isCrossSiteRequest } from './origin'

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
