import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from '@/lib/lexical'

type FaqData = RequiredDataFromCollectionSlug<'faqs'>

export function buildFaq(overrides: Partial<FaqData> = {}): FaqData {
  return {
    faqName: 'Membership cost',
    faqHeadline: 'Does it cost anything to join?',
    faqSubheadline: 'Membership and Plus',
    faqCopy: richText(
      'No. Joining the Collective is free and gives you program pricing with our vendors. Plus, for businesses that want a linked business account and member benefits, is free too: you only need your business details.',
    ),
    cardSlug: 'membership-cost',
    faqTags: ['membership'],
    ...overrides,
  }
}
