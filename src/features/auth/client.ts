'use client'

/**
 * The browser's Better Auth client. Calls go to /api/auth on the same origin (the default
 * base path), so no base URL is needed. Error codes it returns (`error.code`) map to the spec
 * messages through `authErrorMessage` in ./messages.
 */
import { anonymousClient, inferAdditionalFields, magicLinkClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/**
 * How long an auth call (sign-in, sign-up, a reset) may take before it is given up and the person
 * is told the network failed: without it, a database that hangs left Log In disabled with no word
 * for as long as the server took. The same as the site forms' limit.
 */
export const AUTH_CALL_TIMEOUT_MS = 30_000

export const authClient = createAuthClient({
  fetchOptions: { timeout: AUTH_CALL_TIMEOUT_MS },
  plugins: [
    // Mirrors user.additionalFields in src/server/auth/base-options.ts. `terms` is not stored:
    // sign-up sends it so the server can check the same sign-up schema (terms must be true).
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        terms: { type: 'boolean', required: false, returned: false },
      },
    }),
    magicLinkClient(),
    anonymousClient(),
  ],
})

export type AuthClient = typeof authClient
