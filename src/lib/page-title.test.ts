import { pageTitle } from './page-title'

const SITE = 'EA Collective'

describe('pageTitle', () => {
  it("leaves the site's name at the end of an SEO title to the layout's template", () => {
    expect(pageTitle('Disclaimer | EA Collective', SITE)).toBe('Disclaimer')
    expect(pageTitle('Spend Navigator: estimate your savings | EA Collective', SITE)).toBe(
      'Spend Navigator: estimate your savings',
    )
    expect(pageTitle('Member benefits – EA Collective ', SITE)).toBe('Member benefits')
    expect(pageTitle('Member benefits - ea collective', SITE)).toBe('Member benefits')
    expect(pageTitle('Member benefits · EA Collective', SITE)).toBe('Member benefits')
  })

  it("keeps a title that only mentions the site's name, or does not end with it", () => {
    expect(pageTitle('About Entrepreneurs Alliance and EA Collective', SITE)).toBe(
      'About Entrepreneurs Alliance and EA Collective',
    )
    expect(pageTitle('Join the EA Collective Discord community', SITE)).toBe('Join the EA Collective Discord community')
    expect(pageTitle('  What we offer ', SITE)).toBe('What we offer')
  })

  it("shows a title that is only the site's name once", () => {
    expect(pageTitle('EA Collective', SITE)).toEqual({ absolute: 'EA Collective' })
    expect(pageTitle(' | EA Collective', SITE)).toEqual({ absolute: '| EA Collective' })
  })
})
