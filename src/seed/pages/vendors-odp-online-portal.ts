import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton, vendorSiteButton } from './common'
import type { PageSeed } from './types'

export const vendorsOdpOnlinePortalPage: PageSeed = {
  pageName: 'ODP: Online Portal',
  slug: 'online-portal',
  pagePath: 'vendors/odp/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'ODP Business Solutions online ordering portal | EA Collective',
    description:
      'Order office supplies online at EA Collective program prices, with free next-business-day delivery on orders of $50 or more. Part of Plus.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'ODP Business Solutions · Online portal',
      headline: 'Order online at program prices, delivered next business day',
      richText: richText(
        'The online ordering portal is your business’s own storefront with ODP Business Solutions: program pricing on every item, shared shopping lists, order history and delivery to your door. It is linked through Plus, for members with a business account.',
      ),
      layerStyle: 'brand',
      buttons: [vendorButton('odp', { memberLabel: 'Link my portal' })],
    },
    {
      blockType: 'feature',
      headline: 'Built for repeat orders',
      layerStyle: 'white',
      columns: '2',
      items: [
        {
          icon: 'shipping',
          headline: 'Free delivery from $50',
          copy: 'Next business day to most business addresses; smaller orders carry a fee.',
        },
        { icon: 'check', headline: 'Shopping lists', copy: 'Save your regular order and reorder it in two clicks.' },
        {
          icon: 'community',
          headline: 'Users for your team',
          copy: 'Give staff their own logins, with optional approval before orders are placed.',
        },
        {
          icon: 'payments',
          headline: 'Pay your way',
          copy: 'Business credit card, or invoice if you also have a business credit account.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Getting your portal',
      layerStyle: 'light',
      columns: '1',
      items: [
        { text: 'Upgrade to Plus', detail: 'Add your business details to create your business account with us.' },
        {
          text: 'Request a portal',
          detail: 'Ask member services through the help centre; ODP Business Solutions sets it up and emails you the login.',
        },
        {
          text: 'Link it in your dashboard',
          detail:
            'Enter the portal account number under Buying Programs, ODP Business Solutions. Our team confirms it, usually within two business days, and the portal link appears in your dashboard.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Online portal questions',
      layerStyle: 'white',
      items: [
        faq(
          'Is the portal the same as the public ODP website?',
          'It looks similar, but it is set up for your business with program pricing already applied. Once your portal is connected, sign in through the link in your dashboard.',
        ),
        faq(
          'Can I move my existing online account?',
          'Yes. Use the existing account option to link it instead of creating a new portal.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Compare the other options',
      richText: richText(
        'The free store card, business credit account and existing account link are all available too.',
      ),
      layerStyle: 'dark',
      buttons: [
        seedButton('See all discount options', '/vendors/odp/ea-express/discount-options', { icon: 'arrowForward' }),
        vendorSiteButton('odp', 'Visit ODP Business Solutions'),
      ],
    },
  ],
}
