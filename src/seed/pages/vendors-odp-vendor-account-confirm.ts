import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, helpCenterButton } from './common'
import type { PageSeed } from './types'

export const vendorsOdpVendorAccountConfirmPage: PageSeed = {
  pageName: 'ODP: Vendor Account Confirmation',
  slug: 'vendor-account-confirm',
  pagePath: 'vendors/odp/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Your ODP Business Solutions request is in | EA Collective',
    description:
      'Your ODP Business Solutions request is with our team. Here is what happens next and how long it usually takes.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'ODP Business Solutions',
      headline: 'Thanks, your request is on its way',
      richText: richText(
        'Your request is with our team, who work with ODP Business Solutions on it. A new account link shows PENDING in your dashboard until we confirm it, and we email you when it is connected.',
      ),
      layerStyle: 'brand',
      buttons: [
        seedButton('Go to My Dashboard', '/dashboard/vendors/odp', {
          icon: 'arrowForward',
          perUserType: [
            { userType: 'GUEST', label: 'Log in to track it', href: '/onboard/sign-in', info: null },
            { userType: 'MEMBER', label: 'Go to my ODP program', href: '/dashboard/vendors/odp', info: null },
            { userType: 'PLUS', label: 'Go to my ODP program', href: '/dashboard/vendors/odp', info: null },
          ],
        }),
      ],
    },
    {
      blockType: 'checklist',
      headline: 'What happens next',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Store purchasing card',
          detail: 'Once our team confirms the link, usually within two business days, download the card from your dashboard.',
        },
        {
          text: 'Online portal',
          detail: 'Once the link is confirmed, usually within two business days, the portal link appears in your dashboard.',
        },
        {
          text: 'Business credit account',
          detail: 'ODP Business Solutions usually decides within two business days of your completed application.',
        },
        {
          text: 'Linked existing account',
          detail: 'Program pricing applies once our team confirms the link, usually within two business days.',
        },
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'While you wait',
      layerStyle: 'light',
      cards: [
        card('Save on technology', 'Member pricing on Dell business laptops, desktops and monitors.', {
          button: seedButton('See technology discounts', '/vendors/dell/ea-express', { variant: 'text' }),
        }),
        card('Save on shipping', 'Discounts on base rates for eligible FedEx Express and FedEx Ground shipments.', {
          button: seedButton('See shipping discounts', '/vendors/fedex/ea-express', { variant: 'text' }),
        }),
        card('Apply for $5,000', 'Our quarterly technology grant is open to every eligible member business.', {
          button: seedButton('About the grant', '/community/grant-competition', { variant: 'text' }),
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Still pending after two business days?',
      richText: richText(
        'Check your spam folder for email from us and from ODP Business Solutions, then contact us and we will follow up.',
      ),
      layerStyle: 'dark',
      buttons: [
        helpCenterButton('Contact us', { variant: 'primary' }),
        seedButton('Browse resources', '/resources', { variant: 'outline' }),
      ],
    },
  ],
}
