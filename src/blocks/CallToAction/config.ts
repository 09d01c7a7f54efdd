import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  dbName: ({ tableName }) => `${tableName}_blocks_cta`,
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'headline', type: 'text', required: true },
    { name: 'richText', type: 'richText' },
    {
      name: 'layerStyle',
      type: 'select',
      defaultValue: 'brand',
      options: [
        { label: 'Light', value: 'light' },
        { label: 'Brand', value: 'brand' },
        { label: 'Dark', value: 'dark' },
      ],
    },
    {
      ...buttonsField(),
      admin: {
        initCollapsed: true,
        description: 'A visitor whose user type every button here hides (Hide button if) does not see this call to action at all.',
      },
    },
  ],
}
