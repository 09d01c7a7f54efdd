import type { APIRequestContext } from '@playwright/test'

import { expect, operatorApi, seriousA11yViolations, signInOperator, test } from './fixtures'

type Summary = {
  topPages: { path: string; views: number }[]
  clicks: { eventType: string; elementId: string; label: string | null; clicks: number }[]
  eventsByType: { eventType: string; events: number }[]
}

// The period starts when the test does: top pages are the top 20, and the rest of the suite's
// page views would otherwise decide whether a page is in that list at all.
async function summary(api: APIRequestContext, from: Date): Promise<Summary> {
  const to = new Date(Date.now() + 60 * 60 * 1000)
  const response = await api.get(`/api/analytics/summary?from=${from.toISOString()}&to=${to.toISOString()}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Summary
}

const views = (data: Summary, path: string) => data.topPages.find((row) => row.path === path)?.views ?? 0
const clicksOn = (data: Summary, label: string) =>
  data.clicks.filter((row) => row.label === label).reduce((sum, row) => sum + row.clicks, 0)
const total = (data: Summary) => data.eventsByType.reduce((sum, row) => sum + row.events, 0)

test('every tracked page view and click reaches the analytics, even when the tab closes at once', async ({
  browser,
}) => {
  const api = await operatorApi()
  const start = new Date(Date.now() - 1000)
  try {
    const before = await summary(api, start)
    const context = await browser.newContext()
    const page = await context.newPage()

    await page.goto('/home')
    await expect(page.locator('html')).toHaveAttribute('data-tracker', 'on')
    await page.getByText('Is EA Collective really free?').click()
    await expect(page.getByText('Membership costs nothing')).toBeVisible()
    // A client-side navigation: the button is a Next link, the tracker records the new page.
    await page.getByRole('link', { name: 'Try Spend Navigator' }).click()
    await expect(page).toHaveURL(/\/services\/spend-navigator$/)
    await expect(page.locator('html')).toHaveAttribute('data-tracker', 'on')
    // Closing right away: the queue goes out with the page-hide flush, not the 5-second one.
    await page.close({ runBeforeUnload: true })
    await context.close()

    await expect
      .poll(async () => {
        const after = await summary(api, start)
        return {
          home: views(after, '/home') - views(before, '/home'),
          spendNavigator: views(after, '/services/spend-navigator') - views(before, '/services/spend-navigator'),
          faq: clicksOn(after, 'Is EA Collective really free?') - clicksOn(before, 'Is EA Collective really free?'),
          button: clicksOn(after, 'Try Spend Navigator') - clicksOn(before, 'Try Spend Navigator'),
          events: total(after) - total(before),
        }
      }, { timeout: 15_000 })
      .toEqual({ home: 1, spendNavigator: 1, faq: 1, button: 1, events: 4 })
  } finally {
    await api.dispose()
  }
})

test('members and visitors cannot read the analytics', async ({ request }) => {
  const response = await request.get('/api/analytics/summary')
  expect(response.status()).toBe(403)
})

test('operators see the analytics as charts in the admin', async ({ page }) => {
  await signInOperator(page)
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Analytics' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Most viewed pages' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Funnel: visitors, guests, members, Plus' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Top pages' })).toContainText('/home')
  // Without dates it reports the last 30 days, and its date inputs say so.
  const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(day(0))
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(day(30 * 24 * 60 * 60 * 1000))
  expect(await seriousA11yViolations(page)).toEqual([])
})
