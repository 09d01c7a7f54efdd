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
    title: 'Your FedEx enrolment is in progress | EA Collective',
    description:
      'We have sent your FedEx enrolment. Member discounts usually apply to your account within five business days; FedEx will confirm by email.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'FedEx',
      headline: 'Your FedEx enrolment is on its way',
      richText: richText(
        'We have sent your account to FedEx for the EA Collective program. Discounts usually apply within five business days, and FedEx will email you when they do. Keep shipping as usual in the meantime.',
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
          text: 'Use the enrolled account everywhere',
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
        card('Read: lowering your shipping bill', 'Five changes that save our ecommerce members the most.', {
          button: seedButton('Browse reads', '/resources/reads', { variant: 'text' }),
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'No confirmation after five business days?',
      richText: richText('Contact us and we will check the enrolment with FedEx.'),
      layerStyle: 'dark',
      buttons: [helpCenterButton('Contact us', { variant: 'primary' }), vendorSiteButton('fedex', 'Visit FedEx')],
    },
  ],
}
