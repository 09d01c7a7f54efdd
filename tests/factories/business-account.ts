import type { UpgradeToPlusInput } from '@/features/business-account/schemas'

/** A complete 'Upgrade to Plus' form, as the screen submits it. */
export function buildUpgradeToPlus(overrides: Partial<UpgradeToPlusInput> = {}): UpgradeToPlusInput {
  return {
    company: 'Brightside Bakery',
    businessInfo: { stage: 'growth', industry: 'restaurants', numberOfEmployees: '11-24' },
    businessDetails: {
      domain: 'brightsidebakery.com',
      address1: '120 Main Street',
      address2: 'Suite 4',
      city: 'Columbus',
      state: 'OH',
      zipcode: '43215',
      phoneNumber: '614-555-0142',
    },
    ...overrides,
  }
}
