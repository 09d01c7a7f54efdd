import type { Block } from 'payload'

import { FORM_FIELDS } from '@/features/forms/fields'
import { FORM_KINDS } from '@/features/forms/schemas'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

const kinds = Object.keys(FORM_FIELDS) as (keyof typeof FORM_FIELDS)[]

/**
 * One of the site's forms (grant, lead, mini, simple, supplier, Spend Navigator steps, quote,
 * business account), placed on a page at an anchor. Submissions arrive in Form submissions.
 */
export const SiteFormBlock: Block = {
  slug: 'siteForm',
  interfaceName: 'SiteFormBlock',
  labels: { singular: 'Site form', plural: 'Site forms' },
  fields: [
    layerStyleField('light'),
    {
      type: 'row',
      fields: [
        {
          name: 'formKind',
          label: 'Form',
          type: 'select',
          required: true,
          options: kinds.map((value) => ({ value, label: FORM_KINDS[value].label })),
        },
        {
          name: 'anchor',
          type: 'text',
          admin: { description: "Buttons link here with '#anchor', e.g. apply or request." },
          validate: (value: string | null | undefined) => !value || /^[a-z][\w-]*$/i.test(value) || 'Letters, digits and dashes, starting with a letter.',
        },
      ],
    },
    headlineField(),
    subheadlineField,
    {
      type: 'row',
      fields: [
        {
          name: 'pageSource',
          label: 'Form source',
          type: 'text',
          required: true,
          admin: { description: "Sent with each submission; the confirmation page is '/{source}-confirmation' (or -details, -confirm, /confirm)." },
          validate: (value: string | null | undefined) => (value && /^[\w\-/]+$/.test(value)) || 'Letters, digits, dashes and slashes only.',
        },
        { name: 'submitLabel', label: 'Button text', type: 'text', defaultValue: 'Submit' },
      ],
    },
    { name: 'formNote', label: 'Note under the form', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'isRedirect', label: 'Go to the confirmation page on success', type: 'checkbox', defaultValue: true },
        { name: 'confirmMessage', label: 'Message when not redirecting', type: 'text' },
      ],
    },
    { name: 'contactUrl', label: 'Contact Us address', type: 'text', admin: { description: 'Defaults to the help centre.' } },
  ],
}
