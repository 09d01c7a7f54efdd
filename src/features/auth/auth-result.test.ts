import { authErrorCodeOf, authFailureMessage, runAuthCall } from './auth-result'
import { AUTH_ERROR_MESSAGES, GENERIC_AUTH_ERROR_MESSAGE, REWARDS_EMAIL_IN_USE_MESSAGE } from './messages'

describe('authErrorCodeOf', () => {
  it("maps the auth library's codes to ours", () => {
    expect(authErrorCodeOf({ code: 'USER_NOT_FOUND', status: 404 })).toBe('user-not-found')
    expect(authErrorCodeOf({ code: 'INVALID_PASSWORD', status: 401 })).toBe('wrong-password')
    expect(authErrorCodeOf({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe('invalid-credentials')
    expect(authErrorCodeOf({ code: 'USER_ALREADY_EXISTS', status: 422 })).toBe('email-already-in-use')
  })

  it('reads any 429 as too many requests, with or without a code', () => {
    expect(authErrorCodeOf({ status: 429 })).toBe('too-many-requests')
    expect(authErrorCodeOf({ code: 'INVALID_PASSWORD', status: 429 })).toBe('too-many-requests')
  })

  it('has no code for nothing or for codes it does not know', () => {
    expect(authErrorCodeOf(null)).toBeNull()
    expect(authErrorCodeOf({ code: 'EMAIL_NOT_VERIFIED', status: 403 })).toBeNull()
  })
})

describe('authFailureMessage', () => {
  it('gives the spec’s words for known codes', () => {
    expect(authFailureMessage({ code: 'USER_NOT_FOUND', status: 404, message: 'User not found' })).toBe(
      AUTH_ERROR_MESSAGES['user-not-found'],
    )
  })

  it('uses the Rewards wording for email-already-in-use only when asked', () => {
    const error = { code: 'USER_ALREADY_EXISTS', status: 422 }
    expect(authFailureMessage(error)).toBe('The email address is already in use by another account.')
    expect(authFailureMessage(error, { variant: 'rewards' })).toBe(REWARDS_EMAIL_IN_USE_MESSAGE)
  })

  it("shows the server's message for other errors, else a generic one", () => {
    expect(authFailureMessage({ code: 'EMAIL_NOT_VERIFIED', status: 403, message: 'Email not verified' })).toBe(
      'Email not verified',
    )
    expect(authFailureMessage({ status: 500, message: '  ' })).toBe(GENERIC_AUTH_ERROR_MESSAGE)
  })
})

describe('runAuthCall', () => {
  it('passes data through on success', async () => {
    await expect(runAuthCall(async () => ({ data: { id: 'u1' }, error: null }))).resolves.toEqual({
      ok: true,
      data: { id: 'u1' },
    })
  })

  it('turns an error result into its code and message', async () => {
    await expect(
      runAuthCall(async () => ({ data: null, error: { code: 'INVALID_PASSWORD', status: 401 } })),
    ).resolves.toEqual({ ok: false, code: 'wrong-password', message: AUTH_ERROR_MESSAGES['wrong-password'] })
  })

  it('turns a fetch that throws into the network failure', async () => {
    await expect(
      runAuthCall(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).resolves.toEqual({
      ok: false,
      code: 'network-request-failed',
      message: AUTH_ERROR_MESSAGES['network-request-failed'],
    })
  })
})
