import type { Block } from 'payload'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/**
 * Spec 2 "Connected form module": optional headline, subheadline and copy above a builder form
 * from Forms. Feedback forms send spec 7's feedback shape and thank the member in place.
 */
export const ConnectedFormBlock: Block = {
  slug: 'connectedForm',
  interfaceName: 'ConnectedFormBlock',
  labels: { singular: 'Connected form', plural: 'Connected forms' },
  fields: [
    layerStyleField('white'),
    {
      type: 'row',
      fields: [
        { name: 'form', type: 'relationship', relationTo: 'forms', required: true, admin: { description: 'Only a published form is shown.' } },
        {
          name: 'anchor',
          type: 'text',
          admin: { description: "Buttons link here with '#anchor', e.g. feedback." },
          validate: (value: string | null | undefined) => !value || /^[a-z][\w-]*$/i.test(value) || 'Letters, digits and dashes, starting with a letter.',
        },
      ],
    },
    headlineField(),
    subheadlineField,
    { name: 'copy', label: 'Copy above the form', type: 'richText' },
  ],
}
