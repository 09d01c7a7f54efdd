import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from '@/lib/lexical'

type BenefitData = RequiredDataFromCollectionSlug<'benefits'>

/** A published payroll benefit; relationships (logos, pages) are left for the caller to link. */
export function buildBenefit(overrides: Partial<BenefitData> = {}): BenefitData {
  return {
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
      'The offer applies to businesses that are new to Gusto. Request it from your member benefits page and Gusto will email you a sign-up link within one business day.',
    ),
    benefitSlug: 'gusto-payroll',
    component: 'card',
    _status: 'published',
    ...overrides,
  }
}
