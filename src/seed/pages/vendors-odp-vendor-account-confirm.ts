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
      'We have sent your request to ODP Business Solutions. Here is what happens next and how long it usually takes.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'ODP Business Solutions',
      headline: 'Thanks, your request is on its way',
      richText: richText(
        'We have passed your request to ODP Business Solutions. You will receive an email from them, and from us, as soon as your account is ready.',
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
        { text: 'Store purchasing card', detail: 'Ready right away: download it from your dashboard.' },
        { text: 'Online portal', detail: 'Login details arrive by email within one business day.' },
        { text: 'Business credit account', detail: 'A credit decision usually arrives within two business days.' },
        { text: 'Linked existing account', detail: 'Program pricing is applied within three business days.' },
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
        card('Save on shipping', 'Discounts on eligible FedEx Express and FedEx Ground shipments.', {
          button: seedButton('See shipping discounts', '/vendors/fedex/ea-express', { variant: 'text' }),
        }),
        card('Apply for $5,000', 'Our quarterly technology grant is open to every member business.', {
          button: seedButton('About the grant', '/community/grant-competition', { variant: 'text' }),
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Nothing after three business days?',
      richText: richText(
        'Check your spam folder for email from ODP Business Solutions, then contact us and we will follow up.',
      ),
      layerStyle: 'dark',
      buttons: [
        helpCenterButton('Contact us', { variant: 'primary' }),
        seedButton('Browse resources', '/resources', { variant: 'outline' }),
      ],
    },
  ],
}
