import type { Block } from 'payload'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

import { STAT_IDS } from './stats'

/** Community figures (sparks, messages, members...) as cards; a placeholder while loading. */
export const StatCardsBlock: Block = {
  slug: 'statCards',
  interfaceName: 'StatCardsBlock',
  labels: { singular: 'Stat cards', plural: 'Stat cards' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    {
      name: 'stats',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              // The spec calls this the stat item's id; Payload keeps `id` for the row itself.
              name: 'statId',
              label: 'Stat',
              type: 'select',
              required: true,
              options: STAT_IDS.map(({ label, value }) => ({ label, value })),
            },
            { name: 'title', type: 'text', required: true },
            { name: 'value', type: 'text', required: true, admin: { description: 'For example 12,480 or 2.4K.' } },
          ],
        },
      ],
    },
  ],
}
