import {
  firstQueryValue,
  forgotPasswordHref,
  guestDestination,
  isMembersOnlyPath,
  optionalReturnPath,
  safeReturnPath,
  signUpConfirmationHref,
  verifiedHref,
} from './portal-links'

describe('firstQueryValue', () => {
  it('takes a parameter’s value, or its first when repeated', () => {
    expect(firstQueryValue('abc')).toBe('abc')
    expect(firstQueryValue(['first', 'second'])).toBe('first')
    expect(firstQueryValue([])).toBeUndefined()
    expect(firstQueryValue(undefined)).toBeUndefined()
    expect(firstQueryValue(null)).toBeUndefined()
  })
})

describe('safeReturnPath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeReturnPath('/my-dashboard/member-benefits')).toBe('/my-dashboard/member-benefits')
    expect(safeReturnPath('/dashboard/vendors/odp?tab=card')).toBe('/dashboard/vendors/odp?tab=card')
    expect(safeReturnPath(['/dashboard/benefits', '/elsewhere'])).toBe('/dashboard/benefits')
  })

  it('percent-encodes spaces and characters past ASCII, which a redirect header cannot carry', () => {
    expect(safeReturnPath('/™')).toBe('/%E2%84%A2')
    expect(safeReturnPath('/café menu?q=crème')).toBe('/caf%C3%A9%20menu?q=cr%C3%A8me')
    expect(safeReturnPath('/caf%C3%A9')).toBe('/caf%C3%A9')
    expect(safeReturnPath('/\ud800')).toBe('/dashboard')
  })

  it('falls back to the dashboard for anything that could leave the site', () => {
    for (const value of [
      'https://evil.example.com',
      '//evil.example.com/path',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'dashboard',
      '/dash\nboard',
      '',
      '   ',
      undefined,
      null,
    ]) {
      expect(safeReturnPath(value)).toBe('/dashboard')
    }
  })

  it('takes another fallback', () => {
    expect(safeReturnPath('//evil.example.com', '/')).toBe('/')
  })

  it('gives null instead of a fallback when optional', () => {
    expect(optionalReturnPath('/dashboard/benefits')).toBe('/dashboard/benefits')
    expect(optionalReturnPath('https://evil.example.com')).toBeNull()
    expect(optionalReturnPath(undefined)).toBeNull()
  })
})

describe('members-only paths and guests', () => {
  it('knows which paths need a signed-in member', () => {
    expect(isMembersOnlyPath('/dashboard')).toBe(true)
    expect(isMembersOnlyPath('/dashboard/benefits?x=1')).toBe(true)
    expect(isMembersOnlyPath('/my-dashboard/member-benefits')).toBe(true)
    expect(isMembersOnlyPath('/onboard/legacy-create-business-account')).toBe(true)
    expect(isMembersOnlyPath('/dashboards-for-teams')).toBe(false)
    expect(isMembersOnlyPath('/community/events')).toBe(false)
  })

  it('sends a guest to their page when a guest may see it, else home', () => {
    expect(guestDestination('/community/events')).toBe('/community/events')
    expect(guestDestination('/my-dashboard/member-benefits')).toBe('/')
    expect(guestDestination('//evil.example.com')).toBe('/')
    expect(guestDestination(null)).toBe('/')
  })
})

describe('links that carry the destination', () => {
  it('builds the verified, confirmation and forgot-password links', () => {
    expect(verifiedHref('/my-dashboard/member-benefits')).toBe(
      '/onboard/verified?returnTo=/my-dashboard/member-benefits',
    )
    expect(verifiedHref(null)).toBe('/onboard/verified')
    expect(verifiedHref('https://evil.example.com')).toBe('/onboard/verified')
    expect(signUpConfirmationHref('/dashboard/benefits')).toBe(
      '/onboard/sign-up-confirmation?pageSlug=/dashboard/benefits',
    )
    expect(signUpConfirmationHref(null)).toBe('/onboard/sign-up-confirmation')
    expect(forgotPasswordHref('/dashboard')).toBe('/onboard/forgot-password?returnTo=/dashboard')
  })

  it('encodes what could break the query', () => {
    expect(verifiedHref('/dashboard/vendors/odp?tab=card&x=1')).toBe(
      '/onboard/verified?returnTo=/dashboard/vendors/odp%3Ftab%3Dcard%26x%3D1',
    )
  })
})
