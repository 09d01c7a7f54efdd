import type { ProductCollectionSeed, ProductSeed } from './types'

const shopLink = (code: string) => `https://www.odpbusiness.com/a/products/${code}/`

/**
 * The office essentials catalogue. Sub-collections are listed with ink and toner first on
 * purpose: the product collection block shows paper first whatever the order.
 */
export const officeEssentialsSeed: ProductCollectionSeed = {
  title: 'Office Essentials',
  slug: 'office-essentials',
  description: 'The supplies members reorder most, at program prices: paper, ink and toner, and breakroom basics.',
  subCollections: [
    { subCollectionSlug: 'ink-toner', subCollectionTitle: 'Ink and toner' },
    { subCollectionSlug: 'paper', subCollectionTitle: 'Paper' },
    { subCollectionSlug: 'breakroom', subCollectionTitle: 'Breakroom' },
  ],
}

/**
 * Ten products. Two are priced below $1 (a free sample and a single creamer cup): the grouped
 * view hides them inside their sub-collections, as the spec's display rule asks.
 */
export const productSeeds: ProductSeed[] = [
  {
    productName: 'Office Depot Brand Multipurpose Paper, 8.5" x 11", 20 Lb, Case of 10 Reams',
    productCode: '348037',
    productSubheadline: '5,000 sheets, 96 brightness, acid-free',
    productDescription:
      'Everyday paper for laser and inkjet printers and copiers. Each case holds 10 reams of 500 sheets.',
    retailPrice: 74.99,
    programPrice: 42.99,
    discountPercent: 0.43,
    productLink: shopLink('348037'),
    subCollectionSlug: 'paper',
    productLayerStyle: 'light',
  },
  {
    productName: 'Hammermill Copy Plus Paper, 8.5" x 11", 20 Lb, Ream of 500 Sheets',
    productCode: '196517',
    productSubheadline: '92 brightness, jam-free guarantee',
    productDescription: 'A single ream for the office that prints a little every day.',
    retailPrice: 11.49,
    programPrice: 6.79,
    discountPercent: 0.41,
    productLink: shopLink('196517'),
    subCollectionSlug: 'paper',
    productLayerStyle: 'light',
  },
  {
    productName: 'Multipurpose Paper Sample, 25 Sheets',
    productCode: '900112',
    productSubheadline: 'Try the program paper before you order a case',
    productDescription: 'A free sample sent with any order on request.',
    retailPrice: 0,
    programPrice: 0,
    productLink: shopLink('900112'),
    subCollectionSlug: 'paper',
    productLayerStyle: 'light',
  },
  {
    productName: 'HP 64 Black Original Ink Cartridge',
    productCode: '4612870',
    productSubheadline: 'About 200 pages',
    productDescription: 'For HP ENVY Photo and ENVY Inspire printers.',
    retailPrice: 29.99,
    programPrice: 24.49,
    discountPercent: 0.18,
    productLink: shopLink('4612870'),
    subCollectionSlug: 'ink-toner',
    productLayerStyle: 'light',
  },
  {
    productName: 'HP 962XL High-Yield Black Original Ink Cartridge',
    productCode: '6478226',
    productSubheadline: 'About 2,000 pages',
    productDescription: 'For HP OfficeJet Pro 9010 and 9020 series printers.',
    retailPrice: 61.99,
    programPrice: 47.89,
    discountPercent: 0.23,
    productLink: shopLink('6478226'),
    subCollectionSlug: 'ink-toner',
    productLayerStyle: 'brand',
  },
  {
    productName: 'Brother TN-760 High-Yield Black Toner Cartridge',
    productCode: '6713547',
    productSubheadline: 'About 3,000 pages',
    productDescription: 'For Brother HL-L2350DW, HL-L2370DW and MFC-L2710DW laser printers.',
    retailPrice: 89.99,
    programPrice: 69.99,
    discountPercent: 0.22,
    productLink: shopLink('6713547'),
    subCollectionSlug: 'ink-toner',
    productLayerStyle: 'light',
  },
  {
    productName: 'Green Mountain Coffee Breakfast Blend K-Cup Pods, Box of 24',
    productCode: '4785713',
    productSubheadline: 'Light roast',
    productDescription: 'Single-serve pods for Keurig brewers.',
    retailPrice: 21.99,
    programPrice: 16.79,
    discountPercent: 0.24,
    productLink: shopLink('4785713'),
    subCollectionSlug: 'breakroom',
    productLayerStyle: 'light',
  },
  {
    productName: 'Office Depot Brand 2-Ply Paper Towels, Pack of 6 Rolls',
    productCode: '8471342',
    productSubheadline: '85 sheets per roll',
    productDescription: 'Everyday kitchen and breakroom towels.',
    retailPrice: 12.99,
    programPrice: 9.49,
    discountPercent: 0.27,
    productLink: shopLink('8471342'),
    subCollectionSlug: 'breakroom',
    productLayerStyle: 'light',
  },
  {
    productName: 'Poland Spring Natural Spring Water, 16.9 Oz, Case of 24',
    productCode: '5734801',
    productSubheadline: 'Delivered with your next supply order',
    productDescription: 'Bottled water for meetings and the breakroom fridge.',
    retailPrice: 8.99,
    programPrice: 8.99,
    productLink: shopLink('5734801'),
    subCollectionSlug: 'breakroom',
    productLayerStyle: 'dark',
  },
  {
    productName: 'Coffee-mate Original Liquid Creamer Single-Serve Cup',
    productCode: '3316508',
    productSubheadline: 'One cup',
    productDescription: 'Sold by the box of 50 in most stores; the single cup is for order top-ups.',
    retailPrice: 0.29,
    programPrice: 0.19,
    productLink: shopLink('3316508'),
    subCollectionSlug: 'breakroom',
    productLayerStyle: 'light',
  },
]
