import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

export const vendorsFedexShippingDiscountsPage: PageSeed = {
  pageName: 'FedEx: Shipping Discounts',
  slug: 'shipping-discounts',
  pagePath: 'vendors/fedex/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'FedEx shipping discounts for members | EA Collective',
    description:
      'Save up to 40% on eligible FedEx Express and up to 20% on FedEx Ground and Home Delivery shipments. See how to link your account and what is covered.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'FedEx · Shipping discounts',
      headline: 'FedEx shipping discounts for EA Collective members',
      richText: richText(
        'Link your FedEx account with Plus and, once our team confirms it, every eligible shipment is discounted automatically, whether you ship from fedex.com, a FedEx Office counter or your online store. Discounts apply to base transportation charges.',
      ),
      layerStyle: 'brand',
      buttons: [vendorButton('fedex', { memberLabel: 'Link my FedEx account' })],
    },
    {
      blockType: 'cardGrid',
      headline: 'What the discounts cover',
      layerStyle: 'white',
      cards: [
        {
          cardHeadline: 'Up to 40%',
          cardSubheadline: 'FedEx Express',
          cardRichText: richText(
            'Eligible overnight, 2Day and Express Saver shipments within the US, and select international services.',
          ),
          cardButton: [],
        },
        {
          cardHeadline: 'Up to 20%',
          cardSubheadline: 'FedEx Ground',
          cardRichText: richText('Eligible business-to-business packages delivered in one to five business days.'),
          cardButton: [],
        },
        {
          cardHeadline: 'Up to 20%',
          cardSubheadline: 'FedEx Home Delivery',
          cardRichText: richText('Eligible residential deliveries, including evening and weekend delivery options.'),
          cardButton: [],
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Linking takes three steps',
      layerStyle: 'light',
      columns: '1',
      items: [
        { text: 'Join EA Collective and upgrade to Plus', detail: 'Joining is free, and each step takes a couple of minutes.' },
        {
          text: 'Add your FedEx account number in your dashboard',
          detail: 'The nine-digit number on your FedEx invoices. No account yet? Open one at fedex.com first.',
        },
        {
          text: 'Watch for our confirmation',
          detail: 'Our team confirms the link, usually within two business days, and emails you when discounts apply.',
        },
      ],
    },
    {
      blockType: 'quotePanel',
      layerStyle: 'white',
      quote:
        'We ship about 150 orders a week. The discount on Ground covers the cost of all our boxes and tape, and nothing changed in how we print labels.',
      name: 'Priya Raman',
      title: 'Co-owner',
      company: 'Saffron & Salt Spice Co., Austin, TX',
    },
    {
      blockType: 'faq',
      headline: 'Shipping discount questions',
      layerStyle: 'light',
      items: [
        faq(
          'Why “up to”?',
          'Discounts vary by service, package weight and delivery zone, and apply to base transportation charges. Fuel and other surcharges are billed under FedEx’s standard terms.',
        ),
        faq(
          'Can I use the discount at a FedEx Office counter?',
          'Yes, when you ship on your linked account number. Retail counter rates without an account are not discounted.',
        ),
        faq(
          'Does it work with my ecommerce platform?',
          'Yes. Connect your linked FedEx account to your platform’s shipping settings and discounted rates flow through.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Put the discount on your account',
      richText: richText('Link your account once and save on every eligible label from then on.'),
      layerStyle: 'dark',
      buttons: [
        vendorButton('fedex', { memberLabel: 'Link my FedEx account' }),
        vendorSiteButton('fedex', 'Visit FedEx'),
        seedButton('Request a shipping quote', '/services/request-for-quote', { variant: 'text' }),
      ],
    },
  ],
}
