import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { slugField, slugify } from '@/fields/slug'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('product-collections')

/**
 * A vendor's product catalogue, e.g. /dashboard/collections/odp (spec section 3, "Collection"),
 * grouped into sub-collections; products name theirs by subCollectionSlug.
 */
export const ProductCollections: CollectionConfig = {
  slug: 'product-collections',
  labels: { singular: 'Product collection', plural: 'Product collections' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Catalogue',
  },
  access: { read: anyone, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    slugField('slug', { from: 'title' }),
    {
      name: 'subCollections',
      label: 'Sub-collections',
      type: 'array',
      labels: { singular: 'Sub-collection', plural: 'Sub-collections' },
      admin: { description: 'Listed in this order, except "paper", which always comes first.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'subCollectionTitle', label: 'Title', type: 'text', required: true },
            {
              name: 'subCollectionSlug',
              label: 'Slug',
              type: 'text',
              required: true,
              hooks: {
                beforeValidate: [
                  ({ value, siblingData }) => {
                    const source = (typeof value === 'string' && value.trim()) || siblingData?.subCollectionTitle
                    return typeof source === 'string' ? slugify(source) : value
                  },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
