import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { layerStyleField, subheadlineField } from '../shared/fields'

import { DEFAULT_DASHBOARD_GREETING } from './greeting'

export { DEFAULT_DASHBOARD_GREETING }

/** The dashboard's greeting: '{greeting}, {first name}', 'Rep' when the name is unknown. */
export const DashboardHeroBlock: Block = {
  slug: 'dashboardHero',
  dbName: ({ tableName }) => `${tableName}_blocks_dash_hero`,
  interfaceName: 'DashboardHeroBlock',
  labels: { singular: 'Dashboard hero', plural: 'Dashboard heroes' },
  fields: [
    layerStyleField('brand'),
    {
      name: 'greeting',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_DASHBOARD_GREETING,
      admin: { description: "Followed by a comma and the member's first name." },
    },
    subheadlineField,
    { name: 'richText', type: 'richText' },
    { name: 'media', type: 'upload', relationTo: 'media' },
    buttonsField(),
  ],
}
