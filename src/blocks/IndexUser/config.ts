import type { Block } from 'payload'

import { layerStyleField, subheadlineField } from '../shared/fields'

export const DEFAULT_INDEX_USER_GREETING = 'Hello'

/** A short greeting by first name, 'Guest' when the viewer has none (spec section 6, index-user block). */
export const IndexUserBlock: Block = {
  slug: 'indexUser',
  dbName: ({ tableName }) => `${tableName}_blocks_index_user`,
  interfaceName: 'IndexUserBlock',
  labels: { singular: 'Index user greeting', plural: 'Index user greetings' },
  fields: [
    layerStyleField('white'),
    {
      name: 'greeting',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_INDEX_USER_GREETING,
      admin: { description: "Followed by a comma and the viewer's first name, or 'Guest'." },
    },
    subheadlineField,
  ],
}
