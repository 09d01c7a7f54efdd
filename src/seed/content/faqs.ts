import { richText } from '@/lib/lexical'

import type { FaqSeed } from './types'

/** Questions for FAQ blocks, tagged so blocks can pick them by topic. */
export const faqSeeds: FaqSeed[] = [
  {
    faqName: 'Membership cost',
    faqHeadline: 'Does it cost anything to join?',
    faqSubheadline: 'Membership and Plus',
    faqCopy: richText(
      'No. Joining the Collective is free and gives you the ODP Business Essentials catalogue at program prices, member benefits, resources, events, our Discord community and the grant competition. Plus is the optional upgrade for businesses that want to link their ODP, Dell and FedEx accounts for program pricing on them; you upgrade from your dashboard with your business details.',
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
      'Plus opens a business account for your company. With it you link your ODP, Dell and FedEx accounts so program pricing applies to them, and your dashboard tracks what you save against retail. Member benefits come with every membership, with or without Plus.',
    ),
    cardSlug: 'plus-upgrade',
    faqTags: ['membership', 'benefits'],
  },
  {
    faqName: 'Existing vendor accounts',
    faqHeadline: 'I already have an ODP, Dell or FedEx account. Do I need a new one?',
    faqCopy: richText(
      'No. With Plus, link the account you already have from your dashboard and, once our team confirms it, usually within two business days, program pricing applies to it. Your order history, saved addresses and payment methods stay as they are.',
    ),
    cardSlug: 'existing-vendor-accounts',
    faqTags: ['vendors'],
  },
  {
    faqName: 'Shipping discounts',
    faqHeadline: 'How much can I save on shipping?',
    faqCopy: richText(
      'It depends on the services and destinations you use. Plus members with a linked FedEx account save up to 40% on eligible FedEx Express shipments and up to 20% on FedEx Ground and FedEx Home Delivery, on base transportation charges, with no minimum volume. Fuel and other surcharges are billed under FedEx’s standard terms.',
    ),
    cardSlug: 'shipping-discounts',
    faqTags: ['vendors', 'shipping'],
  },
  {
    faqName: 'Grant eligibility',
    faqHeadline: 'Who can apply for the $5,000 technology grant?',
    faqCopy: richText(
      'Any independently owned, for-profit member business in the United States with 100 employees or fewer that has been in business for at least one year. Applications from larger businesses are not eligible. You can apply once per round, and past applicants may apply again.',
    ),
    cardSlug: 'grant-eligibility',
    faqTags: ['grant'],
  },
  {
    faqName: 'Event recordings',
    faqHeadline: 'I missed a session. Is there a recording?',
    faqCopy: richText(
      'Sometimes. When a session is recorded, we share the recording with members in the events channel of our Discord. In-person meetups are not recorded.',
    ),
    cardSlug: 'event-recordings',
    faqTags: ['events'],
  },
  {
    faqName: 'Your data',
    faqHeadline: 'What do you do with my business information?',
    faqCopy: richText(
      'We use it to run your membership, your linked vendor accounts and the benefits you request, and to answer your requests. We never sell it and we send no marketing email. Vendors receive only what they need to apply your pricing.',
    ),
    cardSlug: 'your-data',
    faqTags: ['membership', 'privacy'],
  },
]
