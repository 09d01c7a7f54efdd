import type { CollectionConfig } from 'payload'

import { isOperator } from '@/access'
import { env } from '@/server/env'

/**
 * Mail the app would have sent, when no SMTP server is configured (SMTP_URL empty): listed at
 * /dev/mailbox outside production and read back by the end-to-end tests. Links are extracted so
 * a verification or magic link is one click away.
 */
export const DevMailbox: CollectionConfig = {
  slug: 'dev-mailbox',
  labels: { singular: 'Development email', plural: 'Development mailbox' },
  admin: {
    group: 'Admin',
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'createdAt'],
    hidden: env.NODE_ENV === 'production',
    description: 'Mail kept here instead of being sent, because SMTP_URL is not set.',
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'text', type: 'textarea' },
    { name: 'links', type: 'text', hasMany: true },
  ],
}
