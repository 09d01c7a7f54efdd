import { richText } from '@/lib/lexical'
import type { CollapseCardsBlock } from '@/payload-types'

import { faq, vendorButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

/** The ODP programs, each linking ('Learn More') to its page under /vendors/odp/ea-express/. */
export const odpDiscountOptionCards: CollapseCardsBlock['cards'] = [
  {
    cardHeadline: 'Store purchasing card',
    cardCopy:
      'A free card that brings program prices to any Office Depot or OfficeMax register. Request one, link it to your business with Plus, then carry it on your phone; no credit check.',
    href: 'store-purchasing-card',
  },
  {
    cardHeadline: 'Online ordering portal',
    cardCopy:
      'Order online at program prices with free next-business-day delivery on orders of $50 or more, saved lists and order history for your team.',
    href: 'online-portal',
  },
  {
    cardHeadline: 'Business credit account',
    cardCopy:
      'Buy now and pay on invoice with net 30 terms, one monthly statement and spending controls for each buyer. Subject to credit approval.',
    href: 'business-account',
  },
  {
    cardHeadline: 'Link an existing account',
    cardCopy:
      'Already buy from ODP Business Solutions? Link your account number with Plus and keep your history, users and settings while program pricing applies.',
    href: 'existing-account',
  },
]

export const vendorsOdpDiscountOptionsPage: PageSeed = {
  pageName: 'ODP: Discount Options',
  slug: 'discount-options',
  pagePath: 'vendors/odp/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'ODP Business Solutions discount options | EA Collective',
    description:
      'Compare the ways to get member pricing from ODP Business Solutions: store purchasing card, online portal, business credit account or an existing account.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Office supplies · ODP Business Solutions',
      headline: 'Choose how you want to save on office supplies',
      richText: richText(
        'Every member sees the ODP Business Essentials catalogue at program prices. To pay those prices, upgrade to Plus and link an ODP account to your business: there are four ways to do it. Most members start with the free store purchasing card and add online ordering when they want delivery.',
      ),
      layerStyle: 'light',
      buttons: [vendorButton('odp')],
    },
    {
      blockType: 'collapseCards',
      headline: 'Your options',
      layerStyle: 'white',
      cards: odpDiscountOptionCards,
    },
    {
      blockType: 'checklist',
      headline: 'Which option is right for you?',
      layerStyle: 'light',
      columns: '1',
      items: [
        { text: 'You mostly shop in person', detail: 'Start with the store purchasing card (linked with Plus).' },
        { text: 'You want supplies delivered to your door', detail: 'Add the online ordering portal (linked with Plus).' },
        { text: 'You want to pay by invoice', detail: 'Apply for a business credit account (linked with Plus).' },
        {
          text: 'You already have an ODP Business Solutions account',
          detail: 'Link it with Plus so program pricing applies to it.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Discount option questions',
      layerStyle: 'white',
      items: [
        faq(
          'Can I use more than one option?',
          'Yes. Many Plus members carry the store card for quick purchases and use the portal for regular deliveries. Program pricing applies to every linked account once our team confirms it.',
        ),
        faq(
          'Is the discount the same in store and online?',
          'Member pricing covers the same core list in both channels. Store prices on some items can differ by location.',
        ),
        faq(
          'What does Plus add?',
          'Plus opens a business account with us, lets you link your ODP, Dell and FedEx accounts so program pricing applies to them, and tracks your savings against retail in your dashboard. Every ODP option on this page is linked through Plus. To upgrade, choose Upgrade to Plus in your dashboard and enter your business details.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Get started with the free store card',
      richText: richText('Join EA Collective, upgrade to Plus and link your card from your dashboard.'),
      layerStyle: 'brand',
      buttons: [vendorButton('odp'), vendorSiteButton('odp', 'Visit ODP Business Solutions')],
    },
  ],
}
