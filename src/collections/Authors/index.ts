import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('authors')

/** Writers of reads (spec section 3, "Author"). */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: { singular: 'Author', plural: 'Authors' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'bio', type: 'textarea', maxLength: 600 },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
