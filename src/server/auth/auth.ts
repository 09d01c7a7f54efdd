import 'server-only'

import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { deleteSessionCookie } from 'better-auth/cookies'
import { generateRandomString, verifyJWT } from 'better-auth/crypto'
import { nextCookies } from 'better-auth/next-js'
import { anonymous } from 'better-auth/plugins/anonymous'
import { magicLink } from 'better-auth/plugins/magic-link'
import type pg from 'pg'
import { z } from 'zod'

import { AUTH_ERROR_MESSAGES } from '@/features/auth/messages'
import { RESET_PASSWORD_RULES, signUpSchema } from '@/features/auth/schemas'
import { toFieldErrors } from '@/lib/field-errors'
import { withQuery } from '@/lib/links'
import { UNSTORABLE_CHARACTER_MESSAGE, containsUnstorableCharacter } from '@/lib/unstorable-character'
import { RESET_PASSWORD_PATH, SIGN_IN_PATH, VERIFIED_PATH, optionalReturnPath } from '@/lib/portal-links'
import { createPasswordSchema } from '@/lib/validation'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import { createPool } from '@/server/db'
import { env, requireSecret, siteOrigins, usesSecureCookies } from '@/server/env'
import { notifyNow } from '@/server/live/notify'
import { sendAuthEmail } from '@/server/mailer'
import { greetingNameOf } from '@/server/mailer/templates'
import { claimSubmissionsByEmail } from '@/server/forms/claim'
import { deleteMember, ensureMember, isMemberDisabled, moveGuestData, syncMemberFromUser } from '@/server/members'

import { accountRetryAfter, clearAccountFailures, recordAccountFailure } from './account-limit'
import { AUTH_SCHEMA, baseAuthOptions } from './base-options'
import { revokeEmailedLinks } from './emailed-links'
import { authError, localCallbackPath, toSessionUser } from './errors'
import { findAuthUserByEmail } from './queries'
import { cappedExpiry, isPastAbsoluteLimit } from './session-limit'

/** Link lifetimes (seconds). */
export const VERIFICATION_LINK_TTL = 24 * 60 * 60
export const RESET_LINK_TTL = 60 * 60
export const MAGIC_LINK_TTL = 10 * 60

/** Rate limits (per client IP and path), kept in auth."rateLimit" so they hold across instances. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/sign-in/magic-link': { window: 60, max: 3 },
  '/send-verification-email': { window: 60, max: 3 },
} as const

const globalForAuth = globalThis as typeof globalThis & { __authPool?: pg.Pool }

/** Better Auth's own pool, pointed at its schema so its unqualified table names resolve there. */
function getAuthPool(): pg.Pool {
  if (!globalForAuth.__authPool) {
    globalForAuth.__authPool = createPool('auth', {
      connectionString: env.DATABASE_URL,
      options: `-c search_path=${AUTH_SCHEMA}`,
    })
  }
  return globalForAuth.__authPool
}

const resetPasswordRules = createPasswordSchema(RESET_PASSWORD_RULES)
const emailFormat = z.email()

function validationError(error: z.ZodError, rootKey?: string): APIError {
  const errors = toFieldErrors(error, rootKey)
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: Object.values(errors)[0], errors })
}

/**
 * A null character or a lone surrogate cannot be stored (src/lib/unstorable-character.ts): refused
 * before the action runs, as the field's error, where the database would fail the write.
 */
function refuseUnstorableCharacters(body: Record<string, unknown>, query: unknown): void {
  const field = Object.keys(body).find(
    (key) => containsUnstorableCharacter(key) || containsUnstorableCharacter(body[key]),
  )
  if (field === undefined && !containsUnstorableCharacter(query)) return
  const errors = { [field ?? 'form']: UNSTORABLE_CHARACTER_MESSAGE }
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: UNSTORABLE_CHARACTER_MESSAGE, errors })
}

interface SessionRecord {
  session: { token: string; createdAt: Date | string }
  user: Record<string, unknown>
}

/**
 * Whether a session lookup's result (or get-session's answer) is a member's session, not a
 * guest's, that began more than 30 days ago (session-limit.ts).
 */
function isMemberSessionPastLimit(found: unknown): boolean {
  if (!found || typeof found !== 'object') return false
  const { session, user } = found as Partial<SessionRecord>
  if (!session?.createdAt || !user) return false
  return user.isAnonymous !== true && isPastAbsoluteLimit(session.createdAt)
}

interface SessionCookieContext {
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false | undefined>
  context: { secret: string; authCookies: { sessionToken: { name: string } } }
}

/** The session token in the request's signed session cookie, if it carries a valid one. */
function sessionTokenOf(ctx: SessionCookieContext) {
  return ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)
}

/**
 * Ends the request's session when it is a member's and began more than 30 days ago, before any
 * endpoint reads it (src/server/auth/session-limit.ts): the endpoint then sees no session.
 */
async function endSessionPastLimit(
  ctx: SessionCookieContext & {
    context: {
      internalAdapter: {
        findSession(token: string): Promise<SessionRecord | null>
        deleteSession(token: string): Promise<unknown>
      }
    }
  },
): Promise<void> {
  const token = await sessionTokenOf(ctx)
  if (!token) return
  const found = await ctx.context.internalAdapter.findSession(token)
  if (isMemberSessionPastLimit(found)) await ctx.context.internalAdapter.deleteSession(token)
}

interface InternalAdapterLike {
  internalAdapter: {
    findAccounts(userId: string): Promise<{ id: string; providerId: string }[]>
    deleteAccount(id: string): Promise<unknown>
    deleteUserSessions(userId: string): Promise<unknown>
    createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>
  }
}

/**
 * Ends everything an account gained before its address was proven: every session and the password
 * (magic-link sign-in does the same for unproven accounts). Returns a reset token so the person
 * who proved the address can choose a password.
 */
async function revokeAccessBeforeProof(context: InternalAdapterLike, userId: string): Promise<string> {
  const adapter = context.internalAdapter
  for (const account of await adapter.findAccounts(userId)) {
    if (account.providerId === 'credential') await adapter.deleteAccount(account.id)
  }
  await adapter.deleteUserSessions(userId)
  const token = generateRandomString(32, 'a-z', 'A-Z', '0-9')
  await adapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL * 1000),
  })
  return token
}

export interface AuthSettings {
  /** One answer for unknown email and wrong password (AUTH_ENUMERATION_PROTECTION). */
  enumerationProtection: boolean
}

/**
 * The Better Auth instance. Options that decide the database schema come from base-options.ts
 * (the SQL migration is generated from them); this adds the callbacks. The plugin list is
 * restated here with real callbacks: same plugins, same schema.
 */
export function createAuth(settings: AuthSettings = { enumerationProtection: env.AUTH_ENUMERATION_PROTECTION }) {
  const isSecure = usesSecureCookies()

  return betterAuth({
    ...baseAuthOptions,
    appName: 'EA Collective',
    database: getAuthPool(),
    secret: requireSecret('BETTER_AUTH_SECRET'),
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    trustedOrigins: siteOrigins(),
    telemetry: { enabled: false },

    emailAndPassword: {
      ...baseAuthOptions.emailAndPassword,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL,
      revokeSessionsOnPasswordReset: true,
      // The other links in the account's mail stop working with its sessions, and the owner is told.
      onPasswordReset: async ({ user }, request) => {
        await revokeEmailedLinks(user)
        // The new password is saved whatever the mail does: a failed notice is logged, not answered.
        await sendAuthEmail('password-changed', {
          to: user.email,
          url: new URL(SIGN_IN_PATH, env.SITE_URL).toString(),
          request,
          name: greetingNameOf(user),
        }).catch((error: unknown) => console.error('[mail] password-changed notice failed', error))
      },
      sendResetPassword: async ({ user, url }, request) => {
        if ((user as { isAnonymous?: boolean | null }).isAnonymous) return
        await sendAuthEmail('reset-password', {
          to: user.email,
          url,
          request,
          name: greetingNameOf(user),
        })
      },
    },

    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL,
      sendVerificationEmail: async ({ user, url }, request) => {
        await sendAuthEmail('verification', {
          to: user.email,
          url,
          request,
          name: greetingNameOf(user),
        })
      },
      // Forms sent earlier with this address (a grant application before joining) become the member's.
      afterEmailVerification: async (user) => {
        await claimSubmissionsByEmail(user.id, user.email).catch((error: unknown) =>
          console.error('[auth] could not give the member the forms they sent before joining', user.id, error),
        )
      },
    },

    rateLimit: {
      ...baseAuthOptions.rateLimit,
      // Every environment, not only production: the limits are part of the product.
      enabled: true,
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },

    advanced: {
      // The handler puts getClientAddress()'s answer here: the limiter keys on the same address as
      // every other limit, and believes forwarded headers only from TRUSTED_PROXY_HOPS proxies.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: isSecure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isSecure },
      // A session read (every route that asks who is signed in) fetches the session and its user in
      // one query, joined in PostgreSQL, instead of one query each.
      database: { joins: true },
    },

    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            try {
              await ensureMember(toSessionUser(user))
            } catch (error) {
              // The viewer creates it on first read should this fail; the account itself is fine.
              console.error('[auth] could not create the member record', user.id, error)
            }
          },
        },
        update: {
          after: async (user) => {
            // Saving the member announces the change, so open pages see a verified email at once.
            await syncMemberFromUser(toSessionUser(user)).catch((error) =>
              console.error('[auth] could not update the member record', user.id, error),
            )
          },
        },
        delete: {
          after: async (user) => {
            await deleteMember(user.id).catch((error) =>
              console.error('[auth] could not delete the member record', user.id, error),
            )
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            // Every way in (password, magic link, verification link) ends here.
            if (await isMemberDisabled(session.userId)) throw authError('USER_DISABLED')
          },
        },
        update: {
          before: async (data, ctx) => {
            // A refresh slides a member's session on, but never past 30 days after it began.
            const current = (ctx?.context as { session?: SessionRecord | null } | undefined)?.session
            if (!data.expiresAt || !current || current.user.isAnonymous === true) return
            return { data: { ...data, expiresAt: cappedExpiry(data.expiresAt, current.session.createdAt) } }
          },
        },
        delete: {
          after: async (session) => {
            // Open pages of this member re-check their session: a sign-out reaches every tab.
            await notifyNow({ memberId: session.userId }).catch(() => {})
          },
        },
      },
    },

    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A session read (every page, /api/me, /api/live) checks the session it has just found,
        // in the after hook: one lookup of the session and its user instead of two.
        if (ctx.path !== '/get-session') await endSessionPastLimit(ctx)
        const body = (ctx.body ?? {}) as Record<string, unknown>
        refuseUnstorableCharacters(body, ctx.query)
        switch (ctx.path) {
          case '/sign-up/email': {
            const parsed = signUpSchema.safeParse(body)
            if (!parsed.success) throw validationError(parsed.error)
            const { firstName, lastName, email } = parsed.data
            return {
              context: {
                body: {
                  ...body,
                  email,
                  firstName,
                  lastName,
                  name: `${firstName} ${lastName}`,
                  callbackURL: body.callbackURL ?? VERIFIED_PATH,
                },
              },
            }
          }

          case '/sign-in/email': {
            const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
            if (!email) throw authError('MISSING_EMAIL')
            if (!emailFormat.safeParse(email).success) throw authError('INVALID_EMAIL')
            const retryAfter = await accountRetryAfter(email)
            if (retryAfter > 0) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: 'TOO_MANY_REQUESTS', message: AUTH_ERROR_MESSAGES['too-many-requests'] },
                { 'Retry-After': String(retryAfter) },
              )
            }
            if (!settings.enumerationProtection) {
              const user = await findAuthUserByEmail(email)
              if (!user || user.isAnonymous) throw authError('USER_NOT_FOUND')
              if (await isMemberDisabled(user.id)) throw authError('USER_DISABLED')
            }
            return { context: { body: { ...body, email } } }
          }

          case '/sign-in/magic-link': {
            const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
            if (!email) throw authError('MISSING_EMAIL')
            if (!emailFormat.safeParse(email).success) throw authError('INVALID_EMAIL')
            return { context: { body: { ...body, email, callbackURL: body.callbackURL ?? VERIFIED_PATH } } }
          }

          case '/send-verification-email':
            return { context: { body: { ...body, callbackURL: body.callbackURL ?? VERIFIED_PATH } } }

          case '/request-password-reset':
            return { context: { body: { ...body, redirectTo: body.redirectTo ?? RESET_PASSWORD_PATH } } }

          case '/update-user': {
            // The same name rules as sign-up (names go into mail); other fields pass through.
            const names = signUpSchema.pick({ firstName: true, lastName: true }).partial().safeParse(body)
            if (!names.success) throw validationError(names.error)
            const { firstName, lastName } = names.data
            if (firstName === undefined && lastName === undefined) return
            return { context: { body: { ...body, ...names.data } } }
          }

          case '/change-password':
          case '/reset-password': {
            const parsed = resetPasswordRules.safeParse(body.newPassword)
            if (!parsed.success) throw validationError(parsed.error, 'password')
            // A changed password signs every other device out, as a reset does and as the
            // password-changed notice says.
            if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } }
            return
          }

          case '/verify-email': {
            // The link is a signed token, valid until it expires; we make it single use: once the
            // address is verified, the same link is answered as used.
            const query = (ctx.query ?? {}) as Record<string, unknown>
            if (typeof query.token !== 'string') return
            const claims = await verifyJWT<{ email?: unknown; updateTo?: unknown }>(query.token, ctx.context.secret)
            if (!claims || typeof claims.email !== 'string' || claims.updateTo) return
            const user = await findAuthUserByEmail(claims.email)
            if (!user) return
            if (!user.emailVerified) {
              // First proof of this address. From a browser that does not hold the account's own
              // session, whoever signed up may not be the owner: end every earlier session, drop
              // the password set before the proof, and let the owner choose one (or use magic links).
              const current = await getSessionFromCtx(ctx).catch(() => null)
              if (current?.user.id === user.id) return
              const token = await revokeAccessBeforeProof(ctx.context, user.id)
              // The page the person signed up from still comes after choosing a password.
              const returnTo = optionalReturnPath(
                new URL(localCallbackPath(query.callbackURL, VERIFIED_PATH), 'http://callback.local').searchParams.get('returnTo'),
              )
              return {
                context: {
                  query: { ...query, callbackURL: withQuery(RESET_PASSWORD_PATH, { token, verified: '1', returnTo }) },
                },
              }
            }
            if (typeof query.callbackURL === 'string') {
              throw ctx.redirect(
                withQuery(localCallbackPath(query.callbackURL, VERIFIED_PATH), { error: 'INVALID_TOKEN' }),
              )
            }
            throw authError('INVALID_TOKEN')
          }
        }
      }),

      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned
        if (ctx.path === '/get-session' && isMemberSessionPastLimit(returned)) {
          const token = await sessionTokenOf(ctx)
          if (token) await ctx.context.internalAdapter.deleteSession(token)
          deleteSessionCookie(ctx)
          return ctx.json(null)
        }
        if (ctx.path === '/sign-in/email' && ctx.context.newSession) {
          await clearAccountFailures(ctx.context.newSession.user.email)
        }
        // A changed password ends the account's emailed links as a reset does, and the owner is told.
        if (ctx.path === '/change-password' && !isAPIError(returned)) {
          const user = (returned as { user?: { id?: unknown; email?: unknown; name?: unknown } } | null)?.user
          if (typeof user?.id === 'string' && typeof user.email === 'string') {
            await revokeEmailedLinks({ id: user.id, email: user.email })
            await sendAuthEmail('password-changed', {
              to: user.email,
              url: new URL(SIGN_IN_PATH, env.SITE_URL).toString(),
              request: ctx.request,
              name: greetingNameOf(user as Parameters<typeof greetingNameOf>[0]),
            }).catch((error: unknown) => console.error('[mail] password-changed notice failed', error))
          }
        }
        if (!isAPIError(returned)) return
        const code = (returned.body as { code?: unknown } | undefined)?.code

        // Better Auth writes SITE_URL's origin into the redirects emailed links answer with (on to
        // the reset form, or the page after a sign-in link). As paths they keep the host name the
        // link was opened at: on this machine both loopback names serve the site, each with its
        // own cookies, and a sign-in link sets its cookie under the name it was opened at.
        if (returned.statusCode === 302) {
          const target = new Headers(returned.headers).get('location')
          const path = target && localCallbackPath(target, target)
          if (path && path !== target) throw ctx.redirect(path)
        }

        // Two sign-ups with one address at the same moment: the loser is told spec 8's words, as a
        // later one is, whether it met the winner's user in Better Auth's own check past ours
        // ('User already exists. Use another email.') or lost the race to the unique index
        // ('Failed to create user', when that user now exists).
        if (ctx.path === '/sign-up/email' && code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
          throw authError('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
        }
        if (ctx.path === '/sign-up/email' && code === 'FAILED_TO_CREATE_USER') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email
          if (typeof email === 'string' && (await findAuthUserByEmail(email))) {
            throw authError('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
          }
        }

        if (ctx.path === '/sign-in/email' && code === 'INVALID_EMAIL_OR_PASSWORD') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email
          if (typeof email === 'string') await recordAccountFailure(email)
          // Unknown emails were answered before the password was checked, so this user exists.
          throw authError(settings.enumerationProtection ? 'INVALID_EMAIL_OR_PASSWORD' : 'INVALID_PASSWORD')
        }

        // Links opened from an email land on the page that says the account is disabled, never on
        // a JSON error (nor on the password page a first verification is sent on to).
        if ((ctx.path === '/magic-link/verify' || ctx.path === '/verify-email') && code === 'USER_DISABLED') {
          throw ctx.redirect(withQuery(VERIFIED_PATH, { error: 'USER_DISABLED' }))
        }
      }),
    },

    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL,
        // Magic links bring members back; joining goes through sign-up (names, terms).
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }, ctx) => {
          // Unknown, guest or disabled: answer as if sent, send nothing.
          const user = await findAuthUserByEmail(email)
          if (!user || user.isAnonymous || (await isMemberDisabled(user.id))) return
          await sendAuthEmail('magic-link', {
            to: email,
            url,
            request: ctx?.request,
            name: greetingNameOf(user),
          })
        },
      }),
      anonymous({
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await moveGuestData(toSessionUser(anonymousUser.user), toSessionUser(newUser.user))
        },
      }),
      // Must stay last: it copies Set-Cookie headers into Next's cookies() for server actions.
      nextCookies(),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

const globalForInstance = globalThis as typeof globalThis & { __auth?: Auth }

/** The app's Better Auth instance (one per process). */
export const auth: Auth = (globalForInstance.__auth ??= createAuth())

export type AuthSession = Auth['$Infer']['Session']

/** Closes Better Auth's pool (scripts and tests; the app keeps it for its lifetime). */
export async function closeAuthDatabase(): Promise<void> {
  const pool = globalForAuth.__authPool
  globalForAuth.__authPool = undefined
  await pool?.end().catch(() => {})
}
