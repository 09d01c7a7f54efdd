import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'
import { FEATURE_ICON_OPTIONS } from '../shared/icon-options'

/** A grid of features, each with an icon or image, a headline and short copy. */
export const FeatureBlock: Block = {
  slug: 'feature',
  interfaceName: 'FeatureBlock',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    { name: 'richText', label: 'Introduction', type: 'richText' },
    {
      name: 'columns',
      label: 'Columns on large screens',
      type: 'select',
      defaultValue: '3',
      required: true,
      options: [
        { label: '2', value: '2' },
        { label: '3', value: '3' },
        { label: '4', value: '4' },
      ],
    },
    {
      name: 'items',
      label: 'Features',
      type: 'array',
      minRows: 1,
      required: true,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'select', options: FEATURE_ICON_OPTIONS },
            {
              name: 'media',
              label: 'Image (replaces the icon)',
              type: 'upload',
              relationTo: 'media',
            },
          ],
        },
        { name: 'headline', type: 'text', required: true },
        { name: 'copy', type: 'textarea' },
      ],
    },
    buttonsField(),
  ],
}
