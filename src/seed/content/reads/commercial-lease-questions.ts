import { richText } from '@/lib/lexical'

import type { ReadSeed } from '../types'

export const commercialLeaseQuestions: ReadSeed = {
  readCardTitle: 'What to ask before you sign a commercial lease',
  readCardSubtitle: 'Twelve questions about escalations, shared charges and getting out',
  readCardCopy:
    'The rent on the first page is rarely what a small tenant ends up paying. A broker who works with shops and studios walks through the questions that change the real cost of a lease.',
  readTags: ['Operations', 'Finance'],
  slug: 'what-to-ask-before-you-sign-a-commercial-lease',
  publishedAt: '2026-10-20T14:00:00.000Z',
  authorName: 'Maya Chen',
  body: richText(
    'A commercial lease is usually the largest contract a small business signs, and unlike a residential lease almost everything in it can be negotiated. We asked a tenant broker in Denver, who spends most of her week with cafés, salons and small studios, which questions she makes every client ask before signing.',
    { heading: 'What you will really pay' },
    {
      list: [
        'Is the quoted rent gross, modified gross or triple net? In a triple-net lease, taxes, insurance and maintenance come on top.',
        'What were common area maintenance (CAM) charges per square foot in each of the last three years, and is there a cap on increases?',
        'How is rent escalated: a fixed percentage each year, or tied to the consumer price index with no ceiling?',
        'Is the square footage usable or rentable? Rentable footage includes a share of hallways and restrooms.',
      ],
      ordered: true,
    },
    { heading: 'What the landlord will do' },
    {
      list: [
        'Who pays for the heating and cooling system when it fails, and how old is it?',
        'Will the landlord fund improvements (a tenant improvement allowance), and is it paid before you open or reimbursed later?',
        'Can you put up the sign you need, and who approves it?',
        'Are there exclusive-use protections, so a competitor cannot open next door in the same centre?',
      ],
      ordered: true,
    },
    { heading: 'How you get out' },
    {
      list: [
        'Can you assign the lease or sublet if you sell the business or outgrow the space?',
        'Is there an early termination option, and what does it cost?',
        'Do you have renewal options at a stated rent, or only at "market rate"?',
        'What exactly does a personal guarantee cover, and can it burn off after two or three years of on-time rent?',
      ],
      ordered: true,
    },
    { heading: 'Before you sign' },
    'Ask for the answers in writing, compare the total cost over the full term rather than the first-year rent, and have an attorney who handles commercial leases read the final draft. An hour of review costs far less than a single surprise CAM reconciliation.',
  ),
}
