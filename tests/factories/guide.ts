import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from '@/lib/lexical'

type GuideData = RequiredDataFromCollectionSlug<'guides'>

export function buildGuide(overrides: Partial<GuideData> = {}): GuideData {
  return {
    guideCardTitle: 'Set up your ODP business account in ten minutes',
    guideSlug: 'set-up-your-odp-business-account',
    body: richText(
      'A business account gives you program pricing on every order, a single monthly invoice and free next-day delivery on orders over $50.',
      { heading: 'Before you start' },
      {
        list: [
          'Your business legal name and address',
          'The email address invoices should go to',
          'Your tax exemption certificate, if you have one',
        ],
      },
      { heading: 'Link the account to your membership' },
      'Open Buying Programs, choose ODP Business Solutions and select Business account. Enter your account number and we confirm it within one business day.',
    ),
    _status: 'published',
    ...overrides,
  }
}
