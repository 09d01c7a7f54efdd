import { richText } from '@/lib/lexical'

import type { GuideSeed } from '../types'

export const fedexAccountGuide: GuideSeed = {
  guideCardTitle: 'Link your FedEx account and save on every shipment',
  guideSlug: 'link-your-fedex-account',
  body: richText(
    'Program pricing with FedEx applies to the account you already ship with: there is nothing new to install and your shipping history stays where it is.',
    { heading: 'Find your account number' },
    'Your nine-digit FedEx account number is on every invoice and under Account Management when you sign in at fedex.com.',
    { heading: 'Link it' },
    'Linking vendor accounts is part of Plus. In your dashboard, open Buying Programs, choose FedEx and enter the account number. The link shows PENDING until our team confirms it, usually within two business days; we email you when it is connected and the discounts apply.',
    { heading: 'What changes' },
    {
      list: [
        'Up to 40% off eligible FedEx Express shipments and up to 20% off FedEx Ground and FedEx Home Delivery, shown on your invoices',
        'Discounts apply to base transportation charges; fuel and other surcharges are billed under FedEx’s standard terms',
        'No minimum volume and no annual fee',
      ],
    },
    { heading: 'Check your first invoice' },
    'Compare the first invoice after the link is connected with the previous one. If a service you use does not show a discount, tell us through the help centre and we will look into it with FedEx.',
  ),
}
