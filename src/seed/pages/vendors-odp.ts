import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton, vendorSiteButton } from './common'
import { odpDiscountOptionCards } from './vendors-odp-discount-options'
import type { PageSeed } from './types'

export const vendorsOdpPage: PageSeed = {
  pageName: 'ODP Business Solutions',
  slug: 'ea-express',
  pagePath: 'vendors/odp',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Office supplies with ODP Business Solutions | EA Collective',
    description:
      'EA Collective members save up to 55% off retail on core office supplies with ODP Business Solutions, online and in Office Depot and OfficeMax stores.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Office supplies · ODP Business Solutions',
      headline: 'Office supplies at member prices, online and in store',
      richText: richText(
        'ODP Business Solutions, the business division of The ODP Corporation, supplies everything from copy paper and toner to cleaning products, breakroom snacks and furniture. Every EA Collective member sees the Business Essentials catalogue at program prices, with savings of up to 55% off retail on core items; Plus members link their ODP accounts to pay those prices.',
      ),
      layerStyle: 'brand',
      buttons: [
        vendorButton('odp'),
        seedButton('Compare discount options', '/vendors/odp/ea-express/discount-options', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'What you can buy',
      layerStyle: 'white',
      columns: '4',
      items: [
        {
          icon: 'printing',
          headline: 'Paper, ink and toner',
          copy: 'Brand-name and Office Depot brand cartridges and paper.',
        },
        {
          icon: 'package',
          headline: 'Cleaning and breakroom',
          copy: 'Janitorial supplies, coffee, snacks and disposables.',
        },
        { icon: 'business', headline: 'Furniture', copy: 'Desks, chairs and storage for offices of every size.' },
        {
          icon: 'services',
          headline: 'Print and copy',
          copy: 'Business cards, flyers, banners and signs from in-store print centers.',
        },
      ],
    },
    {
      blockType: 'collapseCards',
      headline: 'Four ways to get member pricing',
      subheadline: 'Pick the one that fits how you buy and link it with Plus. You can use more than one.',
      layerStyle: 'light',
      cards: odpDiscountOptionCards,
    },
    {
      blockType: 'faq',
      headline: 'ODP program questions',
      layerStyle: 'white',
      items: [
        faq(
          'Which stores accept the program?',
          'Office Depot and OfficeMax stores across the United States. Show or scan your linked store purchasing card at checkout.',
        ),
        faq(
          'Is delivery free?',
          'Online orders of $50 or more ship free to most business addresses, usually the next business day. Smaller orders carry a delivery fee set by ODP Business Solutions.',
        ),
        faq(
          'Who handles returns and invoices?',
          'ODP Business Solutions handles orders, invoices and returns under its own terms. Their customer service team can help with any order.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Start saving on your next supply order',
      richText: richText(
        'Join EA Collective for free, upgrade to Plus and link your store purchasing card or ODP account. Our team confirms each link, usually within two business days.',
      ),
      layerStyle: 'dark',
      buttons: [vendorButton('odp'), vendorSiteButton('odp', 'Visit ODP Business Solutions')],
    },
  ],
}
