import type { Block } from 'payload'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/**
 * Spec 4 "Activate block": a button labelled with the form's activate label. Pressing it sends
 * '{formType}_ACTIVATE' (ODP_ERROR when the form has no type) as a tracking event and opens the
 * form beneath it, e.g. "Report a problem with my ODP account".
 */
export const ActivateBlock: Block = {
  slug: 'activate',
  interfaceName: 'ActivateBlock',
  labels: { singular: 'Activate form', plural: 'Activate forms' },
  fields: [
    layerStyleField('white'),
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, admin: { description: "The button shows the form's activate label." } },
    headlineField(),
    subheadlineField,
  ],
}
