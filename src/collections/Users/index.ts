import { APIError, type CollectionConfig, ValidationError } from 'payload'

import { isOperator, isOperatorRequest } from '@/access'
import { env } from '@/server/env'

/** Operators' passwords: 12 characters or more (Payload's own minimum is 3). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12
export const OPERATOR_PASSWORD_MESSAGE = `Must include ${OPERATOR_PASSWORD_MIN_LENGTH} characters`

const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts for this account. Please wait 60 seconds and try again.'

/** The account-limit module reads the database (server-only): loaded when an operator signs in. */
const accountLimits = () => import('@/server/auth/account-limit')
const addressLimits = () => import('@/server/auth/operator-address-limit')

/**
 * Operators of the admin. Members are Better Auth users and never sign in here. Failed sign-ins
 * are throttled per account (the same limit as members': a wait, never a lockout someone else can
 * keep up) and per address (30 attempts in 10 minutes, cleared by a successful sign-in), the
 * cookie is Secure in production, and passwords have 12 characters or more.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Operator', plural: 'Operators' },
  auth: {
    // 0: no lockout. Payload's lockout let anyone keep an operator out by failing on purpose.
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: env.NODE_ENV === 'production' || env.SECURE_COOKIES },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'updatedAt'], group: 'Admin' },
  access: {
    read: isOperator,
    create: isOperator,
    update: isOperator,
    delete: isOperator,
    admin: isOperatorRequest,
  },
  hooks: {
    beforeOperation: [
      async ({ args, operation, req }) => {
        const data = (args as { data?: { email?: unknown; password?: unknown } }).data
        if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
          const password = data?.password
          if (typeof password === 'string' && password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
            throw new ValidationError({
              collection: 'users',
              errors: [{ path: 'password', message: OPERATOR_PASSWORD_MESSAGE }],
            })
          }
        }
        if (operation === 'login') {
          const { operatorAddressAllowed, TOO_MANY_FROM_ADDRESS } = await addressLimits()
          if (!(await operatorAddressAllowed(req.headers))) throw new APIError(TOO_MANY_FROM_ADDRESS, 429, null, true)
        }
        if (operation === 'login' && typeof data?.email === 'string') {
          const { accountRetryAfter, recordAccountFailure } = await accountLimits()
          if ((await accountRetryAfter(data.email, Date.now(), 'operator')) > 0) {
            throw new APIError(TOO_MANY_ATTEMPTS, 429, null, true)
          }
          // Counted before the check; a successful sign-in clears the count (beforeLogin).
          await recordAccountFailure(data.email, Date.now(), 'operator')
        }
        return args
      },
    ],
    beforeLogin: [
      async ({ req, user }) => {
        const { clearAccountFailures } = await accountLimits()
        if (typeof user.email === 'string') await clearAccountFailures(user.email, 'operator')
        await (await addressLimits()).clearOperatorAddress(req.headers)
        return user
      },
    ],
  },
  fields: [{ name: 'name', type: 'text' }],
}
