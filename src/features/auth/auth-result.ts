/**
 * Turns what an auth call returns (or throws) into the words a person is shown (spec section 8).
 * Pure apart from awaiting the call it is given, so it is tested without a network.
 */
import {
  type AuthErrorCode,
  type AuthErrorMessageOptions,
  GENERIC_AUTH_ERROR_MESSAGE,
  authErrorMessage,
  toAuthErrorCode,
} from './messages'

/** The error half of a Better Auth client result. */
export interface AuthCallError {
  code?: string | null
  message?: string | null
  status?: number | null
  statusText?: string | null
}

export type AuthCallResult<T> = { data: T; error: null } | { data: null; error: AuthCallError }

export type AuthOutcome<T> = { ok: true; data: T } | { ok: false; code: AuthErrorCode | null; message: string }

/** Our code for a failed call: 429 is always too many requests, whatever the body says. */
export function authErrorCodeOf(error: AuthCallError | null | undefined): AuthErrorCode | null {
  if (!error) return null
  if (error.status === 429) return 'too-many-requests'
  return toAuthErrorCode(error.code)
}

/**
 * The message for a failed call: the spec's words for every code we know; otherwise the message
 * the server gave (spec section 8: "non-auth errors show the given message"); else a generic one.
 */
export function authFailureMessage(
  error: AuthCallError | null | undefined,
  options: AuthErrorMessageOptions = {},
): string {
  const code = authErrorCodeOf(error)
  if (code) return authErrorMessage(code, options)
  return error?.message?.trim() || GENERIC_AUTH_ERROR_MESSAGE
}

/**
 * Runs an auth call. A fetch that throws (offline, server unreachable) is the network failure;
 * an error result carries its code and message.
 */
export async function runAuthCall<T>(
  call: () => Promise<AuthCallResult<T>>,
  options: AuthErrorMessageOptions = {},
): Promise<AuthOutcome<T>> {
  let result: AuthCallResult<T>
  try {
    result = await call()
  } catch {
    return { ok: false, code: 'network-request-failed', message: authErrorMessage('network-request-failed') }
  }
  if (result.error) {
    return { ok: false, code: authErrorCodeOf(result.error), message: authFailureMessage(result.error, options) }
  }
  return { ok: true, data: result.data }
}
