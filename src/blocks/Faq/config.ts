import type { Block } from 'payload'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/** Questions and answers that open one at a time or together. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    {
      name: 'items',
      label: 'Questions',
      type: 'array',
      minRows: 1,
      required: true,
      admin: { initCollapsed: true },
      fields: [
        { name: 'faqHeadline', label: 'Question', type: 'text', required: true },
        { name: 'faqCopy', label: 'Answer', type: 'richText', required: true },
      ],
    },
  ],
}
