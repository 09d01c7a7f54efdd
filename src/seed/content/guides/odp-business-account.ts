import { richText } from '@/lib/lexical'

import type { GuideSeed } from '../types'

export const odpBusinessAccountGuide: GuideSeed = {
  guideCardTitle: 'Set up and link your ODP business account',
  guideSlug: 'set-up-your-odp-business-account',
  body: richText(
    'A business credit account with ODP Business Solutions gives you program pricing on every order once it is linked to your business with Plus, a single monthly invoice and free next-day delivery on online orders of $50 or more.',
    { heading: 'Before you start' },
    {
      list: [
        'Your business legal name and address',
        'The email address invoices should go to',
        'Your tax exemption certificate, if you have one',
      ],
    },
    { heading: 'Request the account' },
    'Fill in the request form on the ODP business account page (Vendors, ODP Business Solutions, Business account) while signed in. Our team passes it to ODP Business Solutions within two business days, and their credit team emails you the application. Your request shows in My Requests meanwhile.',
    { heading: 'Link the account to your membership' },
    'Once ODP Business Solutions opens the account, or if you already have one, open Buying Programs, choose ODP Business Solutions and enter the number under Business account. The link shows PENDING until our team confirms it, usually within two business days; program pricing then applies to your next order.',
    { heading: 'Invite your team' },
    'In your ODP Business Solutions account settings, add the people who order supplies as users, each with a spending limit if you like. Orders from every user land on the same monthly invoice.',
  ),
}
