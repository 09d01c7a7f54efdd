import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { baseCardsField, featureLinkFields, headlineField, layerStyleField, subheadlineField } from '../shared/fields'

import { CARD_COMPONENT_OPTIONS, DYNAMIC_CARD_COLLECTIONS } from './layout'

/**
 * The spec's dynamic card block (dynamicBlock*): headline, subheadline, copy and buttons above
 * cards picked from the content collections (and optional inline base cards), laid out by how
 * many there are, with optional side cards beside them.
 */
export const DynamicCardsBlock: Block = {
  slug: 'dynamicCards',
  // Short table names keep nested button tables under Postgres's 63-character identifier limit.
  dbName: ({ tableName }) => `${tableName}_blocks_dyn`,
  interfaceName: 'DynamicCardsBlock',
  labels: { singular: 'Dynamic cards', plural: 'Dynamic cards' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    { name: 'copy', type: 'richText' },
    buttonsField(),
    featureLinkFields,
    {
      name: 'cards',
      type: 'relationship',
      relationTo: [...DYNAMIC_CARD_COLLECTIONS],
      hasMany: true,
      admin: {
        description:
          'Benefits, vendors, guides, reads, events, resources, FAQs or side cards, in this order. 1 card shows wide, 2 to 4 in columns, 5 or more in a grid or a slider.',
      },
    },
    {
      ...baseCardsField(),
      name: 'inlineCards',
      // Its own interface: the shared InlineBaseCards type is the required list of sliders and grids.
      interfaceName: 'DynamicInlineCards',
      label: 'Inline cards',
      required: false,
      minRows: 0,
      dbName: ({ tableName }) => `${tableName}_inl`,
      admin: { initCollapsed: true, description: 'Cards written here, shown after the cards above.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayAs',
          label: 'With 5 or more cards, show',
          type: 'select',
          defaultValue: 'grid',
          options: [
            { label: 'A grid', value: 'grid' },
            { label: 'A slider', value: 'slider' },
          ],
        },
        {
          name: 'cardComponent',
          label: 'Benefit and vendor links',
          type: 'select',
          defaultValue: 'auto',
          options: CARD_COMPONENT_OPTIONS.map(({ label, value }) => ({ label, value })),
        },
      ],
    },
    {
      name: 'sideCards',
      label: 'Side cards',
      type: 'relationship',
      relationTo: 'side-cards',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'Shown beside the cards on large screens, under them on small ones.' },
    },
  ],
}
