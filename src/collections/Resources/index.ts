import type { CollectionConfig } from 'payload'

import { isOperator, publishedOrOperator } from '@/access'
import type { RowLabelChoice } from '@/components/admin/row-labels'
import { slugField } from '@/fields/slug'
import { DEFAULT_RESOURCE_TAG, RESOURCE_DOWNLOAD_LABEL } from '@/lib/constants'
import { revalidateReferencingPages } from '@/server/dependents'

import { fillFileDetails } from './hooks/fill-file-details'
import { ASSET_TYPES, RESOURCE_CATEGORIES } from './options'

const revalidate = revalidateReferencingPages('resources')

/** Downloads at /resources/downloads/{resourceSlug} (spec section 3, "Resource"). */
export const Resources: CollectionConfig = {
  slug: 'resources',
  labels: { singular: 'Resource', plural: 'Resources' },
  admin: {
    useAsTitle: 'resourceCardTitle',
    defaultColumns: ['resourceCardTitle', 'resourceCategory', 'isFeatured', '_status', 'updatedAt'],
    group: 'Content',
  },
  access: { read: publishedOrOperator, create: isOperator, update: isOperator, delete: isOperator },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'resourceCardTitle', label: 'Title', type: 'text', required: true },
    { name: 'resourceCardSubtitle', label: 'Subtitle', type: 'text' },
    { name: 'resourceCardCopy', label: 'Card copy', type: 'textarea' },
    { name: 'resourceCardMedia', label: 'Card image', type: 'upload', relationTo: 'media' },
    { name: 'resourceRichText', label: 'Rich text', type: 'richText' },
    {
      name: 'resourceFiles',
      label: 'Files',
      type: 'array',
      labels: { singular: 'File', plural: 'Files' },
      custom: { rowLabel: { fields: ['fileName', 'url'] } satisfies RowLabelChoice },
      admin: {
        description: 'Upload a file, or give the address of one hosted elsewhere. The first file is downloaded.',
      },
      fields: [
        {
          name: 'file',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Address, name, type and size are taken from the upload.' },
        },
        {
          type: 'row',
          fields: [
            { name: 'assetType', label: 'Asset type', type: 'select', options: [...ASSET_TYPES] },
            {
              name: 'url',
              label: 'Address',
              type: 'text',
              validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
                value || siblingData?.file ? true : 'Upload a file or enter its address.',
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'fileName', label: 'File name', type: 'text' },
            { name: 'mimeType', label: 'MIME type', type: 'text' },
            { name: 'size', label: 'Size (bytes)', type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'resourceCtaLabel',
          label: 'Button label',
          type: 'text',
          admin: { placeholder: RESOURCE_DOWNLOAD_LABEL, description: `Defaults to "${RESOURCE_DOWNLOAD_LABEL}".` },
        },
        { name: 'resourceSource', label: 'Source', type: 'text', admin: { description: 'Who published it.' } },
        {
          name: 'resourceSourceUrl',
          label: 'Source address',
          type: 'text',
          admin: { description: 'Opened instead of a download when there is no file.' },
        },
      ],
    },
    slugField('resourceSlug', { from: 'resourceCardTitle' }),
    {
      name: 'resourceCategory',
      label: 'Category',
      type: 'select',
      options: [...RESOURCE_CATEGORIES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'resourceTags',
      label: 'Tags',
      type: 'text',
      hasMany: true,
      defaultValue: [DEFAULT_RESOURCE_TAG],
      admin: { position: 'sidebar' },
    },
    {
      name: 'isFeatured',
      label: 'Featured (Partnership)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Featured resources carry a Partnership sticker.' },
    },
  ],
  hooks: {
    beforeChange: [fillFileDetails],
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
