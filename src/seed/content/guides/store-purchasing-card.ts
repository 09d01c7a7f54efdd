import { richText } from '@/lib/lexical'

import type { GuideSeed } from '../types'

export const storePurchasingCardGuide: GuideSeed = {
  guideCardTitle: 'Get the most from the store purchasing card',
  guideSlug: 'get-the-most-from-the-store-purchasing-card',
  body: richText(
    'The store purchasing card brings program pricing to the register at any Office Depot or OfficeMax store. It is not a credit card: you pay as usual, and the card applies your discount.',
    { heading: 'Get your card' },
    'No card yet? Ask member services for one through the help centre. With Plus, enter the card number under Buying Programs, ODP Business Solutions, Store purchasing card. Once our team confirms the link, usually within two business days, download the card from the same page. Print it, or keep it on your phone: cashiers can scan either.',
    { heading: 'At the register' },
    'Show the card before the cashier totals your order. Program prices apply to most supplies, ink, toner and breakroom items; print and copy services have their own member rates.',
    { heading: 'Share it with your team' },
    'Anyone buying for the business can use the same card. Keep a copy in the company vehicle and at the front desk so nobody pays full price on an urgent run.',
  ),
}
