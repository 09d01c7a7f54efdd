import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { headlineField, layerStyleField, mediaOrderField, noteField, subheadlineField } from '../shared/fields'

export const BASE_BLOCK_COMPONENTS = [
  { label: 'Stacked: text above or below the media, centred', value: 'stacked' },
  { label: 'Split: text and media side by side from 672px', value: 'split' },
] as const

/** The spec's default block (baseBlock*): headline, copy, media, buttons and a note. */
export const BaseBlock: Block = {
  slug: 'base',
  interfaceName: 'BaseBlock',
  labels: { singular: 'Default block', plural: 'Default blocks' },
  fields: [
    {
      name: 'component',
      label: 'Layout',
      type: 'select',
      required: true,
      defaultValue: 'split',
      options: BASE_BLOCK_COMPONENTS.map(({ label, value }) => ({ label, value })),
    },
    layerStyleField('white'),
    headlineField({ required: true }),
    subheadlineField,
    { name: 'richText', type: 'richText' },
    { name: 'media', type: 'upload', relationTo: 'media' },
    mediaOrderField,
    buttonsField(),
    noteField,
  ],
}
