import { describe, expect, it } from 'vitest'

import { benefitCta } from '@/lib/buttons'
import { DASHBOARD_BENEFITS_PATH } from '@/lib/portal-links'

import { dashboardPageSeeds, pageSeeds } from './pages'

type Row = { userType?: string; label?: string; href?: string }

/** Every per-user-type button row in the seeded pages, however deep. */
function buttonRows(value: unknown, found: Row[] = []): Row[] {
  if (Array.isArray(value)) for (const item of value) buttonRows(item, found)
  else if (value && typeof value === 'object') {
    const record = value as { perUserType?: unknown }
    if (Array.isArray(record.perUserType)) found.push(...(record.perUserType as Row[]))
    for (const item of Object.values(value)) buttonRows(item, found)
  }
  return found
}

describe('the seeded benefit call to action (spec section 6)', () => {
  const rows = buttonRows([pageSeeds, dashboardPageSeeds])
  const benefitRows = rows.filter((row) =>
    ['Join Collective', 'Get Access', 'Member Benefits'].includes(row.label ?? ''),
  )

  it('is on the member benefits page', () => {
    expect(benefitRows.length).toBeGreaterThanOrEqual(3)
  })

  it('sends visitors to sign-up returning to member benefits, and members to member benefits', () => {
    for (const row of benefitRows) {
      const userType = row.userType === 'GUEST' ? 'GUEST' : row.userType === 'PLUS' ? 'PLUS' : 'MEMBER'
      const expected = benefitCta(userType)
      // Members go to the dashboard's own address for it, which spec 2's redirects to.
      expect(row, `${row.userType} ${row.label}`).toMatchObject(
        userType === 'GUEST' ? expected : { label: expected.label, href: DASHBOARD_BENEFITS_PATH },
      )
    }
    expect(benefitRows.find((row) => row.label === 'Join Collective')?.href).toBe(
      '/onboard/sign-up?pageSlug=/my-dashboard/member-benefits',
    )
  })
})
