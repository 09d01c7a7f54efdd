import { describe, expect, it } from 'vitest'

import { renderPlusWelcomeEmail } from './email'

describe('renderPlusWelcomeEmail', () => {
  const email = renderPlusWelcomeEmail({
    productName: 'EA Collective',
    company: 'Brightside Bakery',
    name: 'Dana',
    vendorsUrl: 'http://localhost:3000/dashboard/vendors',
    benefitsUrl: 'http://localhost:3000/dashboard/benefits',
  })

  it('says what Plus opens: linking vendor accounts for program pricing, and savings tracking', () => {
    expect(email.subject).toBe('Welcome to Plus')
    expect(email.text).toContain('The EA Collective business account of Brightside Bakery is open.')
    expect(email.text).toContain('link your ODP, Dell and FedEx accounts so program pricing applies to them')
    expect(email.text).toContain('what you save against retail')
  })

  it('gives the same confirmation time as the dashboard, and promises nothing Plus does not have', () => {
    expect(email.text).toContain('usually within two business days')
    expect(email.text).not.toMatch(/one or two business days|cash.?back|team members/i)
    // Benefits come with every membership: Plus does not add them.
    expect(email.text).not.toMatch(/benefits? (are|is) now part of/i)
  })

  it('leads to the vendor programs first, then the benefits', () => {
    expect(email.text).toContain('Link your vendor accounts: http://localhost:3000/dashboard/vendors')
    expect(email.text).toContain('Go to benefits: http://localhost:3000/dashboard/benefits')
  })
})
