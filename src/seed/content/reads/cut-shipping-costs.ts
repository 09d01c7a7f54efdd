import { richText } from '@/lib/lexical'

import type { ReadSeed } from '../types'

export const cutShippingCosts: ReadSeed = {
  readCardTitle: 'Five ways to cut shipping costs before peak season',
  readCardSubtitle: 'Small changes to packaging and pickups add up fast',
  readCardCopy:
    'Dimensional weight, residential surcharges and last-minute pickups quietly double what many small sellers pay per parcel. Here is where to look first, and what to change this month.',
  readTags: ['Shipping', 'Operations'],
  slug: 'five-ways-to-cut-shipping-costs',
  publishedAt: '2026-07-14T14:00:00.000Z',
  authorName: 'Priya Raman',
  body: richText(
    'Most small sellers overpay for shipping in the same five places. None of the fixes needs new software, and all of them are easier to make in July than in November.',
    { heading: '1. Measure your boxes again' },
    'Carriers bill by dimensional weight when a parcel is large for its weight. Moving your best seller into a box one inch smaller on each side can drop it a whole price tier.',
    { heading: '2. Schedule pickups instead of paying for them on demand' },
    'A standing daily pickup costs less over a month than ad-hoc pickups on busy days, and it gives you a fixed cut-off time to promise customers.',
    { heading: '3. Know which addresses are residential' },
    'Residential deliveries carry a surcharge. If most of your customers are businesses, make sure your shipping software is not marking every address residential by default.',
    { heading: '4. Use the service your customer actually needs' },
    'Two-day air for an order that was not time-sensitive is money spent on nothing. Show delivery dates at checkout and let customers choose.',
    { heading: '5. Use program rates' },
    'Volume discounts are usually reserved for shippers far larger than a small shop. Members of EA Collective get program pricing on FedEx services without a volume commitment.',
  ),
}
