import { richText } from '@/lib/lexical'

import type { VendorSeed } from './types'

/** The three buying programs; each links to its public program page once the pages are seeded. */
export const vendorSeeds: VendorSeed[] = [
  {
    vendorHeadline: 'ODP Business Solutions',
    vendorSubheadline: 'Program pricing on office supplies, ink, paper and breakroom essentials',
    vendorRichText: richText(
      'Members buy at negotiated program prices online, in any Office Depot or OfficeMax store with the store purchasing card, or through a business account with free next-day delivery on orders of $50 or more.',
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
      'Buy Latitude laptops, OptiPlex desktops and Dell monitors through a member store with program pricing, financing options and a named small business advisor who can quote larger orders.',
    ),
    vendorSlug: 'dell',
    eaVendorPage: '/vendors/dell/ea-express',
    connectedPageUrls: ['/vendors/dell/ea-express'],
  },
  {
    vendorHeadline: 'FedEx',
    vendorSubheadline: 'Discounts on Express, Ground and Home Delivery shipping',
    vendorRichText: richText(
      'Program rates apply to the FedEx account you already ship with, with no minimum volume and no annual fee. Members save on Express and Ground services and on residential delivery surcharges.',
    ),
    vendorSlug: 'fedex',
    eaVendorPage: '/vendors/fedex/ea-express',
    connectedPageUrls: ['/vendors/fedex/ea-express'],
  },
]
