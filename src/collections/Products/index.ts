import type { CollectionConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { revalidateReferencingPages } from '@/server/dependents'

import { PRODUCT_LAYER_STYLES } from './options'

const revalidate = revalidateReferencingPages('products')

const validateHttps = (value: unknown) =>
  !value || (typeof value === 'string' && /^https?:\/\/\S+$/i.test(value))
    ? true
    : 'Enter a full address starting with https://'

/**
 * Catalogue products with member (program) pricing (spec section 3, "Product"). Prices are in
 * US dollars; display rules live in src/lib/prices.ts.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'productName',
    defaultColumns: ['productName', 'productCode', 'programPrice', 'retailPrice', 'subCollectionSlug', 'collection'],
    group: 'Catalogue',
    listSearchableFields: ['productName', 'productCode'],
  },
  access: { read: anyone, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: 'productName',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'productName', label: 'Name', type: 'text', required: true },
        {
          name: 'productCode',
          label: 'Product code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: "The vendor's item number; also names the bucket image product-{code}.jpg." },
        },
      ],
    },
    { name: 'productSubheadline', label: 'Subheadline', type: 'text' },
    { name: 'productDescription', label: 'Description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'programPrice', label: 'Program price (USD)', type: 'number', required: true, min: 0 },
        { name: 'retailPrice', label: 'Retail price (USD)', type: 'number', min: 0 },
        {
          name: 'discountPercent',
          label: 'Discount (fraction)',
          type: 'number',
          min: 0,
          max: 1,
          admin: {
            step: 0.01,
            description: 'As a fraction: 0.25 shows "- 25%". Shown only when retail is above program.',
          },
        },
      ],
    },
    {
      name: 'productLink',
      label: 'Shop link',
      type: 'text',
      required: true,
      validate: validateHttps,
      admin: { description: 'The SHOP NOW button opens this in a new tab.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'productImage', label: 'Image', type: 'upload', relationTo: 'media' },
        {
          name: 'publicImageUrl',
          label: 'Public image address',
          type: 'text',
          validate: validateHttps,
          admin: { description: 'Used when there is no uploaded image; otherwise the bucket image is used.' },
        },
      ],
    },
    {
      name: 'productLayerStyle',
      label: 'Card style',
      type: 'select',
      defaultValue: 'light',
      options: [...PRODUCT_LAYER_STYLES],
    },
    {
      name: 'collection',
      type: 'relationship',
      relationTo: 'product-collections',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'subCollectionSlug',
      label: 'Sub-collection',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: "One of the collection's sub-collection slugs, e.g. paper." },
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}
