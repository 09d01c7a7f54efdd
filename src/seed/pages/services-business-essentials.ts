import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, faq, joinButton } from './common'
import type { PageSeed } from './types'

export const businessEssentialsPage: PageSeed = {
  pageName: 'Business Essentials',
  slug: 'business-essentials',
  pagePath: 'services',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Business essentials: supplies, technology and shipping | EA Collective',
    description:
      'Program pricing on office supplies with ODP Business Solutions, technology with Dell Technologies and shipping with FedEx, through EA Collective Plus.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Buying programs',
      headline: 'Business essentials at member prices',
      richText: richText(
        'Three vendors, chosen because small businesses already rely on them, with pricing negotiated for the whole Collective. Every member sees the ODP catalogue at program prices; upgrade to Plus to link your ODP, Dell and FedEx accounts so program pricing applies to them.',
      ),
      layerStyle: 'light',
      buttons: [
        joinButton('Join to see program prices', {
          memberLabel: 'Manage my vendor programs',
          memberHref: '/dashboard/vendors',
        }),
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'Choose your programs',
      layerStyle: 'white',
      cards: [
        card(
          'Office supplies',
          [
            'Copy paper, ink and toner, janitorial and breakroom supplies, furniture and print services from ODP Business Solutions.',
            'Shop online with next-business-day delivery or in any Office Depot and OfficeMax store with a free store purchasing card, linked with Plus.',
          ],
          {
            subheadline: 'ODP Business Solutions',
            button: seedButton('See office supply options', '/vendors/odp/ea-express', { variant: 'text' }),
          },
        ),
        card(
          'Technology',
          [
            'Business laptops, desktops, monitors, docking stations and accessories from Dell Technologies at member pricing.',
            'A Dell small business advisor helps you choose, configure and finance the right machines.',
          ],
          {
            subheadline: 'Dell Technologies',
            button: seedButton('See technology discounts', '/vendors/dell/ea-express', { variant: 'text' }),
          },
        ),
        card(
          'Shipping',
          [
            'Discounts on base transportation charges for eligible FedEx Express, FedEx Ground and FedEx Home Delivery shipments.',
            'Link the FedEx account you ship with, or open one at fedex.com first; the discount applies to every eligible label.',
          ],
          {
            subheadline: 'FedEx',
            button: seedButton('See shipping discounts', '/vendors/fedex/ea-express', { variant: 'text' }),
          },
        ),
      ],
    },
    {
      blockType: 'feature',
      headline: 'Why buy through the Collective',
      layerStyle: 'light',
      columns: '4',
      items: [
        {
          icon: 'discount',
          headline: 'Negotiated pricing',
          copy: 'Rates set for tens of thousands of businesses, not one.',
        },
        {
          icon: 'store',
          headline: 'Buy where you like',
          copy: 'Online, by phone or in store, with the same program pricing on your linked accounts.',
        },
        { icon: 'payments', headline: 'Your own accounts', copy: 'Orders and invoices stay in your business’s name.' },
        {
          icon: 'support',
          headline: 'Real people',
          copy: 'Vendor advisors and our help centre when something goes wrong.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'What you will need to get started',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Your business name and address',
          detail: 'To upgrade to Plus, as they appear on invoices or your business registration.',
        },
        { text: 'A business email address', detail: 'Vendors send account confirmations and invoices here.' },
        {
          text: 'Existing account numbers, if you have them',
          detail:
            'Your ODP Business Solutions or FedEx account number lets us link your history instead of starting over.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Buying program questions',
      layerStyle: 'light',
      items: [
        faq(
          'Who sets the prices?',
          'Each vendor sets its own member pricing and terms for the Collective. Prices can change; the price at checkout is the one that applies.',
        ),
        faq(
          'Can I combine member pricing with store coupons?',
          'Usually not. Member pricing replaces most promotional offers, but vendors sometimes run member-only promotions on top. Check the details at checkout.',
        ),
        faq('We spend a lot in one category. Can we get a better rate?', {
          paragraph: [
            'Possibly. Send us a list of what you buy through ',
            { link: '/services/request-for-quote', text: 'Request for Quote' },
            ' and we will ask the vendor for volume pricing.',
          ],
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'See what you would save',
      richText: richText('Spend Navigator estimates your savings in each category in about five minutes.'),
      layerStyle: 'brand',
      buttons: [seedButton('Try Spend Navigator', '/services/spend-navigator', { icon: 'arrowForward' })],
    },
  ],
}
