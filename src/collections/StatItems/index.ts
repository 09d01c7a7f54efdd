import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { revalidateReferencingPages } from '@/server/dependents'

import { STAT_IDS } from './options'

const revalidate = revalidateReferencingPages('stat-items')

/** Community figures for stat-card blocks, one document per figure (spec section 3, "Stat item"). */
export const StatItems: CollectionConfig = {
  slug: 'stat-items',
  labels: { singular: 'Stat item', plural: 'Stat items' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'statId', 'value', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: isOperator, update: isOperator, delete: isOperator },
  fields: [
    {
      name: 'statId',
      label: 'Figure',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: [...STAT_IDS],
    },
    { name: 'title', type: 'text', required: true },
    {
      name: 'value',
      type: 'text',
      required: true,
      admin: { description: 'As shown, e.g. 48,210 or 12K+.' },
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
