import type { Block } from 'payload'

import { headlineField, layerStyleField } from '../shared/fields'

/** A member's or partner's quote with who said it and their photo. */
export const QuotePanelBlock: Block = {
  slug: 'quotePanel',
  interfaceName: 'QuotePanelBlock',
  labels: { singular: 'Quote panel', plural: 'Quote panels' },
  fields: [
    layerStyleField('light'),
    headlineField(),
    { name: 'quote', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'title', label: 'Job title', type: 'text' },
        { name: 'company', type: 'text' },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
}
