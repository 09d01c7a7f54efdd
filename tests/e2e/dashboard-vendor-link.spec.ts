import { clientAddress, createMember, newMember } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { E2E } from './env'
import { expect, operatorApi, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

interface VendorRow {
  id?: string
  key: string
  linkStatus?: string | null
  vendorAccountNumber?: string | null
}

test('a Plus member links a Dell account: PENDING, then CONNECTED live when the operator confirms it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const member = await createPlusMember(page.request, 'dell-link')

  // Before linking, the program's member-only endpoint refuses this business.
  expect((await page.request.get('/api/vendor-programs/dell')).status()).toBe(403)
  // The confirmation page, opened with nothing linked (a bookmark, the history), says so.
  await page.goto('/dashboard/vendors/dell/confirm')
  await expect(page.getByRole('heading', { level: 1, name: 'No Dell Technologies account linked yet' })).toBeVisible()

  await page.goto('/dashboard/vendors/dell')
  await expect(page.getByRole('heading', { level: 1, name: 'Dell Technologies' })).toBeVisible()
  // A number of this run's own: one already connected to another business is refused.
  const digits = `45${String(Date.now()).slice(-6)}`
  const lastFour = digits.slice(4)
  await page.getByLabel('Dell customer number').fill(`${digits.slice(0, 4)}-${lastFour}`)
  await page.getByRole('button', { name: 'Link account' }).click()

  await expect(page).toHaveURL(/\/dashboard\/vendors\/dell\/confirm$/)
  await expect(page.getByRole('heading', { level: 1, name: /We received your Dell Technologies account/ })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Dell Technologies' }).click()
  await expect(page).toHaveURL(/\/dashboard\/vendors\/dell$/)

  const accountCard = page.getByRole('region', { name: 'Dell customer account' })
  await expect(accountCard.getByText('PENDING')).toBeVisible()
  await expect(accountCard).toContainText(`•••• ${lastFour}`)
  await expect(page.getByText(/Your link is waiting for confirmation/)).toBeVisible()
  // A pending link does not open the program yet.
  expect((await page.request.get('/api/vendor-programs/dell')).status()).toBe(403)
  await page.evaluate(() => Object.assign(window, { __stillTheSamePage: true }))

  // The operator finds the account flagged in the admin and confirms the link.
  const operator = await operatorApi()
  const pending = await operator.get('/cms-api/business-accounts', {
    params: { 'where[hasPendingVendorLinks][equals]': 'true', 'where[company][equals]': 'Bright Side Bakery', depth: 0, limit: 50 },
  })
  expect(pending.ok(), await pending.text()).toBe(true)
  const found = await operator.get('/cms-api/members', { params: { 'where[email][equals]': member.email, depth: 0 } })
  const businessAccountId = ((await found.json()) as { docs: { businessAccountId: number }[] }).docs[0]!.businessAccountId
  const flagged = ((await pending.json()) as { docs: { id: number; vendorAccounts: VendorRow[] }[] }).docs
  const account = flagged.find((doc) => doc.id === businessAccountId)
  expect(account, 'the new link is listed among the links to confirm').toBeDefined()
  const rows = account!.vendorAccounts.map((row) =>
    row.key === 'DELL_ACCOUNT' ? { ...row, linkStatus: 'CONNECTED' } : row,
  )
  const confirmed = await operator.patch(`/cms-api/business-accounts/${businessAccountId}`, {
    data: { vendorAccounts: rows },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)

  await expect(accountCard.getByText('CONNECTED')).toBeVisible({ timeout: 5_000 })
  const actions = page.getByRole('region', { name: 'Member actions' })
  await expect(actions).toContainText('Dell customer account')
  expect(await page.evaluate(() => (window as { __stillTheSamePage?: boolean }).__stillTheSamePage)).toBe(true)

  // The program endpoint now answers this member, and the member was emailed.
  const access = await page.request.get('/api/vendor-programs/dell')
  expect(access.status()).toBe(200)
  expect(await access.json()).toMatchObject({ program: 'dell', accounts: [{ key: 'DELL_ACCOUNT', accountNumber: `•••• ${lastFour}` }] })
  await expect(async () => {
    const mail = await operator.get('/cms-api/dev-mailbox', {
      params: { 'where[to][equals]': member.email, sort: '-createdAt', depth: 0 },
    })
    const subjects = ((await mail.json()) as { docs: { subject: string }[] }).docs.map((doc) => doc.subject)
    expect(subjects).toContain('Your Dell Technologies account is connected')
  }).toPass({ timeout: 10_000 })
  await operator.dispose()

  // The business has no FedEx account: that program stays closed.
  expect((await page.request.get('/api/vendor-programs/fedex')).status()).toBe(403)
})

test('a member without a business account cannot link accounts or open a program', async ({ page }) => {
  const member = newMember('no-plus')
  await createMember(page.request, member)
  for (const program of ['odp', 'dell', 'fedex']) {
    const response = await page.request.get(`/api/vendor-programs/${program}`)
    expect(response.status(), program).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'NO_VENDOR_ACCOUNT' })
  }
  const link = await page.request.post('/api/vendor-accounts', {
    data: { key: 'DELL_ACCOUNT', vendorAccountNumber: '12345678' },
    headers: { origin: E2E.baseURL },
  })
  expect(link.status()).toBe(403)
  expect(await link.json()).toMatchObject({ code: 'PLUS_REQUIRED' })

  await page.goto('/dashboard/vendors/fedex')
  await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Link account' })).toHaveCount(0)
  // No form below to promise: the way to member actions goes through Plus.
  await expect(
    page.getByText('Member actions open here once your business is on Plus and one of its accounts is confirmed.'),
  ).toBeVisible()
  await expect(page.getByText('Link an account below to open the program’s member prices and actions.')).toHaveCount(0)
})

test('the program endpoint answers 401 to visitors and 404 for unknown programs', async ({ request }) => {
  expect((await request.get('/api/vendor-programs/dell')).status()).toBe(401)
  expect((await request.get('/api/vendor-programs/acme')).status()).toBe(404)
})
