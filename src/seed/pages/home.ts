import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import type { PageSeed } from './types'

export const homePage: PageSeed = {
  pageName: 'Home',
  slug: 'home',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'EA Collective: buying power for small businesses',
    description:
      'Join EA Collective for free: member pricing on office supplies, technology and shipping, practical guides, events and a $5,000 technology grant for small businesses.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Free membership for small businesses',
      headline: 'The buying power of a big company, built for yours',
      richText: richText(
        'EA Collective brings more than 40,000 small businesses together so each of them pays less for the things every business needs: office supplies, laptops and software, and shipping.',
        'Join in two minutes, keep your current vendors, and start saving on your next order.',
      ),
      layerStyle: 'brand',
      buttons: [
        seedButton('Join the Collective', '/onboard/sign-up', {
          icon: 'arrowForward',
          perUserType: [
            { userType: 'GUEST', label: 'Join the Collective', href: '/onboard/sign-up', info: 'Free. No credit card needed.' },
            { userType: 'MEMBER', label: 'Go to My Dashboard', href: '/dashboard', info: null },
            { userType: 'PLUS', label: 'Go to My Dashboard', href: '/dashboard', info: null },
          ],
        }),
        seedButton('See what we offer', '/what-we-offer', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Apply for the $5,000 technology grant',
      richText: richText(
        'Every quarter we award $5,000 toward new technology to a small business with a clear plan to grow. Tell us what you would do with it: applications take about ten minutes.',
      ),
      layerStyle: 'dark',
      buttons: [seedButton('Apply now', '/community/grant-competition', { icon: 'arrowForward' })],
    },
    {
      blockType: 'callToAction',
      headline: 'Not sure where your money goes?',
      richText: richText(
        'Spend Navigator compares what you pay today for supplies, technology and shipping with member pricing, and shows you where the savings are. It is free and takes five minutes.',
      ),
      layerStyle: 'light',
      buttons: [seedButton('Try Spend Navigator', '/services/spend-navigator', { variant: 'secondary' })],
    },
  ],
}
