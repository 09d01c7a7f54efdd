import {
  AUTH_ERROR_CODES,
  AUTH_ERROR_MESSAGES,
  GENERIC_AUTH_ERROR_MESSAGE,
  MAGIC_LINK_MESSAGES,
  REWARDS_EMAIL_IN_USE_MESSAGE,
  authErrorMessage,
  isAuthErrorCode,
  toAuthErrorCode,
  type AuthErrorCode,
} from './messages'

describe('authErrorMessage', () => {
  it.each<[AuthErrorCode, string]>([
    [
      'user-not-found',
      "We're sorry, but we don't recognize this email address. Please try again or sign up to create a new account.",
    ],
    ['wrong-password', "We're sorry, but we can't verify your password. Please try again."],
    [
      'invalid-credentials',
      "We're sorry, but that email and password don't match our records. Please try again.",
    ],
    [
      'too-many-requests',
      'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.',
    ],
    ['email-already-in-use', 'The email address is already in use by another account.'],
    ['invalid-email', 'The email address is invalid.'],
    ['weak-password', 'The password must be 6 characters long or more.'],
    ['missing-email', 'The email address is required. Refresh the page and try again.'],
    ['user-disabled', 'The user account has been disabled by an administrator.'],
    [
      'network-request-failed',
      'We couldn\u2019t reach the server. Check your connection and try again.',
    ],
    ['requires-recent-login', 'For your security, please log in again.'],
    ['user-token-expired', 'Your session has expired. Please sign in again.'],
    [
      'invalid-action-code',
      'This link is invalid or has already been used. Please request a new one.',
    ],
    ['expired-action-code', 'This link has expired. Please request a new one.'],
    // Ours: the auth library's PASSWORD_TOO_LONG read "Password too long" with no limit named.
    ['password-too-long', 'The password must be 128 characters or fewer.'],
  ])('gives %s its message word for word', (code, message) => {
    expect(authErrorMessage(code)).toBe(message)
  })

  it('has a message for every code, and a code for every message', () => {
    expect(Object.keys(AUTH_ERROR_MESSAGES).sort()).toEqual([...AUTH_ERROR_CODES].sort())
    expect(AUTH_ERROR_CODES).toHaveLength(15)
  })

  it('gives the Rewards variant of email-already-in-use', () => {
    expect(authErrorMessage('email-already-in-use', { variant: 'rewards' })).toBe(
      'The email address is already in use. Your account does not currently qualify for Rewards. Please contact us with questions.',
    )
    expect(REWARDS_EMAIL_IN_USE_MESSAGE).toBe(
      authErrorMessage('email-already-in-use', { variant: 'rewards' }),
    )
  })

  it('keeps the usual message for other codes under the Rewards variant', () => {
    expect(authErrorMessage('wrong-password', { variant: 'rewards' })).toBe(
      AUTH_ERROR_MESSAGES['wrong-password'],
    )
  })

  it('words too many requests as asked-for emails for a call that sends mail, and keeps spec 8’s for sign-in', () => {
    expect(authErrorMessage('TOO_MANY_REQUESTS', { sends: 'email' })).toBe(
      'You have asked for several emails in a short time. Please wait a minute, then ask again.',
    )
    expect(authErrorMessage('too-many-requests')).toBe(
      'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.',
    )
    expect(authErrorMessage('wrong-password', { sends: 'email' })).toBe(AUTH_ERROR_MESSAGES['wrong-password'])
  })

  it('falls back to a generic message for an unknown code', () => {
    expect(authErrorMessage('operation-not-allowed')).toBe(
      'Something went wrong. Please try again.',
    )
    expect(GENERIC_AUTH_ERROR_MESSAGE).toBe('Something went wrong. Please try again.')
  })

  it('falls back to the generic message without a code', () => {
    expect(authErrorMessage(undefined)).toBe(GENERIC_AUTH_ERROR_MESSAGE)
    expect(authErrorMessage(null)).toBe(GENERIC_AUTH_ERROR_MESSAGE)
    expect(authErrorMessage('')).toBe(GENERIC_AUTH_ERROR_MESSAGE)
  })

  it('does not mistake object property names for codes', () => {
    expect(authErrorMessage('constructor')).toBe(GENERIC_AUTH_ERROR_MESSAGE)
    expect(authErrorMessage('toString')).toBe(GENERIC_AUTH_ERROR_MESSAGE)
  })
})

describe('toAuthErrorCode', () => {
  it('reads auth/-prefixed codes', () => {
    expect(toAuthErrorCode('auth/too-many-requests')).toBe('too-many-requests')
  })

  it('reads UPPER_SNAKE codes', () => {
    expect(toAuthErrorCode('USER_NOT_FOUND')).toBe('user-not-found')
    expect(toAuthErrorCode('TOO_MANY_REQUESTS')).toBe('too-many-requests')
  })

  it.each<[string, AuthErrorCode]>([
    ['INVALID_EMAIL_OR_PASSWORD', 'invalid-credentials'],
    ['INVALID_PASSWORD', 'wrong-password'],
    ['USER_NOT_FOUND', 'user-not-found'],
    ['USER_DISABLED', 'user-disabled'],
    ['MISSING_EMAIL', 'missing-email'],
    ['INVALID_EMAIL', 'invalid-email'],
    ['PASSWORD_TOO_SHORT', 'weak-password'],
    ['PASSWORD_TOO_LONG', 'password-too-long'],
    ['USER_ALREADY_EXISTS', 'email-already-in-use'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'email-already-in-use'],
    ['INVALID_TOKEN', 'invalid-action-code'],
    ['TOKEN_EXPIRED', 'expired-action-code'],
    ['SESSION_EXPIRED', 'requires-recent-login'],
    ['SESSION_NOT_FRESH', 'requires-recent-login'],
  ])('maps the auth library code %s to %s', (providerCode, code) => {
    expect(toAuthErrorCode(providerCode)).toBe(code)
  })

  it('returns null for codes it does not know', () => {
    expect(toAuthErrorCode('FAILED_TO_CREATE_USER')).toBeNull()
  })
})

describe('isAuthErrorCode', () => {
  it('recognises catalogue codes only', () => {
    expect(isAuthErrorCode('user-disabled')).toBe(true)
    expect(isAuthErrorCode('USER_DISABLED')).toBe(false)
    expect(isAuthErrorCode(42)).toBe(false)
  })
})

describe('MAGIC_LINK_MESSAGES', () => {
  it('says "Expired or invalid magic Link." on error', () => {
    expect(MAGIC_LINK_MESSAGES.invalid).toBe('Expired or invalid magic Link.')
  })

  it('says "Your email has been verified." on success', () => {
    expect(MAGIC_LINK_MESSAGES.verified).toBe('Your email has been verified.')
  })
})
