import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

export const vendorsFedexPage: PageSeed = {
  pageName: 'FedEx',
  slug: 'ea-express',
  pagePath: 'vendors/fedex',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Shipping discounts with FedEx | EA Collective',
    description:
      'EA Collective Plus members save on eligible FedEx Express, FedEx Ground and FedEx Home Delivery shipments, on a FedEx account in their own name.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Shipping · FedEx',
      headline: 'Ship with FedEx for less',
      richText: richText(
        'Whether you send ten packages a month or ten a day, shipping costs add up. EA Collective Plus members link a FedEx account in their own name and save up to 40% on eligible FedEx Express shipments and up to 20% on FedEx Ground and FedEx Home Delivery, on base transportation charges.',
      ),
      layerStyle: 'brand',
      buttons: [
        vendorButton('fedex'),
        seedButton('How the discounts work', '/vendors/fedex/ea-express/shipping-discounts', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'ticker',
      headline: 'Services covered by the program',
      layerStyle: 'white',
      speedFactor: 4,
      items: [
        { label: 'FedEx First Overnight' },
        { label: 'FedEx Priority Overnight' },
        { label: 'FedEx Standard Overnight' },
        { label: 'FedEx 2Day' },
        { label: 'FedEx Express Saver' },
        { label: 'FedEx Ground' },
        { label: 'FedEx Home Delivery' },
        { label: 'FedEx International Priority' },
      ],
    },
    {
      blockType: 'feature',
      headline: 'Why members ship with FedEx',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'shipping',
          headline: 'Every eligible label',
          copy: 'Once your account is connected, discounts apply automatically to eligible shipments, with no minimum volume.',
        },
        {
          icon: 'store',
          headline: 'Drop off anywhere',
          copy: 'Thousands of FedEx Office and retail locations nationwide, or schedule a pickup.',
        },
        {
          icon: 'services',
          headline: 'Your tools',
          copy: 'Ship from fedex.com, FedEx Ship Manager or the ecommerce platform you already use.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'FedEx program questions',
      layerStyle: 'white',
      items: [
        faq(
          'Do I need a new FedEx account?',
          'No. With Plus you link the FedEx account you already ship with. No account yet? Open one at fedex.com, then link its number in your dashboard.',
        ),
        faq(
          'Are surcharges discounted?',
          'Discounts apply to base transportation charges for eligible services. Fuel and other surcharges are billed under FedEx’s standard terms.',
        ),
        faq(
          'Who bills me?',
          'FedEx bills your account directly under the FedEx Service Guide. Entrepreneurs Alliance never handles your shipping payments.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Start saving on your next shipment',
      richText: richText('Join EA Collective, upgrade to Plus, then link your FedEx account from your dashboard.'),
      layerStyle: 'dark',
      buttons: [vendorButton('fedex'), vendorSiteButton('fedex', 'Visit FedEx')],
    },
  ],
}
