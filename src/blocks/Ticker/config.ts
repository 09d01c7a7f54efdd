import type { Block } from 'payload'

import { TICKER } from '@/lib/constants'

import { headlineField, hrefField, layerStyleField } from '../shared/fields'

/** An endless horizontal ticker of short items or logos. */
export const TickerBlock: Block = {
  slug: 'ticker',
  interfaceName: 'TickerBlock',
  labels: { singular: 'Ticker', plural: 'Tickers' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    {
      name: 'speedFactor',
      label: 'Seconds per item',
      type: 'number',
      defaultValue: TICKER.speedFactorPerCard,
      min: 1,
      max: 30,
      admin: { description: 'How long each item takes to pass; higher is slower.' },
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      required: true,
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          admin: { description: 'Shown as text, or read out for a logo.' },
        },
        { name: 'logo', type: 'upload', relationTo: 'media' },
        hrefField('href', { label: 'Link' }),
      ],
    },
  ],
}
