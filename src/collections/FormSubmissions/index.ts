import type { CollectionConfig } from 'payload'

import { isOperator, nobody } from '@/access'
import { FORM_KINDS, FORM_KIND_VALUES } from '@/features/forms/schemas'
import { SUBMISSION_STATUSES } from '@/features/forms/status'

import { SEARCHED_FIELDS, exportSubmissionsCsv } from './endpoints/export-csv'
import { notifyOperators } from './hooks/notify-operators'
import { publishSubmissionStatus } from './hooks/publish-status'
import { JSON_TABLE_FIELD } from '@/components/admin/fields'

/**
 * What visitors and members send through the site's forms (POST /api/forms). Operators only:
 * members read their own through /dashboard/my-requests, never through the CMS API.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'form', 'status', 'email', 'company', 'createdAt'],
    listSearchableFields: [...SEARCHED_FIELDS],
    description: 'Inbox of every form the site receives. Filter by form and status; search by email or company.',
    components: { beforeListTable: ['/components/admin/ExportSubmissions.client#ExportSubmissions'] },
  },
  // Made only by the site when a form is sent, never by hand in the admin.
  access: { read: isOperator, create: nobody, update: isOperator, delete: isOperator },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubmissionsCsv }],
  hooks: { afterChange: [notifyOperators, publishSubmissionStatus] },
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true, description: 'Who sent it, for the list.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'form',
          type: 'select',
          required: true,
          index: true,
          options: [
            ...FORM_KIND_VALUES.map((value): { value: string; label: string } => ({ value, label: FORM_KINDS[value].label })),
            { value: 'feedback', label: 'Feedback form' },
            { value: 'builder', label: 'Builder form' },
          ],
          admin: { readOnly: true },
        },
        { name: 'formType', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'pageSource', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: SUBMISSION_STATUSES.map((status) => ({ value: status.value, label: status.label })),
      admin: { position: 'sidebar', description: 'The member who sent it sees this under My requests.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', index: true, admin: { readOnly: true } },
        { name: 'company', type: 'text', index: true, admin: { readOnly: true } },
      ],
    },
    { name: 'data', label: 'Submitted fields', type: 'json', required: true, admin: { readOnly: true, components: { Field: JSON_TABLE_FIELD } } },
    {
      name: 'formInfo',
      label: 'Form',
      type: 'json',
      admin: { readOnly: true, condition: (data) => Boolean(data?.formInfo), components: { Field: JSON_TABLE_FIELD } },
    },
    {
      name: 'builderForm',
      label: 'Builder form',
      type: 'relationship',
      relationTo: 'forms',
      index: true,
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.builderForm) },
    },
    {
      name: 'quoteFile',
      label: 'Quote spreadsheet',
      type: 'upload',
      relationTo: 'quote-files',
      admin: { readOnly: true, condition: (data) => Boolean(data?.quoteFile) },
    },
    {
      // Shown, not stored: the sheet's rows priced against the catalogue (src/server/quotes).
      name: 'quoteRows',
      type: 'ui',
      admin: {
        condition: (data) => Boolean(data?.quoteFile),
        components: { Field: '/collections/FormSubmissions/components/QuoteRows#QuoteRows' },
      },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'businessAccount',
      type: 'relationship',
      relationTo: 'business-accounts',
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
