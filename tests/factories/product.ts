import type { RequiredDataFromCollectionSlug } from 'payload'

type ProductData = RequiredDataFromCollectionSlug<'products'>

/** Copy paper by the case, at program price; link it to a collection with `collection: id`. */
export function buildProduct(overrides: Partial<ProductData> = {}): ProductData {
  return {
    productName: 'Office Depot Brand Multipurpose Paper, 8.5" x 11", 20 Lb, Case of 10 Reams',
    productCode: '348037',
    productSubheadline: '5,000 sheets, 96 brightness, acid-free',
    productDescription:
      'Everyday paper for laser and inkjet printers and copiers. Each case holds 10 reams of 500 sheets.',
    retailPrice: 74.99,
    programPrice: 42.99,
    discountPercent: 0.43,
    productLink: 'https://www.odpbusiness.com/a/products/348037/',
    subCollectionSlug: 'paper',
    productLayerStyle: 'light',
    ...overrides,
  }
}
