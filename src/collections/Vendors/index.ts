import type { CollectionConfig } from 'payload'

import { isOperator, publishedOrOperator } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('vendors')

/** A page address: /path, or an absolute http(s) URL. */
function validateAddress(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value === 'string' && (/^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value))) return true
  return 'Enter a path starting with / or a full address starting with https://'
}

/** Vendor programs (office supplies, technology, shipping) shown as vendor cards (spec section 3, "Vendor"). */
export const Vendors: CollectionConfig = {
  slug: 'vendors',
  labels: { singular: 'Vendor', plural: 'Vendors' },
  admin: {
    useAsTitle: 'vendorHeadline',
    defaultColumns: ['vendorHeadline', 'vendorSlug', '_status', 'updatedAt'],
    group: 'Catalogue',
  },
  access: { read: publishedOrOperator, create: isOperator, update: isOperator, delete: isOperator },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'vendorHeadline',
  fields: [
    { name: 'vendorHeadline', label: 'Headline', type: 'text', required: true },
    { name: 'vendorSubheadline', label: 'Subheadline', type: 'text' },
    {
      name: 'vendorRichText',
      label: 'Rich text',
      type: 'richText',
      admin: { description: 'Shown on cards clamped to 5 lines.' },
    },
    {
      name: 'vendorLogos',
      label: 'Logos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { description: 'Shown under "In partnership with", 130 × 50 each.' },
    },
    slugField('vendorSlug', {
      description: 'The vendor key in addresses, e.g. odp, dell, fedex (/vendors/{vendorSlug}/...).',
    }),
    {
      name: 'eaVendorPage',
      label: 'Vendor page address',
      type: 'text',
      validate: validateAddress,
      admin: {
        position: 'sidebar',
        description: 'Where a clickable vendor card goes, e.g. /vendors/odp/ea-express.',
      },
    },
    {
      name: 'connectedPages',
      label: 'Connected pages',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      admin: { position: 'sidebar', description: 'Vendor cards link to the first one.' },
    },
    {
      name: 'inPage',
      label: 'Linked from pages',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      admin: { position: 'sidebar', description: 'Used for the card link when there are no connected pages.' },
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
