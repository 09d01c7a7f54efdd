import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { headlineField, layerStyleField, mediaOrderField, noteField, subheadlineField } from '../shared/fields'

/** Media and text side by side; they swap sides from 672px when media order is above 0. */
export const FlipBlock: Block = {
  slug: 'flip',
  interfaceName: 'FlipBlock',
  labels: { singular: 'Flip block', plural: 'Flip blocks' },
  fields: [
    layerStyleField('white'),
    headlineField({ required: true }),
    subheadlineField,
    { name: 'richText', type: 'richText' },
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    mediaOrderField,
    buttonsField(),
    noteField,
  ],
}
