import { richText } from '@/lib/lexical'

import type { FaqSeed } from './types'

/** Questions for FAQ blocks, tagged so blocks can pick them by topic. */
export const faqSeeds: FaqSeed[] = [
  {
    faqName: 'Membership cost',
    faqHeadline: 'Does it cost anything to join?',
    faqSubheadline: 'Membership and Plus',
    faqCopy: richText(
      'No. Joining the Collective is free and gives you program pricing with our vendors. Plus, for businesses that want a linked business account and member benefits, is free too: you only need your business details.',
    ),
    cardSlug: 'membership-cost',
    faqTags: ['membership'],
  },
  {
    faqName: 'Who can join',
    faqHeadline: 'Who can become a member?',
    faqCopy: richText(
      'Any business based in the United States, from sole proprietors to companies with a few hundred employees. Nonprofits, associations and chambers of commerce are welcome too.',
    ),
    cardSlug: 'who-can-join',
    faqTags: ['membership'],
  },
  {
    faqName: 'Plus upgrade',
    faqHeadline: 'What does Plus add?',
    faqSubheadline: 'Membership and Plus',
    faqCopy: richText(
      'Plus links your membership to a business account, so your team can share vendor accounts, and unlocks partner benefits such as discounted payroll, insurance and accounting software.',
    ),
    cardSlug: 'plus-upgrade',
    faqTags: ['membership', 'benefits'],
  },
  {
    faqName: 'Existing vendor accounts',
    faqHeadline: 'I already have an ODP, Dell or FedEx account. Do I need a new one?',
    faqCopy: richText(
      'No. Link the account you already have from your dashboard and we add program pricing to it. Your order history, saved addresses and payment methods stay as they are.',
    ),
    cardSlug: 'existing-vendor-accounts',
    faqTags: ['vendors'],
  },
  {
    faqName: 'Shipping discounts',
    faqHeadline: 'How much can I save on shipping?',
    faqCopy: richText(
      'It depends on the services and destinations you use. Most members save between 20% and 40% on FedEx Express and Ground compared with standard list rates, with no minimum volume.',
    ),
    cardSlug: 'shipping-discounts',
    faqTags: ['vendors', 'shipping'],
  },
  {
    faqName: 'Grant eligibility',
    faqHeadline: 'Who can apply for the $5,000 technology grant?',
    faqCopy: richText(
      'Any member business in the United States with fewer than 50 employees that has been operating for at least six months. You can apply once per round, and past applicants may apply again.',
    ),
    cardSlug: 'grant-eligibility',
    faqTags: ['grant'],
  },
  {
    faqName: 'Event recordings',
    faqHeadline: 'I missed a session. Is there a recording?',
    faqCopy: richText(
      'Yes. Recordings of webinars are posted to the event page within two business days and stay available to members.',
    ),
    cardSlug: 'event-recordings',
    faqTags: ['events'],
  },
  {
    faqName: 'Your data',
    faqHeadline: 'What do you do with my business information?',
    faqCopy: richText(
      'We use it to set up your vendor programs and benefits and to tell you about offers that fit your business. We never sell it. Vendors receive only what they need to apply your pricing.',
    ),
    cardSlug: 'your-data',
    faqTags: ['membership', 'privacy'],
  },
]
