import type { RequiredDataFromCollectionSlug } from 'payload'

import { benefitSeeds } from '@/seed/content/benefits'

type BenefitData = RequiredDataFromCollectionSlug<'benefits'>

/**
 * A published benefit: the seed's first one (Gusto payroll), so tests and the seed share one copy.
 * Relationships (logos, pages) are left for the caller to link.
 */
export function buildBenefit(overrides: Partial<BenefitData> = {}): BenefitData {
  return { ...benefitSeeds[0]!, _status: 'published', ...overrides }
}
