import { AUTH_ERROR_MESSAGES, toAuthErrorCode } from '@/features/auth/messages'

import { AUTH_HOOK_ERRORS, type AuthHookErrorCode, authError, localCallbackPath } from './errors'

describe('authError', () => {
  it.each(Object.keys(AUTH_HOOK_ERRORS) as AuthHookErrorCode[])(
    '%s carries the spec message of the code the screens map it to',
    (code) => {
      const error = authError(code)
      const ours = toAuthErrorCode(code)
      expect(ours).toBe(AUTH_HOOK_ERRORS[code].code)
      expect(error.body).toMatchObject({ code, message: AUTH_ERROR_MESSAGES[ours!] })
    },
  )

  it('answers unknown email and wrong password with 401, a disabled member with 403', () => {
    expect(authError('USER_NOT_FOUND').statusCode).toBe(401)
    expect(authError('INVALID_PASSWORD').statusCode).toBe(401)
    expect(authError('USER_DISABLED').statusCode).toBe(403)
  })
})

describe('localCallbackPath', () => {
  const site = 'http://localhost:3000'
  it('keeps paths on this site and turns our absolute addresses into paths', () => {
    expect(localCallbackPath('/onboard/verified?returnTo=/dashboard', '/x', site)).toBe(
      '/onboard/verified?returnTo=/dashboard',
    )
    expect(localCallbackPath('http://localhost:3000/onboard/verified', '/x', site)).toBe('/onboard/verified')
  })

  it.each(['https://evil.example/x', '//evil.example', 'javascript:alert(1)', 42, null])(
    'falls back for %j',
    (value) => {
      expect(localCallbackPath(value, '/onboard/verified', site)).toBe('/onboard/verified')
    },
  )
})
