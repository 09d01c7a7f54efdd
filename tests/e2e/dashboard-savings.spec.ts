import { clientAddress } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { E2E } from './env'
import { expect, operatorApi, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

test('an operator imports a vendor order export and the Plus member sees what membership saved them', async ({
  page,
}) => {
  await createPlusMember(page.request, 'savings')
  const fedexNumber = String(Date.now()).slice(-9)
  const linked = await page.request.post('/api/vendor-accounts', {
    data: { key: 'FEDEX_ACCOUNT', vendorAccountNumber: fedexNumber },
    headers: { origin: E2E.baseURL },
  })
  expect(linked.status(), await linked.text()).toBe(201)

  const today = new Date().toISOString().slice(0, 10)
  const csv = [
    'Vendor,Account Number,Kind,Order Number,Order Date,Product Code,Description,Quantity,Program Price,Retail Price',
    `fedex,${fedexNumber},ORDER,FX-1001,${today},,FedEx Ground parcels,40,8.15,11.40`,
    `fedex,${fedexNumber},ORDER,FX-1002,${today},,FedEx 2Day envelopes,5,21.10,27.35`,
    `fedex,${fedexNumber},QUOTE,Q-77,${today},,Holiday volume quote,200,7.90,11.40`,
    `fedex,000000001,ORDER,FX-9,${today},,Someone else's parcel,1,5,6`,
  ].join('\n')

  const operator = await operatorApi()
  const uploaded = await operator.post('/cms-api/order-imports', {
    multipart: { file: { name: 'fedex-november.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { doc } = (await uploaded.json()) as { doc: { importedCount: number; refusedCount: number; report: string } }
  expect(doc).toMatchObject({ importedCount: 3, refusedCount: 1 })
  expect(doc.report).toContain('Line 5: no business holds FEDEX account 000000001.')
  await operator.dispose()

  await page.goto('/dashboard')
  const panel = page.getByRole('region', { name: 'What membership saved you' })
  // 40 × (11.40 − 8.15) + 5 × (27.35 − 21.10) = 130.00 + 31.25
  await expect(panel.getByRole('definition').first()).toHaveText('$161.25')
  await expect(panel).toContainText('Saved this month$161.25')
  // 200 × (11.40 − 7.90)
  await expect(panel).toContainText('Open quotes would save$700.00')
  await expect(panel.getByRole('row').nth(1)).toContainText('$431.50')
})

test('a Plus member without recorded orders is told how savings appear', async ({ page }) => {
  await createPlusMember(page.request, 'no-savings')
  await page.goto('/dashboard')
  const panel = page.getByRole('region', { name: 'What membership saved you' })
  await expect(panel).toContainText('No orders are recorded for your business yet.')
  await expect(panel.getByRole('link', { name: 'Link your vendor accounts' })).toHaveAttribute('href', '/dashboard/vendors')
})
