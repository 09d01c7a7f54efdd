import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq } from './common'
import type { PageSeed } from './types'

/** The Spend Navigator form is added to this page at #request by the forms work. */
const startButton = (label = 'Start my estimate') =>
  seedButton(label, '#request', {
    icon: 'arrowForward',
    perUserType: [{ userType: 'GUEST', label, href: '#request', info: 'Free. About five minutes. No account needed.' }],
  })

export const spendNavigatorPage: PageSeed = {
  pageName: 'Spend Navigator',
  slug: 'spend-navigator',
  pagePath: 'services',
  pageType: 'FORM',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Spend Navigator: estimate your savings | EA Collective',
    description:
      'Tell us roughly what your business spends on supplies, shipping, technology and software. Spend Navigator shows where member pricing saves the most.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services · Spend Navigator',
      headline: 'Find out where your business is overpaying',
      richText: richText(
        'Spend Navigator compares what you spend today with EA Collective member pricing and shows, category by category, where the biggest savings are. Answer a few questions; a specialist sends you a personal savings estimate within two business days.',
      ),
      layerStyle: 'brand',
      buttons: [startButton()],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'light',
      formKind: 'prospect-step-1',
      anchor: 'request',
      headline: 'Step 1 of 2: about you',
      subheadline: 'Where should we send your estimate?',
      pageSource: 'spend-navigator',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'checklist',
      headline: 'How it works',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Tell us about your business',
          detail: 'Your name, company and email, so we know where to send the results.',
        },
        {
          text: 'Share your size and annual spend',
          detail: 'The number of employees and a rough yearly total. An estimate from last year’s books is fine.',
        },
        { text: 'Pick the categories you buy', detail: 'Choose as many as apply; we look at each one separately.' },
        { text: 'Get your estimate', detail: 'A short report with the savings we expect and how to unlock them.' },
      ],
    },
    {
      blockType: 'feature',
      headline: 'Categories we review',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'printing',
          headline: 'Office Essentials',
          copy: 'Paper, ink and toner, writing supplies, breakroom and cleaning products.',
        },
        {
          icon: 'shipping',
          headline: 'Small Parcel Shipping',
          copy: 'Envelopes and packages up to 150 lb by express and ground services.',
        },
        { icon: 'technology', headline: 'Tech', copy: 'Laptops, desktops, monitors, printers and accessories.' },
        {
          icon: 'business',
          headline: 'Facilities Solutions',
          copy: 'Janitorial supplies, safety equipment, furniture and maintenance items.',
        },
        {
          icon: 'services',
          headline: 'Software Tools',
          copy: 'Productivity, security, accounting and design subscriptions.',
        },
        {
          icon: 'package',
          headline: 'Freight Shipping',
          copy: 'Pallets and large shipments by less-than-truckload freight.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Spend Navigator questions',
      layerStyle: 'white',
      items: [
        faq(
          'Do I need exact numbers?',
          'No. A rough annual figure is enough for an estimate. If you want a precise, line-by-line comparison, use Request for Quote and upload your purchase history.',
        ),
        faq(
          'Do I need to be a member?',
          'No. Anyone can request an estimate. You will need a free membership to use the pricing.',
        ),
        faq(
          'Will a salesperson call me?',
          'A specialist emails your estimate and offers a short call to go through it. You decide whether to take it.',
        ),
        faq('What happens to my information?', {
          paragraph: [
            'We use it only to prepare your estimate and follow up on it, as described in our ',
            { link: '/legal/privacy-policy', text: 'Privacy Policy' },
            '.',
          ],
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Prefer a line-by-line quote?',
      richText: richText('Upload a spreadsheet of what you buy and get exact member pricing for each item.'),
      layerStyle: 'light',
      buttons: [seedButton('Request a quote', '/services/request-for-quote', { icon: 'arrowForward' })],
    },
  ],
}
