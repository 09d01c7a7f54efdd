/**
 * What a person is told when an auth call fails (spec section 8), keyed by stable codes.
 * Texts the spec gives are word for word, straight apostrophes included; the rest are ours.
 * Pure data: safe in client components and server actions alike.
 */

export const AUTH_ERROR_CODES = [
  'user-not-found',
  'wrong-password',
  'invalid-credentials',
  'too-many-requests',
  'email-already-in-use',
  'invalid-email',
  'weak-password',
  'password-too-long',
  'missing-email',
  'user-disabled',
  'network-request-failed',
  'requires-recent-login',
  'user-token-expired',
  'invalid-action-code',
  'expired-action-code',
] as const
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

export const AUTH_ERROR_MESSAGES: Readonly<Record<AuthErrorCode, string>> = {
  'user-not-found':
    "We're sorry, but we don't recognize this email address. Please try again or sign up to create a new account.",
  'wrong-password': "We're sorry, but we can't verify your password. Please try again.",
  // One answer for either mistake, so sign-in does not reveal which emails have accounts.
  'invalid-credentials':
    "We're sorry, but that email and password don't match our records. Please try again.",
  'too-many-requests':
    'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.',
  'email-already-in-use': 'The email address is already in use by another account.',
  'invalid-email': 'The email address is invalid.',
  'weak-password': 'The password must be 6 characters long or more.',
  'password-too-long': 'The password must be 128 characters or fewer.',
  'missing-email': 'The email address is required. Refresh the page and try again.',
  'user-disabled': 'The user account has been disabled by an administrator.',
  'network-request-failed': 'We couldn’t reach the server. Check your connection and try again.',
  'requires-recent-login': 'For your security, please log in again.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'invalid-action-code': 'This link is invalid or has already been used. Please request a new one.',
  'expired-action-code': 'This link has expired. Please request a new one.',
}

/**
 * too-many-requests for a call that sends mail (a verification, reset or sign-in link): spec 8's
 * words are about login attempts, which a signed-in member resending a link is not making.
 */
export const TOO_MANY_EMAILS_MESSAGE =
  'You have asked for several emails in a short time. Please wait a minute, then ask again.'

/** email-already-in-use on the Rewards sign-up. */
export const REWARDS_EMAIL_IN_USE_MESSAGE =
  'The email address is already in use. Your account does not currently qualify for Rewards. Please contact us with questions.'

/** The magic-link return screen. */
export const MAGIC_LINK_MESSAGES = {
  invalid: 'Expired or invalid magic Link.',
  verified: 'Your email has been verified.',
} as const

/** For any failure without a code of ours. */
export const GENERIC_AUTH_ERROR_MESSAGE = 'Something went wrong. Please try again.'

/**
 * The auth library's own codes (better-auth) that mean one of ours. Codes not listed here are
 * matched by shape instead: 'TOO_MANY_REQUESTS' and 'auth/too-many-requests' both read as
 * 'too-many-requests'.
 */
const PROVIDER_CODE_ALIASES: ReadonlyMap<string, AuthErrorCode> = new Map([
  ['INVALID_PASSWORD', 'wrong-password'],
  ['INVALID_EMAIL_OR_PASSWORD', 'invalid-credentials'],
  ['PASSWORD_TOO_SHORT', 'weak-password'],
  ['PASSWORD_TOO_LONG', 'password-too-long'],
  ['USER_ALREADY_EXISTS', 'email-already-in-use'],
  ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'email-already-in-use'],
  ['INVALID_TOKEN', 'invalid-action-code'],
  ['TOKEN_EXPIRED', 'expired-action-code'],
  ['SESSION_EXPIRED', 'requires-recent-login'],
  ['SESSION_NOT_FRESH', 'requires-recent-login'],
])

export function isAuthErrorCode(code: unknown): code is AuthErrorCode {
  return typeof code === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(code)
}

/** Our code for a code from anywhere (ours, 'auth/...', or the auth library's), else null. */
export function toAuthErrorCode(code: string | null | undefined): AuthErrorCode | null {
  if (!code) return null
  const trimmed = code.trim().replace(/^auth\//, '')
  const alias = PROVIDER_CODE_ALIASES.get(trimmed)
  if (alias) return alias
  const normalized = trimmed.toLowerCase().replace(/_/g, '-')
  return isAuthErrorCode(normalized) ? normalized : null
}

export interface AuthErrorMessageOptions {
  /** The Rewards sign-up words email-already-in-use differently. */
  variant?: 'rewards'
  /** 'email': the call sends mail, so too many requests are asked-for emails, not logins. */
  sends?: 'email'
}

/** The message to show for `code`; unknown or missing codes get the generic message. */
export function authErrorMessage(
  code: string | null | undefined,
  options: AuthErrorMessageOptions = {},
): string {
  const known = toAuthErrorCode(code)
  if (known === null) return GENERIC_AUTH_ERROR_MESSAGE
  if (known === 'email-already-in-use' && options.variant === 'rewards') {
    return REWARDS_EMAIL_IN_USE_MESSAGE
  }
  if (known === 'too-many-requests' && options.sends === 'email') return TOO_MANY_EMAILS_MESSAGE
  return AUTH_ERROR_MESSAGES[known]
}
