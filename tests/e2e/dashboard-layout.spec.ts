import type { Locator } from '@playwright/test'

import { clientAddress, createMember, newMember } from './auth-helpers'
import { createPlusMember, PLUS_BUSINESS } from './dashboard-helpers'
import { E2E } from './env'
import { expect, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

// The dashboard home's greeting is a CMS block and the cards under it are the page's own: they
// share a left edge, and the first card keeps the 24px rhythm of the cards, at every width.
for (const width of [390, 700, 1280]) {
  test(`the dashboard home lines its greeting and cards up at ${width}px, with no empty room in a card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await createMember(page.request, newMember('layout'))
    await page.goto('/dashboard')
    const hero = page.locator('[data-block="dashboardHero"] > div').first()
    const membership = page.locator('section[aria-labelledby="membership-heading"]')
    const verify = page.getByRole('region', { name: 'Verify your email' })
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dana' })).toBeVisible()
    await expect(verify).toBeVisible()

    const heroBox = await box(hero)
    const cardBox = await box(membership)
    expect(Math.abs(heroBox.x - cardBox.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(heroBox.width - cardBox.width)).toBeLessThanOrEqual(1)
    expect(cardBox.y - (heroBox.y + heroBox.height)).toBeCloseTo(24, 0)
    // The dashboard's side margin (the dashboard-gutter utility): 16px, 32px from 640px.
    const mainBox = await box(page.locator('main'))
    expect(cardBox.x - mainBox.x).toBeCloseTo(width < 640 ? 16 : 32, 0)

    // The resend button is the card's last visible part: its padding, and no reserved blank line.
    const verifyBox = await box(verify)
    const resendBox = await box(verify.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }))
    expect(verifyBox.y + verifyBox.height - (resendBox.y + resendBox.height)).toBeCloseTo(25, 0)
  })
}

test('a Plus member’s savings panel sits 24px under the greeting, lined up with it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await createPlusMember(page.request, 'layout-plus')
  await page.goto('/dashboard')
  const hero = page.locator('[data-block="dashboardHero"] > div').first()
  const savings = page.locator('[data-panel="savings"]')
  await expect(savings).toBeVisible()
  const heroBox = await box(hero)
  const savingsBox = await box(savings)
  expect(Math.abs(heroBox.x - savingsBox.x)).toBeLessThanOrEqual(1)
  expect(savingsBox.y - (heroBox.y + heroBox.height)).toBeCloseTo(24, 0)
})

// The smallest phones in use are 320px wide; the side navigation keeps 64px of them.
test('no member page is wider than a 320px screen, whatever the length of the member’s email or business name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await createPlusMember(page.request, 'a-member-whose-address-is-rather-long')
  // One word longer than the screen is wide (the dashboard's membership card shows it).
  const company = 'Brightsidebakeryandcateringcompanyofgreenbay.com LLC'
  const renamed = await page.request.patch('/api/profile', {
    data: { business: { ...PLUS_BUSINESS, company } },
    headers: { origin: E2E.baseURL },
  })
  expect(renamed.status(), await renamed.text()).toBe(200)
  for (const path of [
    '/dashboard',
    '/dashboard/my-account/profile',
    '/dashboard/my-requests',
    '/dashboard/help-center',
    '/dashboard/vendors',
    '/dashboard/vendors/odp',
    '/dashboard/benefits',
    '/dashboard/guides',
    '/dashboard/collections/odp',
  ]) {
    await page.goto(path)
    await expect(page.locator('main h1').first(), path).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(320)
  }
})

// A sign-up is limited to five a minute per address (AUTH_RATE_LIMITS): these members come from another.
test.describe('the dashboard’s 404 and catalogue', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

  test('a dashboard address with no page shows the 404 inside the dashboard, its navigation still there', async ({
    page,
  }) => {
    await createMember(page.request, newMember('not-found'))
    const response = await page.goto('/dashboard/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
    await expect(page).toHaveTitle('Page not found | My Dashboard | EA Collective')
    // The dashboard's own frame: its main landmark and the side navigation's links.
    await expect(page.locator('main#main')).toHaveCount(1)
    await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
    await expect(page.getByRole('link', { name: 'My Requests' }).first()).toBeAttached()
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  test('a member without a connected ODP account sees the catalogue’s program prices, as visitors do, and how to buy at them', async ({
    page,
  }) => {
    await createPlusMember(page.request, 'catalogue')
    await page.goto('/dashboard/collections/odp')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The prices the public Business Essentials page shows too.
    await expect(page.getByRole('link', { name: /SHOP NOW/i }).first()).toBeVisible()
    const notice = page.getByRole('region', { name: 'Buy at these prices with a connected ODP account' })
    await expect(notice).toContainText('usually within two business days')
    await expect(notice.getByRole('link', { name: 'Link an ODP account' })).toHaveAttribute(
      'href',
      '/dashboard/vendors/odp',
    )
  })
})
