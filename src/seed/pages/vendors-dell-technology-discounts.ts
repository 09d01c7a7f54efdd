import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, faq, vendorButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

export const vendorsDellTechnologyDiscountsPage: PageSeed = {
  pageName: 'Dell: Technology Discounts',
  slug: 'technology-discounts',
  pagePath: 'vendors/dell/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Dell technology discounts for members | EA Collective',
    description:
      'How EA Collective Plus members get member pricing on Dell laptops, desktops and monitors: link your account, talk to an advisor, order online.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Dell Technologies · Technology discounts',
      headline: 'Get member pricing on your next Dell computer',
      richText: richText(
        'Link your Dell account once with Plus, then buy online or through your advisor. Member pricing applies to Dell’s business laptops, desktops, monitors and accessories.',
      ),
      layerStyle: 'dark',
      buttons: [vendorButton('dell', { memberLabel: 'Link my Dell account' })],
    },
    {
      blockType: 'checklist',
      headline: 'How to get the discount',
      layerStyle: 'white',
      columns: '1',
      items: [
        { text: 'Join EA Collective and upgrade to Plus', detail: 'Joining is free, and each step takes a couple of minutes.' },
        {
          text: 'Link your Dell account in your dashboard',
          detail:
            'Under Buying Programs, Dell Technologies, enter your Dell customer number. No Dell account yet? Create one at dell.com with your business email, then link it.',
        },
        {
          text: 'Shop through your member link',
          detail:
            'Once our team confirms the link, usually within two business days, prices on Dell’s site reflect your member pricing when you sign in through the link in your dashboard.',
        },
        { text: 'Or talk to your advisor', detail: 'For several machines, custom configurations or financing.' },
      ],
    },
    {
      blockType: 'slider',
      headline: 'Popular setups for small teams',
      subheadline: 'Starting points our members ask about most. Your advisor can tailor any of them.',
      layerStyle: 'light',
      cards: [
        card(
          'The front desk',
          'A compact desktop, a 24-inch monitor and a wireless keyboard and mouse for reception or checkout.',
          {
            subheadline: 'Retail, clinics, salons',
          },
        ),
        card(
          'The hybrid employee',
          'A 14-inch business laptop with a USB-C dock and a 27-inch monitor for the days in the office.',
          {
            subheadline: 'Professional services',
          },
        ),
        card(
          'The road warrior',
          'A lightweight laptop with long battery life, mobile broadband and accidental damage coverage.',
          {
            subheadline: 'Sales and field service',
          },
        ),
        card(
          'The creative studio',
          'A mobile workstation with a color-accurate display for design, photo and video work.',
          {
            subheadline: 'Agencies and studios',
          },
        ),
      ],
    },
    {
      blockType: 'faq',
      headline: 'Technology discount questions',
      layerStyle: 'white',
      items: [
        faq(
          'How much will I save?',
          'It depends on the product and configuration. Your member price is shown before you order; your advisor can compare it with Dell’s public price.',
        ),
        faq(
          'Can I use the discount for personal computers?',
          'The program is for business purchases. Dell may limit quantities or decline orders that do not qualify.',
        ),
        faq('Does the $5,000 grant have to be spent with Dell?', {
          paragraph: [
            'No. Grant winners can buy technology from any supplier. See the ',
            { link: '/community/grant-competition', text: 'grant competition' },
            ' for details.',
          ],
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Start with the Dell program',
      richText: richText('Link your Dell account once and member pricing is there whenever you need a new machine.'),
      layerStyle: 'brand',
      buttons: [
        vendorButton('dell', { memberLabel: 'Link my Dell account' }),
        vendorSiteButton('dell', 'Visit Dell Technologies'),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Buying more than technology?',
      richText: richText('Compare the office supply and shipping programs too.'),
      layerStyle: 'light',
      buttons: [seedButton('All business essentials', '/services/business-essentials', { variant: 'outline' })],
    },
  ],
}
