import { richText } from '@/lib/lexical'

import type { VendorSeed } from './types'

/** The three buying programs; each links to its public program page once the pages are seeded. */
export const vendorSeeds: VendorSeed[] = [
  {
    vendorHeadline: 'ODP Business Solutions',
    vendorSubheadline: 'Program pricing on office supplies, ink, paper and breakroom essentials',
    vendorRichText: richText(
      'Every member sees the Business Essentials catalogue at program prices. Plus members link a store purchasing card, online portal or business account and pay those prices online, in any Office Depot or OfficeMax store, with free next-day delivery on online orders of $50 or more.',
      'Your existing ODP account keeps its history: we only add the program pricing to it.',
    ),
    vendorSlug: 'odp',
    eaVendorPage: '/vendors/odp/ea-express',
    connectedPageUrls: ['/vendors/odp/ea-express'],
  },
  {
    vendorHeadline: 'Dell Technologies',
    vendorSubheadline: 'Member pricing on business laptops, desktops, monitors and accessories',
    vendorRichText: richText(
      'Plus members link their Dell account to buy Latitude laptops, OptiPlex desktops and Dell monitors through a member store with program pricing, financing options and a named small business advisor who can quote larger orders.',
    ),
    vendorSlug: 'dell',
    eaVendorPage: '/vendors/dell/ea-express',
    connectedPageUrls: ['/vendors/dell/ea-express'],
  },
  {
    vendorHeadline: 'FedEx',
    vendorSubheadline: 'Discounts on Express, Ground and Home Delivery shipping',
    vendorRichText: richText(
      'Plus members link the FedEx account they already ship with, with no minimum volume and no annual fee. Discounts of up to 40% on Express and up to 20% on Ground and Home Delivery apply to base transportation charges.',
    ),
    vendorSlug: 'fedex',
    eaVendorPage: '/vendors/fedex/ea-express',
    connectedPageUrls: ['/vendors/fedex/ea-express'],
  },
]
