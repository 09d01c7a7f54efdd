import { richText } from '@/lib/lexical'

import type { ReadSeed } from '../types'

export const choosingAShippingSpeed: ReadSeed = {
  readCardTitle: 'Ground or Express? Choosing a shipping speed customers will pay for',
  readCardSubtitle: 'What our ecommerce members learned from testing it',
  readCardCopy:
    'Free ground shipping or paid two-day delivery? Four members tested both for a quarter. The answer depended less on speed than on how clearly they told customers when orders would arrive.',
  readTags: ['Shipping', 'Ecommerce'],
  slug: 'ground-or-express-choosing-a-shipping-speed',
  publishedAt: '2026-09-15T14:00:00.000Z',
  authorName: 'Priya Raman',
  body: richText(
    'Shipping is the last thing customers see before they pay, and the first thing they complain about afterwards. This summer four members who sell online, a candle maker, a pet food bakery, a bike parts shop and a stationery studio, agreed to test their shipping offers for twelve weeks and share the results.',
    { heading: 'The test' },
    'Each shop alternated, week by week, between two offers: free ground shipping on orders over a threshold, and a flat paid option for two-day delivery alongside standard ground. Everything else, prices, photos and promotions, stayed the same.',
    { heading: 'What happened' },
    {
      list: [
        'Free ground over a threshold raised the average order value in all four shops, by 9% to 17%, as customers added an item to qualify.',
        'Paid two-day delivery was chosen on about one order in eight, mostly in the two weeks before a holiday.',
        'Cart abandonment fell most when the checkout showed an estimated delivery date instead of a service name.',
      ],
    },
    { heading: 'Dates beat names' },
    '"Ground" means little to a customer; "arrives Thursday, May 14" means a lot. Three of the four shops now show a delivery date on the product page, calculated from their cut-off time and the carrier’s transit times for the customer’s ZIP code.',
    { heading: 'Where faster service pays' },
    'Express shipping earned its cost on gifts, on perishables, and on replacement parts for which customers were already waiting. For everything else, a reliable ground date and a free-shipping threshold set just above the average order did more for sales.',
    {
      paragraph: [
        'Members can compare their own rates with program pricing on the ',
        { link: '/vendors/fedex/ea-express/shipping-discounts', text: 'FedEx shipping discounts page' },
        '.',
      ],
    },
  ),
}
