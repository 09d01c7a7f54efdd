import { clientAddress } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { E2E } from './env'
import { expect, operatorApi, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

test('an operator confirms a pending FedEx link in the admin and the member’s open page turns CONNECTED', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const member = await createPlusMember(page.request, 'admin-confirm')
  const linked = await page.request.post('/api/vendor-accounts', {
    // A number of this run's own: one already connected to another business is refused.
    data: { key: 'FEDEX_ACCOUNT', vendorAccountNumber: `61${String(Date.now()).slice(-7)}` },
    headers: { origin: E2E.baseURL },
  })
  expect(linked.status(), await linked.text()).toBe(201)

  await page.goto('/dashboard/vendors/fedex')
  const badge = page.getByRole('region', { name: 'FedEx shipping account' })
  await expect(badge.getByText('PENDING')).toBeVisible()

  const api = await operatorApi()
  const found = await api.get('/cms-api/members', { params: { 'where[email][equals]': member.email, depth: 0 } })
  const businessAccountId = ((await found.json()) as { docs: { businessAccountId: number }[] }).docs[0]!.businessAccountId
  await api.dispose()

  const operatorContext = await browser.newContext({ baseURL: E2E.baseURL })
  const admin = await operatorContext.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(E2E.operator.email)
  await admin.getByLabel('Password').fill(E2E.operator.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin).toHaveURL(/\/admin$/)

  await admin.goto(`/admin/collections/business-accounts/${businessAccountId}`)
  await admin.getByRole('button', { name: 'Vendor accounts' }).click()
  await admin.locator('#field-vendorAccounts__0__linkStatus').click()
  await admin.getByRole('option', { name: 'CONNECTED' }).click()
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/updated successfully/i).first()).toBeVisible()
  await operatorContext.close()

  await expect(badge.getByText('CONNECTED')).toBeVisible({ timeout: 5_000 })
  await expect(page.getByRole('region', { name: 'Member actions' })).toContainText('FedEx shipping account')
})
