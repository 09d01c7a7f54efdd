import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq } from './common'
import type { PageSeed } from './types'

export const industriesEnterprisePage: PageSeed = {
  pageName: 'Industries: Enterprise',
  slug: 'enterprise',
  pagePath: 'industries',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'For growing multi-location businesses | EA Collective',
    description:
      'Multi-location and fast-growing businesses get consolidated purchasing, volume quotes and spend reviews across supplies, technology and shipping.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Industries · Enterprise',
      headline: 'Purchasing that keeps up with your growth',
      richText: richText(
        'Once you have several locations, dozens of employees or a real purchasing budget, ad-hoc buying gets expensive. Our team works with growing businesses to consolidate spend and negotiate volume pricing on top of member rates.',
      ),
      layerStyle: 'dark',
      buttons: [
        seedButton('Request a quote', '/services/request-for-quote', { icon: 'arrowForward' }),
        seedButton('Review my spend', '/services/spend-navigator', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'What growing businesses get',
      layerStyle: 'white',
      columns: '2',
      items: [
        {
          icon: 'business',
          headline: 'One account, many locations',
          copy: 'An ODP Business Solutions account with sub-accounts per location, central invoicing and approval rules.',
        },
        {
          icon: 'discount',
          headline: 'Volume pricing',
          copy: 'Upload a year of purchases and we ask vendors for pricing on your core list, beyond standard member rates.',
        },
        {
          icon: 'technology',
          headline: 'Technology at scale',
          copy: 'Dell advisors plan refresh cycles, standard configurations and deployment for your whole team.',
        },
        {
          icon: 'shipping',
          headline: 'Shipping reviews',
          copy: 'A FedEx specialist reviews your shipping profile, packaging and service mix to lower cost per package.',
        },
      ],
    },
    {
      blockType: 'quotePanel',
      headline: 'From a member with six locations',
      layerStyle: 'light',
      quote:
        'Each of our clinics bought supplies its own way. The spend review put all six on one account with the same price list, and our office supply bill fell by about a fifth in the first year.',
      name: 'Michael Tran',
      title: 'Director of operations',
      company: 'Lakeshore Pediatric Dentistry, Milwaukee, WI',
    },
    {
      blockType: 'checklist',
      headline: 'How a spend review works',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Share your purchase history',
          detail: 'A spreadsheet export from your accounting system or vendor portals is enough.',
        },
        {
          text: 'We compare it with member and volume pricing',
          detail: 'Item by item for supplies, by service and zone for shipping.',
        },
        {
          text: 'You get a savings report in about a week',
          detail: 'With the changes that save the most and the effort each takes.',
        },
        {
          text: 'We help you switch, if you want to',
          detail: 'Account setup, user training and a check-in after your first month.',
        },
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'light',
      formKind: 'lead',
      anchor: 'contact',
      headline: 'Set up a spend review',
      subheadline: 'Tell us where your business is and how big the team is. A member specialist calls you within two business days to plan the review.',
      pageSource: 'lead-form',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'faq',
      headline: 'Enterprise questions',
      layerStyle: 'light',
      items: [
        faq(
          'Is there a size limit?',
          'The Collective is built for small and mid-sized businesses. Organizations with several hundred employees can still join, and our team will tell you honestly whether a direct vendor contract would serve you better.',
        ),
        faq(
          'Can we keep our existing vendor accounts?',
          'Yes. With Plus, existing ODP Business Solutions, Dell and FedEx accounts are linked to the program, so you keep your history and settings.',
        ),
        faq(
          'Who will we work with?',
          'A named contact at Entrepreneurs Alliance, plus the vendor’s own account team for day-to-day orders.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Talk to our team',
      richText: richText('Tell us about your locations and spend, and we will set up a review.'),
      layerStyle: 'brand',
      buttons: [
        seedButton('Request a quote', '/services/request-for-quote', { icon: 'arrowForward' }),
        seedButton('Set up a spend review', '#contact', { variant: 'outline' }),
      ],
    },
  ],
}
