import type { Block } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/** A headline over a list of points, each marked with a check. */
export const ChecklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  fields: [
    layerStyleField('white'),
    headlineField({ required: true }),
    subheadlineField,
    { name: 'richText', label: 'Introduction', type: 'richText' },
    {
      name: 'columns',
      label: 'Columns from 768px',
      type: 'select',
      defaultValue: '1',
      required: true,
      options: [
        { label: '1', value: '1' },
        { label: '2', value: '2' },
      ],
    },
    {
      name: 'items',
      label: 'Points',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'text', type: 'text', required: true },
        { name: 'detail', type: 'textarea', admin: { description: 'Optional line under the point.' } },
      ],
    },
    buttonsField(),
  ],
}
