'use client'

/**
 * The browser's Better Auth client. Calls go to /api/auth on the same origin (the default
 * base path), so no base URL is needed. Error codes it returns (`error.code`) map to the spec
 * messages through `authErrorMessage` in ./messages.
 */
import { anonymousClient, inferAdditionalFields, magicLinkClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

export const authClient = createAuthClient({
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
