import { richText } from '@/lib/lexical'

import type { GuideSeed } from '../types'

export const fedexAccountGuide: GuideSeed = {
  guideCardTitle: 'Link your FedEx account and save on every shipment',
  guideSlug: 'link-your-fedex-account',
  body: richText(
    'Program pricing with FedEx applies to the account you already ship with: there is nothing new to install and your shipping history stays where it is.',
    { heading: 'Find your account number' },
    'Your nine-digit FedEx account number is on every invoice and under Account Management when you sign in at fedex.com.',
    { heading: 'Enrol it' },
    'In your dashboard, open Buying Programs, choose FedEx and enter the account number. Enrolment takes up to two business days; we email you when the discounts are active.',
    { heading: 'What changes' },
    {
      list: [
        'Discounts on FedEx Express and FedEx Ground services, shown on your invoices',
        'Reduced surcharges on residential deliveries with FedEx Home Delivery',
        'No minimum volume and no annual fee',
      ],
    },
    { heading: 'Check your first invoice' },
    'Compare the first invoice after enrolment with the previous one. If a service you use does not show a discount, tell us through the help centre and we will look into it with FedEx.',
  ),
}
