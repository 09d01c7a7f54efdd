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
    title: 'Your Dell account link is in | EA Collective',
    description:
      'Our team is confirming your Dell account link, usually within two business days. We email you when it is connected and member pricing opens.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Dell Technologies',
      headline: 'Your Dell account link is in',
      richText: richText(
        'Our team is confirming your Dell customer account, usually within two business days. It shows PENDING in your dashboard until then; when it is connected we email you, and your member pricing link opens in your dashboard.',
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
        { text: 'Watch for our email', detail: 'It tells you the link is connected. Check your spam folder if it has not arrived after two business days.' },
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
