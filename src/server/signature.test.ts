import { isSignedBy, sign } from './signature'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

describe('signatures', () => {
  it('hold for their value and purpose only', () => {
    const token = sign(SECRET, 'quote-file', '42')
    expect(isSignedBy(SECRET, 'quote-file', '42', token)).toBe(true)
    expect(isSignedBy(SECRET, 'quote-file', '43', token)).toBe(false)
    expect(isSignedBy(SECRET, 'prospect-step-1', '42', token)).toBe(false)
    expect(isSignedBy('another-secret-of-thirty-two-characters', 'quote-file', '42', token)).toBe(false)
    expect(isSignedBy(SECRET, 'quote-file', '42', token.slice(1))).toBe(false)
    expect(isSignedBy(SECRET, 'quote-file', '42', undefined)).toBe(false)
  })
})
