import type { CollectionConfig } from 'payload'

import { isOperator, memberOnlyField, publishedOrOperator } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('guides')

/** Members' how-to guides, read at /my-dashboard/guides/{guideSlug} (spec section 3, "Guide"). */
export const Guides: CollectionConfig = {
  slug: 'guides',
  labels: { singular: 'Guide', plural: 'Guides' },
  admin: {
    useAsTitle: 'guideCardTitle',
    defaultColumns: ['guideCardTitle', 'guideSlug', '_status', 'updatedAt'],
    group: 'Content',
  },
  access: { read: publishedOrOperator, create: isOperator, update: isOperator, delete: isOperator },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'guideCardTitle',
  fields: [
    { name: 'guideCardTitle', label: 'Title', type: 'text', required: true },
    { name: 'guideCardMedia', label: 'Card image', type: 'upload', relationTo: 'media' },
    // Guides are member content: the card is public, the body is for members (src/access).
    { name: 'body', type: 'richText', required: true, access: { read: memberOnlyField } },
    slugField('guideSlug', { from: 'guideCardTitle' }),
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
