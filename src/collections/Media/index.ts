import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { trimText } from '@/fields/trimmed'
import { revalidateReferencingPages } from '@/server/dependents'
import { env } from '@/server/env'

import { refuseDeletingUsedMedia } from './hooks/refuse-deleting-used-media'

const revalidate = revalidateReferencingPages('media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'altText', group: 'Content' },
  access: { read: anyone, create: isOperator, update: isOperator, delete: isOperator },
  upload: {
    staticDir: path.resolve(process.cwd(), env.UPLOADS_DIR, 'media'),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'hero', width: 1600 },
    ],
    focalPoint: true,
    // Public images and PDFs, which pages also load at their own address (SVGs are not resized):
    // browsers may keep them an hour.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=3600')
      return headers
    },
  },
  fields: [
    { name: 'altText', label: 'Alternative text', type: 'text', required: true, hooks: { beforeValidate: [trimText] } },
    { name: 'title', type: 'text' },
    { name: 'imageCaption', type: 'text' },
    // Display data of spec section 3 ("Media"); the file's own width, height and MIME type come from the upload.
    { name: 'imageName', type: 'text', admin: { description: 'Name for operators, e.g. "Dell logo, white".' } },
    {
      type: 'row',
      fields: [
        {
          name: 'isResponsive',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Fill the width it is given, keeping the ratio.' },
        },
        {
          name: 'ratio',
          type: 'text',
          defaultValue: '5/3',
          validate: (value: unknown) =>
            !value || (typeof value === 'string' && /^\d+(\.\d+)?\s*\/\s*\d+(\.\d+)?$/.test(value))
              ? true
              : 'Enter a ratio such as 5/3 or 16/9',
          admin: { description: 'Width/height for responsive images, e.g. 5/3 or 16/9.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'assetWidthPx', label: 'Display width (px)', type: 'number', min: 1 },
        { name: 'assetHeightPx', label: 'Display height (px)', type: 'number', min: 1 },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [refuseDeletingUsedMedia, revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
