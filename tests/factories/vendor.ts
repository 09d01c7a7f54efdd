import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from '@/lib/lexical'

type VendorData = RequiredDataFromCollectionSlug<'vendors'>

/** The office-supplies program; pages and logos are linked by the caller. */
export function buildVendor(overrides: Partial<VendorData> = {}): VendorData {
  return {
    vendorHeadline: 'ODP Business Solutions',
    vendorSubheadline: 'Program pricing on office supplies, ink, paper and breakroom essentials',
    vendorRichText: richText(
      'Members buy at negotiated program prices online, in any Office Depot or OfficeMax store with the store purchasing card, or through a business account with free next-day delivery on orders over $50.',
      'Your existing ODP account keeps its history: we only add the program pricing to it.',
    ),
    vendorSlug: 'odp',
    eaVendorPage: '/vendors/odp/ea-express',
    _status: 'published',
    ...overrides,
  }
}
