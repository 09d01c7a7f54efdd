import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, joinButton } from './common'
import type { PageSeed } from './types'

export const industriesSmallBusinessPage: PageSeed = {
  pageName: 'Industries: Small Business',
  slug: 'small-business',
  pagePath: 'industries',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'For small businesses | EA Collective',
    description:
      'From solo founders to teams of 100: member pricing on supplies, technology and shipping, plus guides, events and a $5,000 grant. Free to join.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Industries · Small business',
      headline: 'Built for businesses with more ambition than purchasing staff',
      richText: richText(
        'You are the buyer, the bookkeeper and the IT department. EA Collective gives you the pricing and the shortcuts a procurement team would, without the paperwork.',
      ),
      layerStyle: 'brand',
      buttons: [joinButton(), seedButton('Estimate my savings', '/services/spend-navigator', { variant: 'outline' })],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'light',
      formKind: 'lead',
      anchor: 'contact',
      headline: 'Talk to a member specialist',
      subheadline: 'Tell us about your business and we will show you the programs that fit.',
      pageSource: 'lead-form',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'feature',
      headline: 'Made for the way small businesses buy',
      layerStyle: 'white',
      columns: '3',
      items: [
        {
          icon: 'store',
          headline: 'In store, on the way to work',
          copy: 'Show your linked ODP store purchasing card at any Office Depot or OfficeMax and pay program prices on the spot.',
        },
        {
          icon: 'technology',
          headline: 'One laptop at a time',
          copy: 'Member pricing from Dell applies to single machines, not just bulk orders.',
        },
        {
          icon: 'shipping',
          headline: 'Every label counts',
          copy: 'FedEx discounts apply from your first eligible shipment, with no minimum volume.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Popular with',
      layerStyle: 'light',
      columns: '2',
      items: [
        { text: 'Professional services', detail: 'Accountants, attorneys, agencies and consultants.' },
        { text: 'Health and wellness practices', detail: 'Dental, physical therapy, chiropractic and salons.' },
        { text: 'Retail and ecommerce', detail: 'Shops that ship, sell in store or both.' },
        { text: 'Trades and home services', detail: 'Contractors, landscapers, cleaners and repair shops.' },
        { text: 'Restaurants and food producers', detail: 'Cafés, caterers and specialty food brands.' },
        { text: 'Nonprofits and community groups', detail: 'Organizations that stretch every dollar.' },
      ],
    },
    {
      blockType: 'quotePanel',
      layerStyle: 'white',
      quote:
        'We are four people. Nobody here has time to compare printer paper prices. The member pricing did it for us, and I got back the two hours a month I spent hunting for coupons.',
      name: 'Jasmine Ortiz',
      title: 'Operations lead',
      company: 'Brightside Physical Therapy, Tampa, FL',
    },
    {
      blockType: 'faq',
      headline: 'Small business questions',
      layerStyle: 'light',
      items: [
        faq(
          'I am a sole proprietor. Can I join?',
          'Yes. Self-employed owners and side businesses are welcome, with or without employees.',
        ),
        faq(
          'Do I need an EIN or business license?',
          'Not to join. Some vendor programs, such as a business credit account, ask for your business details when you apply.',
        ),
        faq('Is there a minimum spend?', 'No. There is no minimum to join and no minimum order for member pricing.'),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Get big-company pricing for your small business',
      richText: richText('Free to join, free to use, no contracts.'),
      layerStyle: 'dark',
      buttons: [joinButton(), seedButton('Talk to a member specialist', '#contact', { variant: 'outline' })],
    },
  ],
}
