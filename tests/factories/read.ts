import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from '@/lib/lexical'

type ReadData = RequiredDataFromCollectionSlug<'reads'>

/** A published article; link an author with `author: id` (or a populated author for rendering). */
export function buildRead(overrides: Partial<ReadData> = {}): ReadData {
  return {
    readCardTitle: 'Five ways to cut shipping costs before peak season',
    readCardSubtitle: 'Small changes to packaging and pickups add up fast',
    readCardCopy:
      'Dimensional weight, residential surcharges and last-minute pickups quietly double what many small sellers pay per parcel. Here is where to look first, and what to change this month.',
    readTags: ['Shipping', 'Operations'],
    slug: 'five-ways-to-cut-shipping-costs',
    publishedAt: '2026-03-02T14:00:00.000Z',
    body: richText(
      'Most small sellers overpay for shipping in the same five places. None of the fixes needs new software.',
      { heading: '1. Measure your boxes again' },
      'Carriers bill by dimensional weight when a parcel is large for its weight. Moving your best seller into a box one inch smaller on each side can drop it a whole price tier.',
      { heading: '2. Schedule pickups instead of paying for them on demand' },
      'A standing daily pickup costs less over a month than ad-hoc pickups on busy days.',
    ),
    _status: 'published',
    ...overrides,
  }
}
