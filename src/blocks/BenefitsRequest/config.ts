import type { Block } from 'payload'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/**
 * The benefits request form (spec 4 "Benefits form"): visitors pick partner pills and submit;
 * stored as a form submission (formType 'benefits') and, for a Plus member, in their business
 * account's member benefits.
 */
export const BenefitsRequestBlock: Block = {
  slug: 'benefitsRequest',
  interfaceName: 'BenefitsRequestBlock',
  labels: { singular: 'Benefits request', plural: 'Benefits requests' },
  fields: [
    layerStyleField('light'),
    headlineField(),
    subheadlineField,
    {
      name: 'partners',
      label: 'Benefit partners offered',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { description: "Each partner's name, as on its benefit (e.g. Gusto). Visitors pick one or more." },
    },
    {
      name: 'pageSource',
      label: 'Form source',
      type: 'text',
      defaultValue: 'benefits',
      validate: (value: string | null | undefined) => !value || /^[\w\-/]+$/.test(value) || 'Letters, digits, dashes and slashes only.',
    },
  ],
}
