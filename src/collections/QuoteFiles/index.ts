import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isOperator } from '@/access'
import { env } from '@/server/env'

/**
 * Spreadsheets sent with a request for quote (POST /api/upload-file). Private: only operators
 * read or download them (Payload checks `read` before serving the file). Created only by the
 * upload endpoint, which checks the content is really xlsx, xls or csv.
 */
export const QuoteFiles: CollectionConfig = {
  slug: 'quote-files',
  labels: { singular: 'Quote spreadsheet', plural: 'Quote spreadsheets' },
  admin: { group: 'Submissions', useAsTitle: 'filename', defaultColumns: ['filename', 'filesize', 'createdAt'] },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  upload: {
    staticDir: path.resolve(process.cwd(), env.UPLOADS_DIR, 'quote-files'),
    // Payload sniffs the bytes again (file-type) and checks the result against this list. It names
    // every OLE2 file, .xls included, application/x-cfb, and an xlsx whose parts it does not
    // recognise application/zip; the upload endpoint has already proved the content is a spreadsheet.
    mimeTypes: [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-excel',
      'text/csv',
      'application/x-cfb',
      'application/zip',
    ],
    // A member's order history: saved as a file by the operator's browser, kept by no cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
  fields: [
    {
      name: 'detectedFormat',
      type: 'select',
      options: ['xlsx', 'xls', 'csv'],
      required: true,
      admin: { readOnly: true, description: 'Checked from the file content, not its name.' },
    },
  ],
}
