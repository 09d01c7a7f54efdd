import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { isOperator } from '@/access'
import { env } from '@/server/env'

import { createImportedOrders, deleteImportedOrders, readImportFile } from './hooks/import-orders'

/**
 * Vendor order exports (CSV) operators upload to fill the savings ledger. The upload is read at
 * once: rows whose vendor account number belongs to a business become its vendor orders, the
 * others are listed in the import's report.
 */
export const OrderImports: CollectionConfig = {
  slug: 'order-imports',
  labels: { singular: 'Order import', plural: 'Order imports' },
  admin: {
    group: 'Members',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'importedCount', 'refusedCount', 'createdAt'],
    description:
      'Upload a CSV with the columns vendor, accountNumber, orderDate, programPrice and retailPrice (and optionally kind, orderNumber, productCode, description, quantity). Deleting an import deletes the orders it recorded.',
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  upload: {
    staticDir: path.resolve(process.cwd(), env.UPLOADS_DIR, 'order-imports'),
    mimeTypes: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'],
  },
  fields: [
    { name: 'importedCount', label: 'Rows imported', type: 'number', admin: { readOnly: true } },
    { name: 'refusedCount', label: 'Rows refused', type: 'number', admin: { readOnly: true } },
    { name: 'report', type: 'textarea', admin: { readOnly: true } },
  ],
  hooks: {
    beforeChange: [readImportFile],
    afterChange: [createImportedOrders],
    beforeDelete: [deleteImportedOrders],
  },
}
