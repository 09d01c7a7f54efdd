import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateReferencingPages } from '@/server/dependents'

const revalidate = revalidateReferencingPages('faqs')

/** Questions and answers shown in FAQ blocks (spec section 3, "FAQ"). */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'faqName',
    defaultColumns: ['faqName', 'faqHeadline', 'faqTags', 'updatedAt'],
    group: 'Content',
  },
  access: { read: anyone, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: 'faqName',
  fields: [
    {
      name: 'faqName',
      label: 'Name',
      type: 'text',
      required: true,
      admin: { description: 'For finding it in the admin.' },
    },
    { name: 'faqHeadline', label: 'Question', type: 'text', required: true },
    { name: 'faqSubheadline', label: 'Subheadline', type: 'text' },
    { name: 'faqCopy', label: 'Answer', type: 'richText', required: true },
    slugField('cardSlug', { from: 'faqName' }),
    {
      name: 'faqTags',
      label: 'Tags',
      type: 'text',
      hasMany: true,
      admin: { position: 'sidebar', description: 'FAQ blocks can pick questions by tag, e.g. membership, grant.' },
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
