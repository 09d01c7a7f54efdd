import { richText } from '@/lib/lexical'
import type { CollapseCardsBlock } from '@/payload-types'

import { faq, vendorButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

/** The ODP programs, each linking ('Learn More') to its page under /vendors/odp/ea-express/. */
export const odpDiscountOptionCards: CollapseCardsBlock['cards'] = [
  {
    cardHeadline: 'Store purchasing card',
    cardCopy:
      'A free card for member pricing at any Office Depot or OfficeMax store. Ready in minutes on your phone; no credit check and nothing to pay up front.',
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
      'Already buy from ODP Business Solutions? Connect your account number and keep your history, users and settings while member pricing applies.',
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
        'There are four ways to get EA Collective pricing from ODP Business Solutions. Most members start with the free store purchasing card and add online ordering when they want delivery.',
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
        { text: 'You mostly shop in person', detail: 'Start with the store purchasing card.' },
        { text: 'You want supplies delivered to your door', detail: 'Add the online ordering portal (part of Plus).' },
        { text: 'You want to pay by invoice', detail: 'Apply for a business credit account (part of Plus).' },
        {
          text: 'You already have an ODP Business Solutions account',
          detail: 'Link it so member pricing applies to it.',
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
          'Yes. Many members carry the store card for quick purchases and use the portal for regular deliveries. Member pricing applies to both.',
        ),
        faq(
          'Is the discount the same in store and online?',
          'Member pricing covers the same core list in both channels. Store prices on some items can differ by location.',
        ),
        faq(
          'What does Plus add?',
          'The online portal and the business credit account need a business account with us, which is what Plus is. Upgrading takes a few minutes from your dashboard.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Get started with the free store card',
      richText: richText('Join EA Collective and activate your card from your dashboard.'),
      layerStyle: 'brand',
      buttons: [vendorButton('odp'), vendorSiteButton('odp', 'Visit ODP Business Solutions')],
    },
  ],
}
