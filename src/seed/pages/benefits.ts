import { benefitCta } from '@/lib/buttons'
import { richText } from '@/lib/lexical'
import { DASHBOARD_BENEFITS_PATH } from '@/lib/portal-links'

import { seedButton } from '../buttons'
import { card, faq } from './common'
import type { PageSeed } from './types'

/**
 * The spec's benefit call to action (section 6): visitors 'Join Collective', Plus members
 * 'Member Benefits', members 'Get Access'.
 */
const benefitButton = (variant: 'primary' | 'text' = 'primary') =>
  seedButton('Join Collective', benefitCta('GUEST').href, {
    variant,
    icon: 'arrowForward',
    slot: 'memberBenefitBtnA',
    perUserType: [
      {
        userType: 'GUEST',
        ...benefitCta('GUEST'),
        info: 'Free. Benefits unlock as soon as you join.',
      },
      // The dashboard's own address for member benefits (spec 2's /my-dashboard/member-benefits redirects there).
      { userType: 'MEMBER', label: benefitCta('MEMBER').label, href: DASHBOARD_BENEFITS_PATH, info: null },
      { userType: 'PLUS', label: benefitCta('PLUS').label, href: DASHBOARD_BENEFITS_PATH, info: null },
    ],
  })

export const benefitsPage: PageSeed = {
  pageName: 'Member Benefits',
  slug: 'benefits',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Member benefits | EA Collective',
    description:
      'Member-only offers on payroll, insurance, software, marketing and legal services for small businesses, free with an EA Collective membership.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Member benefits',
      headline: 'Perks that pay for themselves',
      richText: richText(
        'Beyond the buying programs, members get offers from partners on the services a small business pays for every month: payroll, insurance, software, marketing and legal help. Join free, then request the ones you want from your dashboard and we will introduce you.',
      ),
      layerStyle: 'brand',
      buttons: [benefitButton()],
    },
    {
      blockType: 'cardGrid',
      headline: 'Benefit categories',
      subheadline: 'Offers change through the year. Members see every current offer in their dashboard.',
      layerStyle: 'white',
      hasGrid: true,
      cards: [
        card(
          'Payroll and HR',
          'Discounted payroll software, HR help desks and time tracking for teams from one to one hundred.',
          {
            button: benefitButton('text'),
          },
        ),
        card(
          'Business insurance',
          'Quotes for general liability, business owner’s policies and workers’ compensation from licensed agents.',
          {
            button: benefitButton('text'),
          },
        ),
        card('Software and tools', 'Member pricing on accounting, scheduling, email marketing and website builders.', {
          button: benefitButton('text'),
        }),
        card(
          'Legal and compliance',
          'Reduced fees for business formation, registered agent service and contract reviews.',
          {
            button: benefitButton('text'),
          },
        ),
        card('Marketing', 'Credits and discounts for printing, signage, promotional products and local advertising.', {
          button: benefitButton('text'),
        }),
      ],
    },
    {
      blockType: 'benefitsRequest',
      layerStyle: 'light',
      headline: 'Request benefits',
      subheadline:
        'Pick the partners you want to hear from and we will email you how to claim each offer. Members request them here or any time from their dashboard.',
      partners: ['Gusto', 'QuickBooks', 'NEXT Insurance', 'LegalZoom', 'Vistaprint', 'Canva'],
      pageSource: 'benefits',
    },
    {
      blockType: 'checklist',
      headline: 'How benefits work',
      layerStyle: 'light',
      columns: '1',
      items: [
        {
          text: 'Pick the benefits you want',
          detail: 'Choose one or several partners from the benefits page in your dashboard.',
        },
        {
          text: 'We send your request',
          detail: 'The partner receives your name, email and business details, and nothing else.',
        },
        {
          text: 'You get an email with the details',
          detail: 'Usually within two business days, with the offer and how to redeem it.',
        },
      ],
    },
    {
      blockType: 'quotePanel',
      layerStyle: 'white',
      quote:
        'The insurance quote through the benefits page came in $900 a year under our renewal, with the same coverage. It took one phone call.',
      name: 'Tom Becker',
      title: 'Owner',
      company: 'Becker Landscape & Snow, Green Bay, WI',
    },
    {
      blockType: 'faq',
      headline: 'Benefit questions',
      layerStyle: 'light',
      items: [
        faq(
          'Are benefits free?',
          'Requesting a benefit is free. The discount applies to the partner’s paid product or service, under the partner’s own terms.',
        ),
        faq(
          'Do I need Plus to use benefits?',
          'No. Every member benefit comes with the free membership, and every member can request them. Plus adds your business account and linked vendor accounts, not extra benefits.',
        ),
        faq(
          'Will partners call me?',
          'Only about the benefit you requested. If you would rather not be contacted, contact us through the help centre and we will withdraw your request.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Unlock every member benefit',
      richText: richText('Join EA Collective for free and request your first benefit today.'),
      layerStyle: 'dark',
      buttons: [benefitButton()],
    },
  ],
}
