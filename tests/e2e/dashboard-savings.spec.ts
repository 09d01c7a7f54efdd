import { type APIResponse, request as playwrightRequest } from '@playwright/test'

import { clientAddress } from './auth-helpers'
import { confirmVendorLink, createPlusMember, recordOrder } from './dashboard-helpers'
import { E2E } from './env'
import { expect, operatorApi, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

/** The two orders the savings tests record: saving 2 × (64.99 − 41.50) = $46.98, then 1 × (249.99 − 189.99) = $60.00. */
const COPY_PAPER = { quantity: 2, programPrice: 41.5, retailPrice: 64.99, description: 'Copy paper, 10 reams' }
const DESK_CHAIR = { quantity: 1, programPrice: 189.99, retailPrice: 249.99, description: 'Desk chair' }

/** What the live test keeps on the page's window: the stream's events as received, and a same-document mark. */
type LiveProbe = { liveEvents: string[]; sameDocument?: boolean }

test('an operator imports a vendor order export and the Plus member sees what membership saved them', async ({
  page,
}) => {
  const member = await createPlusMember(page.request, 'savings')
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
  // Only a link an operator confirmed takes the vendor's orders.
  await confirmVendorLink(operator, member.businessAccountId, 'FEDEX_ACCOUNT')
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
  await expect(panel.getByRole('definition').nth(1)).toHaveText('on $431.50 paid at program prices')
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

test('a Plus member’s savings are answered from memory, to their business only, until an order is recorded', async ({
  browser,
}) => {
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })),
  )
  const [saver, neighbour] = contexts
  const operator = await operatorApi()
  const savedCents = async (answer: APIResponse) =>
    ((await answer.json()) as { summary: { savedSinceJoiningCents: number } }).summary.savedSinceJoiningCents
  try {
    const { businessAccountId } = await createPlusMember(saver.request, 'kept-savings')
    await createPlusMember(neighbour.request, 'kept-savings-neighbour')
    await recordOrder(operator, businessAccountId, COPY_PAPER)

    // The dashboard checks the session; the route reads the savings and keeps them; the next
    // answers come from memory (a notice of the upgrade arriving during a read means it is read again).
    await saver.request.get('/dashboard')
    await expect
      .poll(async () => (await saver.request.get('/api/savings')).headers()['x-ea-page-cache'], { timeout: 5_000 })
      .toBe('HIT')
    const kept = await saver.request.get('/api/savings')
    expect(kept.status()).toBe(200)
    expect(kept.headers()['cache-control']).toBe('private, no-store')
    expect(kept.headers()['x-content-type-options']).toBe('nosniff')
    expect(kept.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/)
    expect(await savedCents(kept)).toBe(4_698)

    // Right after: another Plus member gets their own business's savings, a visitor none.
    const neighbours = await neighbour.request.get('/api/savings')
    expect(await savedCents(neighbours)).toBe(0)
    const visitor = await playwrightRequest.newContext({ baseURL: E2E.baseURL })
    const anonymous = await visitor.get('/api/savings')
    expect(anonymous.status()).toBe(401)
    expect(await anonymous.text()).not.toContain('4698')
    await visitor.dispose()

    // An order recorded now is in the next answer.
    await recordOrder(operator, businessAccountId, DESK_CHAIR)
    await expect.poll(async () => savedCents(await saver.request.get('/api/savings')), { timeout: 1_000, intervals: [50] }).toBe(10_698)
    const page = await saver.newPage()
    await page.goto('/dashboard')
    const panel = page.getByRole('region', { name: 'What membership saved you' })
    await expect(panel.getByRole('definition').first()).toHaveText('$106.98')
  } finally {
    await operator.dispose()
    await Promise.all(contexts.map((context) => context.close()))
  }
})

test('an open dashboard shows an order the operator records, without a reload', async ({ page }) => {
  const operator = await operatorApi()
  try {
    const { businessAccountId } = await createPlusMember(page.request, 'live-savings')
    await recordOrder(operator, businessAccountId, COPY_PAPER)
    // Counts the live stream's events as the page receives them (the page's own EventSource).
    await page.addInitScript(() => {
      const Native = window.EventSource
      const seen = ((window as unknown as LiveProbe).liveEvents = [] as string[])
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init)
          for (const type of ['state', 'savings']) this.addEventListener(type, () => seen.push(type))
        }
      }
    })
    await page.goto('/dashboard')
    const panel = page.getByRole('region', { name: 'What membership saved you' })
    await expect(panel.getByRole('definition').first()).toHaveText('$46.98')
    // The stream has sent its first state, so it listens for the business's notices.
    await page.waitForFunction(() => (window as unknown as LiveProbe).liveEvents.includes('state'))
    await page.evaluate(() => ((window as unknown as LiveProbe).sameDocument = true))

    // Recorded while the member looks at the panel.
    const recordedAt = Date.now()
    await recordOrder(operator, businessAccountId, DESK_CHAIR)
    await expect(panel.getByRole('definition').first()).toHaveText('$106.98', { timeout: 5_000 })
    console.log(`order recorded -> panel redrawn: ${Date.now() - recordedAt} ms`)
    // The month's row: two orders now.
    await expect(panel.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('2')
    expect(await page.evaluate(() => (window as unknown as LiveProbe).sameDocument)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as LiveProbe).liveEvents)).toContain('savings')
    await expect(panel.getByRole('alert')).toHaveCount(0)
  } finally {
    await operator.dispose()
  }
})
