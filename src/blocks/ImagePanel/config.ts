import type { Block } from 'payload'

import { headlineField, hrefField, layerStyleField } from '../shared/fields'

/** One image with its caption and an optional link. */
export const ImagePanelBlock: Block = {
  slug: 'imagePanel',
  interfaceName: 'ImagePanelBlock',
  labels: { singular: 'Image panel', plural: 'Image panels' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'caption',
      type: 'text',
      admin: { description: "Defaults to the image's own caption." },
    },
    {
      type: 'row',
      fields: [
        hrefField('linkHref', { label: 'Link' }),
        {
          name: 'linkLabel',
          label: 'Link label',
          type: 'text',
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            Boolean(value) || !siblingData.linkHref || 'A link needs a label.',
        },
      ],
    },
  ],
}
