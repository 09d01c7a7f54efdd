import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton } from './common'
import type { PageSeed } from './types'

export const vendorsOdpStorePurchasingCardPage: PageSeed = {
  pageName: 'ODP: Store Purchasing Card',
  slug: 'store-purchasing-card',
  pagePath: 'vendors/odp/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Free store purchasing card for Office Depot and OfficeMax | EA Collective',
    description:
      'Pay program prices at any Office Depot or OfficeMax store with a free store purchasing card, linked to your business with Plus. No credit check.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'ODP Business Solutions · Store purchasing card',
      headline: 'Member pricing at the register, in any Office Depot or OfficeMax',
      richText: richText(
        'The store purchasing card is a free card that applies EA Collective program pricing when you shop in person. Once it is linked to your business with Plus, keep it on your phone, show it at checkout and pay with any payment method you like.',
      ),
      layerStyle: 'brand',
      buttons: [vendorButton('odp', { memberLabel: 'Link my store card' })],
    },
    {
      blockType: 'checklist',
      headline: 'Using your card',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Request a card, then link it',
          detail:
            'No card yet? Ask member services for one through the help centre. With Plus, enter the card number under Buying Programs, ODP Business Solutions, Store purchasing card.',
        },
        {
          text: 'Wait for the link to connect',
          detail: 'It shows PENDING until our team confirms it, usually within two business days, then CONNECTED.',
        },
        {
          text: 'Save it to your phone or print it',
          detail: 'Once connected, download the card from your dashboard. The cashier scans its barcode; a printed copy works too.',
        },
        { text: 'Scan it before you pay', detail: 'Program pricing applies to eligible items in the transaction.' },
        { text: 'Share it with your team', detail: 'Anyone buying for your business can use the same card.' },
      ],
    },
    {
      blockType: 'feature',
      headline: 'Why members like it',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'check',
          headline: 'No credit check',
          copy: 'It is a pricing card, not a credit card. Nothing is billed to it.',
        },
        { icon: 'store', headline: 'Every store', copy: 'Accepted at Office Depot and OfficeMax stores nationwide.' },
        {
          icon: 'printing',
          headline: 'Print center savings',
          copy: 'Program pricing on copies, business cards and signs.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Store card questions',
      layerStyle: 'white',
      items: [
        faq(
          'Can I use the card online?',
          'The store card is for in-store purchases. For online orders, link an online ordering portal or an existing ODP Business Solutions account with Plus.',
        ),
        faq(
          'Does it work with store rewards programs?',
          'You can usually earn store rewards on the same purchase, but program pricing replaces most in-store coupons. The receipt shows what applied.',
        ),
        faq(
          'I lost my card. What now?',
          'Open the ODP page of your dashboard and download it again. Your card number stays the same.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Want delivery too?',
      richText: richText('Compare the online portal, business credit account and other ways to save.'),
      layerStyle: 'dark',
      buttons: [
        seedButton('See all discount options', '/vendors/odp/ea-express/discount-options', { icon: 'arrowForward' }),
      ],
    },
  ],
}
