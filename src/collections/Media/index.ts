import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { env } from '@/server/env'

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
  },
  fields: [
    { name: 'altText', label: 'Alternative text', type: 'text', required: true },
    { name: 'title', type: 'text' },
    { name: 'imageCaption', type: 'text' },
  ],
}
