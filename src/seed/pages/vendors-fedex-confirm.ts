import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, helpCenterButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

export const vendorsFedexConfirmPage: PageSeed = {
  pageName: 'FedEx: Confirmation',
  slug: 'confirm',
  pagePath: 'vendors/fedex/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Your FedEx account link is in progress | EA Collective',
    description:
      'Our team is confirming your FedEx account link, usually within two business days. We email you when it is connected and discounts apply.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'FedEx',
      headline: 'Your FedEx account link is on its way',
      richText: richText(
        'Our team is enrolling your account in the EA Collective program with FedEx and confirms the link, usually within two business days. It shows PENDING in your dashboard until then, and we email you when it is connected. Keep shipping as usual in the meantime.',
      ),
      layerStyle: 'brand',
      buttons: [
        seedButton('Go to my FedEx program', '/dashboard/vendors/fedex', {
          icon: 'arrowForward',
          perUserType: [
            { userType: 'GUEST', label: 'Log in to see your program', href: '/onboard/sign-in', info: null },
            { userType: 'MEMBER', label: 'Go to my FedEx program', href: '/dashboard/vendors/fedex', info: null },
            { userType: 'PLUS', label: 'Go to my FedEx program', href: '/dashboard/vendors/fedex', info: null },
          ],
        }),
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Make the most of your discount',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Use the linked account everywhere',
          detail: 'On fedex.com, in your ecommerce platform and at drop-off counters.',
        },
        {
          text: 'Check your packaging',
          detail: 'Smaller boxes reduce dimensional weight charges, often more than any discount.',
        },
        {
          text: 'Compare Ground and Express',
          detail: 'FedEx Ground reaches many addresses in two days or less at a lower rate.',
        },
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'Keep saving',
      layerStyle: 'light',
      cards: [
        card('Office supplies', 'Member pricing with ODP Business Solutions, including shipping boxes and labels.', {
          button: seedButton('See office supply options', '/vendors/odp/ea-express', { variant: 'text' }),
        }),
        card('Read: five ways to cut shipping costs', 'Packaging, pickups and the other changes that save small sellers the most.', {
          button: seedButton('Read the article', '/resources/reads/five-ways-to-cut-shipping-costs', { variant: 'text' }),
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Still pending after two business days?',
      richText: richText('Contact us and we will check the link with FedEx.'),
      layerStyle: 'dark',
      buttons: [helpCenterButton('Contact us', { variant: 'primary' }), vendorSiteButton('fedex', 'Visit FedEx')],
    },
  ],
}
