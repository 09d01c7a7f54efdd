import type { CollectionConfig } from 'payload'

import { isOperator } from '@/access'
import { ORDER_KINDS } from '@/features/savings/ledger'
import { VENDOR_PROGRAM_SLUGS } from '@/features/vendor-accounts/programs'

import { announceOrderChange, announceOrderDelete } from './hooks/announce'

/**
 * Orders and quotes recorded for a business, at program and retail unit prices: the savings
 * ledger on the member's dashboard adds them up. Operators enter them or import vendor order
 * exports (Order imports).
 */
export const VendorOrders: CollectionConfig = {
  slug: 'vendor-orders',
  labels: { singular: 'Vendor order', plural: 'Vendor orders' },
  admin: {
    group: 'Members',
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'businessAccount', 'vendor', 'kind', 'orderDate', 'programPrice', 'retailPrice'],
    description: 'Orders and quotes behind each business’s savings ledger.',
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: '-orderDate',
  hooks: { afterChange: [announceOrderChange], afterDelete: [announceOrderDelete] },
  fields: [
    { name: 'businessAccount', type: 'relationship', relationTo: 'business-accounts', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'vendor',
          type: 'select',
          required: true,
          options: VENDOR_PROGRAM_SLUGS.map((value) => ({ value, label: value.toUpperCase() })),
        },
        { name: 'kind', type: 'select', required: true, defaultValue: 'ORDER', options: [...ORDER_KINDS] },
        { name: 'orderNumber', type: 'text' },
        { name: 'orderDate', type: 'date', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'productCode', type: 'text' },
        { name: 'description', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'quantity', type: 'number', required: true, defaultValue: 1, min: 1 },
        { name: 'programPrice', label: 'Program unit price (USD)', type: 'number', required: true, min: 0 },
        { name: 'retailPrice', label: 'Retail unit price (USD)', type: 'number', required: true, min: 0 },
      ],
    },
    {
      name: 'orderImport',
      label: 'Imported from',
      type: 'relationship',
      relationTo: 'order-imports',
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
