import type { CollectionConfig } from 'payload'

import { isOperator, nobody } from '@/access'
import { PLAIN_CODE_FIELD } from '@/components/admin/fields'

/**
 * Mail the app would have sent, when no SMTP server is configured (SMTP_URL empty): the operators'
 * outbox, in the admin and at /dev/mailbox for a signed-in operator, never anyone else (its links
 * sign people in). Only the mailer writes it. Links are extracted so a verification or magic link
 * is one click away.
 */
export const DevMailbox: CollectionConfig = {
  slug: 'dev-mailbox',
  labels: { singular: 'Outbox email', plural: 'Mail outbox' },
  admin: {
    group: 'Admin',
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'createdAt'],
    description: 'Mail kept here instead of being sent, because SMTP_URL is not set.',
  },
  access: { read: isOperator, create: nobody, update: nobody, delete: isOperator },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', label: 'HTML', type: 'code', admin: { language: 'html', readOnly: true, components: { Field: PLAIN_CODE_FIELD } } },
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    { name: 'links', type: 'text', hasMany: true },
  ],
}
