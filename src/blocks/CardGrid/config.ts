import type { Block } from 'payload'

import { baseCardsField, featureLinkFields, headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/** Base cards in rows, or in an auto-filling grid on large screens when hasGrid is set. */
export const CardGridBlock: Block = {
  slug: 'cardGrid',
  dbName: ({ tableName }) => `${tableName}_blocks_grid`,
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Card rows or grid', plural: 'Card rows or grids' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    featureLinkFields,
    {
      name: 'hasGrid',
      label: 'Use a grid on large screens',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'From 1024px, cards fill columns at least 200px wide instead of centred rows.' },
    },
    baseCardsField(),
  ],
}
