import type { Block } from 'payload'

import { headlineField, hrefField, layerStyleField, subheadlineField } from '../shared/fields'

/** A card with Copy Link and the browser's own share dialog. */
export const ShareCardBlock: Block = {
  slug: 'shareCard',
  interfaceName: 'ShareCardBlock',
  labels: { singular: 'Share card', plural: 'Share cards' },
  fields: [
    layerStyleField('light'),
    headlineField(),
    subheadlineField,
    hrefField('shareUrl', {
      label: 'Address to share',
      admin: { description: 'Leave empty to share the page the visitor is on.' },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'shareTitle',
          label: 'Share title',
          type: 'text',
          admin: { description: "Defaults to the page's title." },
        },
        {
          name: 'shareText',
          label: 'Share text',
          type: 'text',
          admin: { description: "Defaults to the page's description." },
        },
      ],
    },
  ],
}
