import { richText } from '@/lib/lexical'

import type { GuideSeed } from '../types'

export const odpBusinessAccountGuide: GuideSeed = {
  guideCardTitle: 'Set up your ODP business account in ten minutes',
  guideSlug: 'set-up-your-odp-business-account',
  body: richText(
    'A business account gives you program pricing on every order, a single monthly invoice and free next-day delivery on orders of $50 or more.',
    { heading: 'Before you start' },
    {
      list: [
        'Your business legal name and address',
        'The email address invoices should go to',
        'Your tax exemption certificate, if you have one',
      ],
    },
    { heading: 'Open the account' },
    'From your dashboard, open Buying Programs, choose ODP Business Solutions and select Business account. The form is filled in with your business details; check them, add the invoice email and submit.',
    { heading: 'Link the account to your membership' },
    'If you already have an ODP account, choose Existing account instead and enter your account number. We confirm it within one business day, and program pricing applies to your next order.',
    { heading: 'Invite your team' },
    'Add the people who order supplies as users on the account, each with a spending limit if you like. Orders from every user land on the same monthly invoice.',
  ),
}
