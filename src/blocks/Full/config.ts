import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { headlineField, subheadlineField } from '../shared/fields'

export const FULL_BLOCK_OVERLAYS = [
  { label: 'Dark', value: 'dark' },
  { label: 'Brand blue', value: 'brand' },
  { label: 'Light', value: 'light' },
] as const

/** A full-bleed section: background media with the text on an overlay. */
export const FullBlock: Block = {
  slug: 'full',
  interfaceName: 'FullBlock',
  labels: { singular: 'Full-bleed block', plural: 'Full-bleed blocks' },
  fields: [
    headlineField({ required: true }),
    subheadlineField,
    { name: 'richText', type: 'richText' },
    {
      name: 'media',
      label: 'Background media',
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'overlay',
          type: 'select',
          defaultValue: 'dark',
          required: true,
          options: FULL_BLOCK_OVERLAYS.map(({ label, value }) => ({ label, value })),
          admin: { description: 'Tint over the media that keeps the text readable.' },
        },
        {
          name: 'contentAlign',
          label: 'Text alignment',
          type: 'select',
          defaultValue: 'start',
          required: true,
          options: [
            { label: 'Left', value: 'start' },
            { label: 'Centre', value: 'center' },
          ],
        },
      ],
    },
    buttonsField(),
  ],
}
