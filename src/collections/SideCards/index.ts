import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { buttonsField } from '@/fields/buttons'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('side-cards')

/** Cards beside a dynamic block's main cards, e.g. on the dashboard home (spec section 3, "Side cards"). */
export const SideCards: CollectionConfig = {
  slug: 'side-cards',
  labels: { singular: 'Side card', plural: 'Side cards' },
  admin: { useAsTitle: 'homeSideCardTitle', defaultColumns: ['homeSideCardTitle', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: isOperator, update: isOperator, delete: isOperator },
  fields: [
    { name: 'homeSideCardTitle', label: 'Title', type: 'text', required: true },
    { name: 'homeSideCardSubtitle', label: 'Subtitle', type: 'text' },
    { name: 'homeSideCardMedia', label: 'Image', type: 'upload', relationTo: 'media' },
    buttonsField({ name: 'homeSideCardCta', label: 'Call to action', maxRows: 1 }),
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
