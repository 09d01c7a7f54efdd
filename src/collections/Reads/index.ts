import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isOperator, publishedOrOperator } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('reads')

/** The first publish dates the article, unless an operator set a date. */
const datePublished: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}

/** Articles at /resources/reads/{slug} (spec section 3, "Read"), listed newest first with Load More. */
export const Reads: CollectionConfig = {
  slug: 'reads',
  labels: { singular: 'Read', plural: 'Reads' },
  admin: {
    useAsTitle: 'readCardTitle',
    defaultColumns: ['readCardTitle', 'author', 'publishedAt', '_status'],
    group: 'Content',
  },
  access: { read: publishedOrOperator, create: isOperator, update: isOperator, delete: isOperator },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'readCardTitle', label: 'Title', type: 'text', required: true },
    { name: 'readCardSubtitle', label: 'Subtitle', type: 'text' },
    { name: 'readCardCopy', label: 'Card copy', type: 'textarea', admin: { description: 'Short summary for cards.' } },
    { name: 'readCardMedia', label: 'Card image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'readImages',
      label: 'Images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { description: 'Further images of the article, e.g. for a gallery.' },
    },
    slugField('slug', { from: 'readCardTitle' }),
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' }, description: 'Set on first publish.' },
    },
    { name: 'author', type: 'relationship', relationTo: 'authors', admin: { position: 'sidebar' } },
    {
      name: 'readTags',
      label: 'Tags',
      type: 'text',
      hasMany: true,
      admin: { position: 'sidebar', description: 'e.g. Finance, Marketing, Hiring' },
    },
  ],
  hooks: {
    beforeChange: [datePublished],
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
