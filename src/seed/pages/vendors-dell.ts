import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

export const vendorsDellPage: PageSeed = {
  pageName: 'Dell Technologies',
  slug: 'ea-express',
  pagePath: 'vendors/dell',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Technology with Dell Technologies | EA Collective',
    description:
      'EA Collective Plus members get member pricing on Dell business laptops, desktops, monitors and accessories, plus a dedicated small business advisor.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Technology · Dell Technologies',
      headline: 'Business technology from Dell, at member prices',
      richText: richText(
        'Dell Technologies makes the laptops, desktops and monitors that millions of small businesses run on. Through EA Collective, Plus members link their Dell account to get member pricing on Dell’s business lines and a small business advisor who helps them buy the right machine the first time.',
      ),
      layerStyle: 'dark',
      buttons: [
        vendorButton('dell'),
        seedButton('See technology discounts', '/vendors/dell/ea-express/technology-discounts', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'What members buy',
      layerStyle: 'white',
      hasGrid: true,
      cards: [
        {
          cardHeadline: 'Laptops',
          cardSubheadline: 'Latitude and Vostro',
          cardRichText: richText(
            'Business laptops built for all-day use, with security features and business-grade support options.',
          ),
          cardButton: [],
        },
        {
          cardHeadline: 'Desktops',
          cardSubheadline: 'OptiPlex and Vostro',
          cardRichText: richText('Compact desktops for front desks, checkout counters and shared workstations.'),
          cardButton: [],
        },
        {
          cardHeadline: 'Monitors and docks',
          cardSubheadline: 'Dell monitors and docking stations',
          cardRichText: richText('Add a second screen or a one-cable desk setup for hybrid staff.'),
          cardButton: [],
        },
        {
          cardHeadline: 'Workstations',
          cardSubheadline: 'Precision',
          cardRichText: richText('For design, engineering and video work that needs more power.'),
          cardButton: [],
        },
      ],
    },
    {
      blockType: 'feature',
      headline: 'More than a discount',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'support',
          headline: 'A small business advisor',
          copy: 'Help choosing, configuring and comparing machines, by phone or chat.',
        },
        {
          icon: 'payments',
          headline: 'Financing options',
          copy: 'Spread the cost with business financing, subject to Dell’s approval.',
        },
        {
          icon: 'protection',
          headline: 'Support and protection',
          copy: 'Add on-site service and accidental damage coverage at checkout.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Dell program questions',
      layerStyle: 'white',
      items: [
        faq(
          'Is there a minimum order?',
          'No. Member pricing applies to a single laptop as well as a full office refresh.',
        ),
        faq(
          'Who sells and supports the products?',
          'Dell Technologies sells, ships and supports everything you buy, under Dell’s own terms of sale and warranty.',
        ),
        faq(
          'Can I combine member pricing with Dell’s promotions?',
          'Often, yes. Your advisor will tell you the best price available on the day you order.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Ready to upgrade your technology?',
      richText: richText('Join EA Collective, upgrade to Plus and link your Dell account from your dashboard.'),
      layerStyle: 'brand',
      buttons: [vendorButton('dell'), vendorSiteButton('dell', 'Visit Dell Technologies')],
    },
  ],
}
