import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, helpCenterButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

export const vendorsDellConfirmPage: PageSeed = {
  pageName: 'Dell: Confirmation',
  slug: 'confirm',
  pagePath: 'vendors/dell/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Your Dell program is being set up | EA Collective',
    description:
      'We have sent your request to Dell Technologies. Your member pricing link and advisor details arrive by email, usually within one business day.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Dell Technologies',
      headline: 'You are all set for Dell member pricing',
      richText: richText(
        'We have sent your details to Dell Technologies. Within one business day you will receive an email with your member pricing link and the name of your small business advisor.',
      ),
      layerStyle: 'dark',
      buttons: [
        seedButton('Go to my Dell program', '/dashboard/vendors/dell', {
          icon: 'arrowForward',
          perUserType: [
            { userType: 'GUEST', label: 'Log in to see your program', href: '/onboard/sign-in', info: null },
            { userType: 'MEMBER', label: 'Go to my Dell program', href: '/dashboard/vendors/dell', info: null },
            { userType: 'PLUS', label: 'Go to my Dell program', href: '/dashboard/vendors/dell', info: null },
          ],
        }),
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Before your first order',
      layerStyle: 'white',
      columns: '1',
      items: [
        { text: 'Watch for the email from Dell', detail: 'Add Dell to your safe senders so it does not land in spam.' },
        {
          text: 'Make a list of what you need',
          detail: 'How many people, what software they run and whether they work away from the office.',
        },
        { text: 'Book time with your advisor', detail: 'A 15-minute call is enough for most small teams.' },
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'Keep saving',
      layerStyle: 'light',
      cards: [
        card('Office supplies', 'Member pricing with ODP Business Solutions, online and in store.', {
          button: seedButton('See office supply options', '/vendors/odp/ea-express', { variant: 'text' }),
        }),
        card('Shipping', 'Discounts on eligible FedEx shipments on your own account.', {
          button: seedButton('See shipping discounts', '/vendors/fedex/ea-express', { variant: 'text' }),
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Questions about your request?',
      richText: richText('Our help centre team will check on it for you.'),
      layerStyle: 'brand',
      buttons: [
        helpCenterButton('Contact us', { variant: 'primary' }),
        vendorSiteButton('dell', 'Visit Dell Technologies'),
      ],
    },
  ],
}
