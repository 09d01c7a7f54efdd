/**
 * The parts of the Better Auth configuration that decide its database schema. The running auth
 * (src/server/auth/auth.ts) extends these with callbacks; scripts/generate-auth-migration.ts reads
 * them to write the committed SQL migration, so the two cannot drift apart.
 */
import type { BetterAuthOptions } from 'better-auth'
import { anonymous } from 'better-auth/plugins/anonymous'
import { magicLink } from 'better-auth/plugins/magic-link'

/** Better Auth's tables live in their own schema, apart from Payload's. */
export const AUTH_SCHEMA = 'auth'

export const baseAuthOptions = {
  emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
  user: {
    additionalFields: {
      firstName: { type: 'string', required: false, input: true },
      lastName: { type: 'string', required: false, input: true },
    },
  },
  rateLimit: { enabled: true, storage: 'database' },
  plugins: [
    magicLink({ sendMagicLink: async () => {} }),
    anonymous({}),
  ],
} satisfies Partial<BetterAuthOptions>
