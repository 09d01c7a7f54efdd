import type { CollectionConfig } from 'payload'

import { isOperator, isOperatorRequest } from '@/access'

/** Operators of the admin. Members are Better Auth users and never sign in here. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Operator', plural: 'Operators' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'updatedAt'], group: 'Admin' },
  access: {
    read: isOperator,
    create: isOperator,
    update: isOperator,
    delete: isOperator,
    admin: isOperatorRequest,
  },
  fields: [{ name: 'name', type: 'text' }],
}
