import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'eyebrow', type: 'text', admin: { description: 'Short line above the headline.' } },
    { name: 'headline', type: 'text', required: true },
    { name: 'richText', type: 'richText' },
    { name: 'media', type: 'upload', relationTo: 'media' },
    {
      name: 'layerStyle',
      type: 'select',
      defaultValue: 'light',
      options: [
        { label: 'Light', value: 'light' },
        { label: 'Brand', value: 'brand' },
        { label: 'Dark', value: 'dark' },
      ],
    },
    buttonsField(),
  ],
}
