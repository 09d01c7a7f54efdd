import { type AuthEmailKind, escapeHtml, renderAuthEmail } from './templates'

const url = 'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fonboard%2Fverified'

describe('renderAuthEmail', () => {
  it.each<[AuthEmailKind, string, string]>([
    ['verification', 'Verify your email for EA Collective', '24 hours'],
    ['magic-link', 'Your EA Collective sign-in link', '10 minutes'],
    ['reset-password', 'Reset your EA Collective password', '1 hour'],
  ])('writes the %s email with the product name and how long the link lasts', (kind, subject, validity) => {
    const email = renderAuthEmail(kind, { productName: 'EA Collective', url, name: 'Dana' })
    expect(email.subject).toBe(subject)
    expect(email.text).toContain(url)
    expect(email.text).toContain(validity)
    expect(email.text).toContain('Hi Dana,')
    expect(email.html).toContain(`href="${escapeHtml(url)}"`)
    expect(email.html).toContain(validity)
  })

  it('tells the owner the password was changed, and what to do if it was not them', () => {
    const signIn = 'http://localhost:3000/onboard/sign-in'
    const email = renderAuthEmail('password-changed', { productName: 'EA Collective', url: signIn, name: 'Dana' })
    expect(email.subject).toBe('Your EA Collective password was changed')
    expect(email.text).toContain('every device signed in to it was signed out')
    expect(email.text).toContain(`Sign in: ${signIn}`)
    expect(email.text).toContain('If it was not you, choose a new password now with "Forgot password"')
    expect(email.html).toMatch(/<h1[^>]*>Your password was changed<\/h1>/)
  })

  it('is accessible HTML with no remote assets', () => {
    const { html } = renderAuthEmail('verification', { productName: 'EA Collective', url })
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<title>Verify your email for EA Collective<\/title>/)
    expect(html).toMatch(/<h1[^>]*>Verify your email address<\/h1>/)
    expect(html).not.toMatch(/<img|<link|url\(|@import|<script/i)
    expect(html).toContain('Hello,')
  })

  it('escapes what it is given', () => {
    const { html } = renderAuthEmail('magic-link', {
      productName: 'A & B <Co>',
      url: 'http://localhost/x?a=1&b="2"',
      name: '<script>',
    })
    expect(html).toContain('A &amp; B &lt;Co&gt;')
    expect(html).toContain('href="http://localhost/x?a=1&amp;b=&quot;2&quot;"')
    expect(html).not.toContain('<script>')
  })
})
