import type { Block } from 'payload'

import { RESOURCE_PREVIEW_LABEL } from '@/lib/constants'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/** A featured resource with a PREVIEW button that opens its description and download in a dialog. */
export const ResourcePreviewBlock: Block = {
  slug: 'resourcePreview',
  dbName: ({ tableName }) => `${tableName}_blocks_res_prev`,
  interfaceName: 'ResourcePreviewBlock',
  labels: { singular: 'Resource preview', plural: 'Resource previews' },
  fields: [
    layerStyleField('light'),
    headlineField(),
    subheadlineField,
    { name: 'resource', type: 'relationship', relationTo: 'resources', required: true },
    {
      name: 'previewLabel',
      label: 'Preview button label',
      type: 'text',
      admin: { placeholder: RESOURCE_PREVIEW_LABEL, description: `Defaults to "${RESOURCE_PREVIEW_LABEL}".` },
    },
  ],
}
