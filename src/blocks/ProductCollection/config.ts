import type { Block } from 'payload'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/**
 * A product collection (spec section 2, "Product collection screen"): its products grouped by
 * sub-collection, 'paper' first, or in one flat grid.
 */
export const ProductCollectionBlock: Block = {
  slug: 'productCollection',
  dbName: ({ tableName }) => `${tableName}_blocks_pc`,
  interfaceName: 'ProductCollectionBlock',
  labels: { singular: 'Product collection', plural: 'Product collections' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    {
      name: 'collection',
      label: 'Product collection',
      type: 'relationship',
      relationTo: 'product-collections',
      required: true,
    },
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'grouped',
      options: [
        { label: 'Grouped by sub-collection (paper first)', value: 'grouped' },
        { label: 'One flat grid', value: 'flat' },
      ],
      admin: {
        description: 'Grouped lists hide products whose program price is below $1.',
      },
    },
  ],
}
