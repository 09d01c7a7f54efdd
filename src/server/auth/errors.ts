/**
 * The error answers our auth hooks give, each with the spec's words (section 8) as its message
 * and a code the screens map with `toAuthErrorCode` (src/features/auth/messages.ts).
 */
import { APIError } from 'better-auth/api'

import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from '@/features/auth/messages'
import { safeReturnPath } from '@/lib/portal-links'
import { env } from '@/server/env'
import type { SessionUserLike } from '@/server/members/records'

type Status = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'UNPROCESSABLE_ENTITY'

export const AUTH_HOOK_ERRORS = {
  MISSING_EMAIL: { status: 'BAD_REQUEST', code: 'missing-email' },
  INVALID_EMAIL: { status: 'BAD_REQUEST', code: 'invalid-email' },
  USER_NOT_FOUND: { status: 'UNAUTHORIZED', code: 'user-not-found' },
  INVALID_PASSWORD: { status: 'UNAUTHORIZED', code: 'wrong-password' },
  INVALID_EMAIL_OR_PASSWORD: { status: 'UNAUTHORIZED', code: 'invalid-credentials' },
  USER_DISABLED: { status: 'FORBIDDEN', code: 'user-disabled' },
  INVALID_TOKEN: { status: 'BAD_REQUEST', code: 'invalid-action-code' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 'UNPROCESSABLE_ENTITY', code: 'email-already-in-use' },
} as const satisfies Record<string, { status: Status; code: AuthErrorCode }>

export type AuthHookErrorCode = keyof typeof AUTH_HOOK_ERRORS

export function authError(code: AuthHookErrorCode): APIError {
  const { status, code: ours } = AUTH_HOOK_ERRORS[code]
  return new APIError(status, { code, message: AUTH_ERROR_MESSAGES[ours] })
}

/**
 * A callback from an auth link's query as a path on this site: absolute addresses on our own
 * origin become their path; anything else falls back (no open redirect).
 */
export function localCallbackPath(value: unknown, fallback: string, siteUrl: string = env.SITE_URL): string {
  if (typeof value !== 'string') return fallback
  let candidate = value.trim()
  try {
    const site = new URL(siteUrl)
    if (/^https?:\/\//i.test(candidate)) {
      const url = new URL(candidate)
      if (url.origin !== site.origin) return fallback
      candidate = `${url.pathname}${url.search}${url.hash}`
    }
  } catch {
    return fallback
  }
  return safeReturnPath(candidate, fallback)
}

/** Better Auth's user (with our additional fields) as the member module reads it. */
export function toSessionUser(user: { id: string } & Record<string, unknown>): SessionUserLike {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    id: user.id,
    email: text(user.email),
    emailVerified: Boolean(user.emailVerified),
    name: text(user.name),
    isAnonymous: Boolean(user.isAnonymous),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
  }
}
