import type { Block } from 'payload'

import { DEFAULT_PARTNER } from '@/lib/types'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/** Cards that open and close, each with a 'Learn More' link under /vendors/odp/{partner}/. */
export const CollapseCardsBlock: Block = {
  slug: 'collapseCards',
  interfaceName: 'CollapseCardsBlock',
  labels: { singular: 'Collapse cards', plural: 'Collapse cards' },
  fields: [
    layerStyleField('light'),
    headlineField(),
    subheadlineField,
    {
      name: 'partnerSlug',
      label: 'Partner',
      type: 'text',
      admin: { description: `Partner in the card links, /vendors/odp/{partner}/...; empty means ${DEFAULT_PARTNER}.` },
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      required: true,
      admin: { initCollapsed: true },
      fields: [
        { name: 'cardHeadline', label: 'Headline', type: 'text', required: true },
        { name: 'cardCopy', label: 'Copy', type: 'textarea' },
        {
          name: 'href',
          label: 'Page',
          type: 'text',
          required: true,
          admin: { description: 'Page under /vendors/odp/{partner}/, for example "business-account".' },
        },
      ],
    },
  ],
}
