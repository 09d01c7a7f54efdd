import type { CollectionBeforeChangeHook, CollectionConfig, DateFieldValidation } from 'payload'

import { isOperator, publishedOrOperator } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('reads')

/** The first publish dates the article, unless an operator set a date. */
const datePublished: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}

/** A day a little ahead of UTC's today still counts as today somewhere (Tokyo is 9 hours ahead). */
const LATEST_ZONE_AHEAD_MS = 14 * 60 * 60_000

/**
 * A published read is dated today or before: lists show the newest first and the page shows its
 * date, so a date ahead would put it on top as news from the future. A draft may carry any date.
 */
const notAfterToday: DateFieldValidation = (value, { data }) => {
  if (!value || (data as { _status?: string } | undefined)?._status !== 'published') return true
  const latest = new Date(Date.now() + LATEST_ZONE_AHEAD_MS)
  latest.setUTCHours(23, 59, 59, 999)
  return new Date(value).getTime() <= latest.getTime()
    ? true
    : 'A published read cannot be dated after today. Keep it as a draft and publish it on the day, or choose an earlier date.'
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
      validate: notAfterToday,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' },
        description: 'Set on first publish.',
      },
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
