import { richText } from '@/lib/lexical'

import type { BenefitSeed } from './types'

/** Partner perks for members; the partner name is what members pick in the benefits request form. */
export const benefitSeeds: BenefitSeed[] = [
  {
    benefitPartnerName: 'Gusto',
    benefitPerk: '3 months free payroll',
    benefitValue: 'Up to $540 value',
    benefitCardTitle: 'Gusto Payroll',
    benefitCardSubtitle: 'Payroll and HR',
    benefitCardCopy:
      'Run payroll in a few minutes, let Gusto file federal, state and local payroll taxes for you, and give your team self-service pay stubs and W-2s. New Gusto customers who sign up through the Collective pay nothing for their first three months.',
    benefitHeadline: 'Payroll your team will thank you for',
    benefitRichText: richText(
      { heading: 'What members get' },
      {
        list: [
          'Three months of Gusto Simple or Plus at no cost',
          'Free migration of your payroll history',
          'Unlimited payroll runs for every pay schedule',
        ],
      },
      'The offer applies to businesses that are new to Gusto. Request it from your member benefits page and Gusto will email you a sign-up link, usually within two business days.',
    ),
    benefitSlug: 'gusto-payroll',
    component: 'card',
  },
  {
    benefitPartnerName: 'QuickBooks',
    benefitPerk: '50% off QuickBooks Online for 6 months',
    benefitValue: 'Save up to $570',
    benefitCardTitle: 'QuickBooks Online',
    benefitCardSubtitle: 'Accounting',
    benefitCardCopy:
      'Invoices, expenses, bank feeds and reports your accountant can open directly. Members who start a new QuickBooks Online subscription pay half price on any plan for their first six months.',
    benefitHeadline: 'Books your accountant can work with',
    benefitRichText: richText(
      'QuickBooks Online connects to your bank and card accounts, sorts transactions as they arrive and keeps sales tax, mileage and receipts in one place.',
      {
        list: [
          '50% off Simple Start, Essentials, Plus or Advanced for six months',
          'Free guided setup session with a QuickBooks specialist',
          'Invite your accountant at no extra cost',
        ],
      },
    ),
    benefitSlug: 'quickbooks-online',
    component: 'card',
  },
  {
    benefitPartnerName: 'NEXT Insurance',
    benefitPerk: '10% off general liability insurance',
    benefitValue: 'Members save $90 a year on average',
    benefitCardTitle: 'NEXT Insurance',
    benefitCardSubtitle: 'Business insurance',
    benefitCardCopy:
      'Quote and buy general liability, professional liability or a business owner’s policy online in about ten minutes, with a certificate of insurance you can send clients the same day.',
    benefitHeadline: 'Coverage in minutes, not weeks',
    benefitRichText: richText(
      'NEXT writes policies for more than 1,300 kinds of small business, from contractors and cleaners to consultants and fitness instructors.',
      'Members receive 10% off general liability premiums for as long as the policy stays active. Certificates of insurance are free and unlimited.',
    ),
    benefitSlug: 'next-insurance',
    component: 'card',
  },
  {
    benefitPartnerName: 'LegalZoom',
    benefitPerk: '25% off registered agent service',
    benefitValue: 'Save $75 a year',
    benefitCardTitle: 'LegalZoom',
    benefitCardSubtitle: 'Legal and compliance',
    benefitCardCopy:
      'Stay in good standing in every state you operate in: LegalZoom receives legal notices for your business, reminds you of annual report deadlines and can file them for you.',
    benefitHeadline: 'Compliance without the calendar reminders',
    benefitRichText: richText({
      list: [
        '25% off registered agent service in all 50 states',
        '10% off LLC and corporation formation packages',
        'Attorney consultations at member rates',
      ],
    }),
    benefitSlug: 'legalzoom',
    component: 'card',
  },
  {
    benefitPartnerName: 'Vistaprint',
    benefitPerk: '20% off business cards, signs and promotional products',
    benefitValue: 'Members save $120 a year on average',
    benefitCardTitle: 'Vistaprint',
    benefitCardSubtitle: 'Marketing and print',
    benefitCardCopy:
      'Business cards, flyers, yard signs, banners and branded apparel with free design templates. Members get 20% off every order, with no minimum.',
    benefitHeadline: 'Print that makes a first impression',
    benefitRichText: richText(
      'Upload your logo once and use it across hundreds of products, or work with a Vistaprint designer at member rates.',
    ),
    benefitSlug: 'vistaprint',
    component: 'card',
  },
  {
    benefitPartnerName: 'Canva',
    benefitPerk: 'Canva Pro free for 3 months',
    benefitValue: 'Up to $45 value',
    benefitCardTitle: 'Canva Pro',
    benefitCardSubtitle: 'Design',
    benefitCardCopy:
      'Social posts, menus, price lists and presentations from thousands of templates, with your brand colours and fonts saved in one brand kit your whole team can use.',
    benefitHeadline: 'Design like you have a design team',
    benefitRichText: richText(
      'Canva Pro adds the brand kit, background remover, premium photos and scheduling of social posts. New Pro subscribers who join through the Collective get their first three months free.',
    ),
    benefitSlug: 'canva-pro',
    component: 'card',
  },
]
