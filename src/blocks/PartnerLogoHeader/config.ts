import type { Block } from 'payload'

import { PARTNER_HEADER } from '@/lib/constants'

import { layerStyleField } from '../shared/fields'

export const PARTNER_BLOCK_STATUSES = [
  { label: 'Logos only', value: 'DEFAULT' },
  { label: "Show 'AND {partner name}' beside the logo", value: 'SHOW_PARTNER' },
] as const

/** 'In partnership with' and the partners' logos, optionally followed by 'AND {partnerName}'. */
export const PartnerLogoHeaderBlock: Block = {
  slug: 'partnerLogoHeader',
  interfaceName: 'PartnerLogoHeaderBlock',
  labels: { singular: 'Partner logo header', plural: 'Partner logo headers' },
  fields: [
    layerStyleField('white'),
    {
      name: 'logos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { description: `Shown after "${PARTNER_HEADER}".` },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'blockStatus',
          label: 'Block status',
          type: 'select',
          defaultValue: 'DEFAULT',
          required: true,
          options: PARTNER_BLOCK_STATUSES.map(({ label, value }) => ({ label, value })),
        },
        {
          name: 'partnerName',
          label: 'Partner name',
          type: 'text',
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            Boolean(value) || siblingData.blockStatus !== 'SHOW_PARTNER' || 'Enter the partner name to show.',
        },
      ],
    },
  ],
}
