import type { CollectionConfig } from 'payload'

import { isOperator, publishedOrOperator } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateReferencingPages } from '@/server/dependents'

import { BENEFIT_COMPONENTS } from './options'

const revalidate = revalidateReferencingPages('benefits')

/** Member benefits from partners (spec section 3, "Benefit"), shown as benefit cards. */
export const Benefits: CollectionConfig = {
  slug: 'benefits',
  labels: { singular: 'Benefit', plural: 'Benefits' },
  admin: {
    useAsTitle: 'benefitPartnerName',
    defaultColumns: ['benefitPartnerName', 'benefitPerk', 'benefitSlug', '_status', 'updatedAt'],
    group: 'Content',
    description: 'Partner perks for members. The partner name is what members pick in the benefits request form.',
  },
  access: { read: publishedOrOperator, create: isOperator, update: isOperator, delete: isOperator },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'benefitPartnerName',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'benefitPartnerName', label: 'Partner name', type: 'text', required: true },
        {
          name: 'benefitPerk',
          label: 'Perk',
          type: 'text',
          required: true,
          admin: { description: 'e.g. "3 months free"' },
        },
        { name: 'benefitValue', label: 'Value', type: 'text', admin: { description: 'e.g. "Up to $450 value"' } },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'benefitCardTitle',
                  label: 'Card title',
                  type: 'text',
                  admin: { description: 'Defaults to the partner name.' },
                },
                { name: 'benefitCardSubtitle', label: 'Card subtitle', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'benefitCardHeadline',
                  label: 'Card headline',
                  type: 'text',
                  admin: { description: 'Defaults to the perk.' },
                },
                {
                  name: 'benefitCardValue',
                  label: 'Card value',
                  type: 'text',
                  admin: { description: 'Defaults to the value.' },
                },
              ],
            },
            {
              name: 'benefitCardCopy',
              label: 'Card copy',
              type: 'textarea',
              admin: { description: 'Shown clamped to 5 lines.' },
            },
            {
              name: 'benefitCardAltRichText',
              label: 'Card alternative rich text',
              type: 'richText',
              admin: { description: 'Used by in-page benefit cards instead of the card copy.' },
            },
            {
              name: 'component',
              type: 'select',
              defaultValue: 'card',
              options: [...BENEFIT_COMPONENTS],
              admin: { description: 'Where the card links to, unless the block placing it says otherwise.' },
            },
          ],
        },
        {
          label: 'Detail',
          fields: [
            { name: 'benefitHeadline', label: 'Headline', type: 'text' },
            { name: 'benefitImage', label: 'Image', type: 'upload', relationTo: 'media' },
            { name: 'benefitRichText', label: 'Rich text', type: 'richText' },
          ],
        },
        {
          label: 'Logos',
          fields: [
            {
              name: 'benefitLogos',
              label: 'Logos',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              admin: { description: 'Shown on the card, 130 × 50 each.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'benefitPartnerLogo', label: 'Partner logo', type: 'upload', relationTo: 'media' },
                {
                  name: 'benefitPartnerLogoAlt',
                  label: 'Partner logo alternative text',
                  type: 'text',
                  admin: { description: "Defaults to the logo's own alternative text." },
                },
              ],
            },
          ],
        },
      ],
    },
    slugField('benefitSlug', { from: 'benefitPartnerName' }),
    {
      name: 'inPage',
      label: 'Linked from pages',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description: 'Pages this benefit is listed on. Indexed and in-page cards link through the first one.',
      },
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
