import { type APIRequestContext, expect } from '@playwright/test'

import { createMember, type NewMember, newMember } from './auth-helpers'
import { E2E } from './env'

/** A business as the 'Upgrade to Plus' form sends it. */
export const PLUS_BUSINESS = {
  company: 'Bright Side Bakery',
  businessInfo: { stage: 'growth', industry: 'restaurants', numberOfEmployees: '11-24' },
  businessDetails: {
    domain: 'brightsidebakery.com',
    address1: '214 N Broadway',
    address2: '',
    city: 'Green Bay',
    state: 'WI',
    zipcode: '54303',
    phoneNumber: '920-555-0142',
  },
}

/** Signs a new member up in `request` (a page's request shares its cookies) and upgrades them to Plus. */
export async function createPlusMember(
  request: APIRequestContext,
  label: string,
  overrides: Partial<NewMember> = {},
): Promise<NewMember & { businessAccountId: string }> {
  const member = newMember(label, overrides)
  await createMember(request, member)
  const response = await request.post('/api/business-account', {
    data: PLUS_BUSINESS,
    headers: { origin: E2E.baseURL },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { businessAccountId } = (await response.json()) as { businessAccountId: string }
  return { ...member, businessAccountId }
}

/**
 * An order an operator records for a business through the admin's API (`operator` from
 * `operatorApi()`): `quantity` at the program's and at the retail unit price.
 */
export async function recordOrder(
  operator: APIRequestContext,
  businessAccountId: string,
  { quantity, programPrice, retailPrice, description }: { quantity: number; programPrice: number; retailPrice: number; description: string },
): Promise<void> {
  const response = await operator.post('/cms-api/vendor-orders', {
    data: {
      businessAccount: Number(businessAccountId),
      vendor: 'odp',
      kind: 'ORDER',
      orderDate: new Date().toISOString(),
      description,
      quantity,
      programPrice,
      retailPrice,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/**
 * An operator confirms a business's vendor link through the admin's API (`operator` from
 * `operatorApi()`): the row of `key` becomes CONNECTED, so the vendor's order exports count for it.
 */
export async function confirmVendorLink(operator: APIRequestContext, businessAccountId: string, key: string): Promise<void> {
  const found = await operator.get(`/cms-api/business-accounts/${businessAccountId}`, { params: { depth: 0 } })
  expect(found.ok(), await found.text()).toBe(true)
  const { vendorAccounts } = (await found.json()) as { vendorAccounts: Array<{ key: string; linkStatus?: string }> }
  const confirmed = await operator.patch(`/cms-api/business-accounts/${businessAccountId}`, {
    data: { vendorAccounts: vendorAccounts.map((row) => (row.key === key ? { ...row, linkStatus: 'CONNECTED' } : row)) },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
}
