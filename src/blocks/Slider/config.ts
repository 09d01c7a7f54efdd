import type { Block } from 'payload'

import { baseCardsField, featureLinkFields, headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/** Base cards in a horizontal slider: 1 to 4 per view by screen width, arrows and optional dots. */
export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Card slider', plural: 'Card sliders' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    featureLinkFields,
    {
      name: 'showDots',
      label: 'Show dots under the slider',
      type: 'checkbox',
      defaultValue: false,
    },
    baseCardsField(),
  ],
}
