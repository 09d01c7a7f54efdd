import type { APIRequestContext } from '@playwright/test'

import { PUBLIC_CMS_ROUTES } from '../../src/lib/public-routes'
import { clientAddress } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { E2E } from './env'
import { expect, seriousA11yViolations, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

const MEMBERS_ONLY = /^\/(dashboard|my-dashboard|member)(\/|$)/
// Not pages: sign-out, the product's endpoints, the admin, files.
const SKIP = /^\/(log-out|api|cms-api|admin|dev|_next|media)(\/|$)|\.(pdf|jpe?g|png|svg|webp|xlsx?|csv|xml|txt|ics)$/i
const MAX_PAGES = 400

/** Same-site page addresses in the HTML's links, without fragments. */
function linksIn(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&')
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const path = href.split('#')[0]!
    if (path && !SKIP.test(path.split('?')[0]!)) links.push(path)
  }
  return links
}

interface Visit {
  url: string
  finalPath: string
  status: number
  html: string
}

/** Visits every page reachable from `start` by same-site links, breadth first. */
async function crawl(request: APIRequestContext, start: readonly string[]): Promise<Visit[]> {
  const seen = new Set<string>(start)
  const queue = [...start]
  const visits: Visit[] = []
  while (queue.length && visits.length < MAX_PAGES) {
    const url = queue.shift()!
    const response = await request.get(url)
    const html = await response.text()
    const finalPath = new URL(response.url()).pathname
    visits.push({ url, finalPath, status: response.status(), html })
    if (!response.ok()) continue
    for (const link of linksIn(html)) {
      if (seen.has(link)) continue
      seen.add(link)
      queue.push(link)
    }
  }
  return visits
}

/** The text of <main>, tags stripped. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

test('every page a Plus member can reach from the dashboard and the public pages is a real page', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await createPlusMember(page.request, 'crawl')
  const visits = await crawl(page.request, ['/dashboard', ...PUBLIC_CMS_ROUTES])

  const reached = new Set(visits.map((visit) => visit.finalPath))
  for (const path of [
    '/dashboard/vendors',
    '/dashboard/vendors/odp',
    '/dashboard/vendors/dell',
    '/dashboard/vendors/fedex',
    '/dashboard/collections/odp',
    '/dashboard/my-account/profile',
    '/dashboard/help-center',
    '/dashboard/guides/set-up-your-odp-business-account',
  ]) {
    expect(reached, `${path} is reachable by links`).toContain(path)
  }

  const failures = visits
    .filter((visit) => visit.status !== 200 || !/<h1\b/.test(visit.html) || mainText(visit.html).length < 200)
    .map((visit) => `${visit.url} → ${visit.finalPath}: ${visit.status}, ${mainText(visit.html).length} characters`)
  expect(failures).toEqual([])
  expect(visits.length).toBeGreaterThan(PUBLIC_CMS_ROUTES.length + 10)
})

test('the dashboard addresses answer members with real pages, including every /confirm page', async ({ page }) => {
  await createPlusMember(page.request, 'confirm-pages')
  for (const path of [
    '/dashboard/vendors/odp/confirm',
    '/dashboard/vendors/dell/confirm',
    '/dashboard/vendors/fedex/confirm',
    '/dashboard/benefits',
    '/dashboard/guides',
    '/my-dashboard/member-benefits',
  ]) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toMatch(/<h1\b/)
    expect(mainText(html).length, path).toBeGreaterThan(150)
  }
  const benefits = await (await page.request.get('/dashboard/benefits')).text()
  expect(benefits, 'the CMS blocks of /dashboard/benefits follow the list').toContain('How requesting a benefit works')
  expect(benefits.match(/<h1\b/g)).toHaveLength(1)
  expect((await page.request.get('/dashboard/vendors/acme')).status()).toBe(404)
  expect((await page.request.get('/dashboard/benefits/no-such-benefit')).status()).toBe(404)
})

test('a visitor crawling the public pages never reaches a member-only page’s content', async ({ playwright }) => {
  test.setTimeout(300_000)
  const visitor = await playwright.request.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  const visits = await crawl(visitor, PUBLIC_CMS_ROUTES)
  for (const visit of visits) {
    expect(MEMBERS_ONLY.test(visit.finalPath), `${visit.url} ends at ${visit.finalPath}`).toBe(false)
    expect(visit.html, visit.url).not.toContain('Your linked accounts')
  }
  for (const path of ['/dashboard/vendors/dell', '/dashboard/collections/odp', '/dashboard/help-center']) {
    const response = await visitor.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    expect(response.headers().location, path).toMatch(/^\/onboard\/sign-in\?returnTo=/)
  }
  await visitor.dispose()
})

test('the members’ pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(120_000)
  await createPlusMember(page.request, 'a11y')
  for (const path of [
    '/dashboard',
    '/dashboard/vendors',
    '/dashboard/vendors/odp',
    '/dashboard/collections/odp',
    '/dashboard/benefits',
    '/dashboard/guides',
    '/dashboard/help-center',
    '/dashboard/my-account/profile',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousA11yViolations(page), path).toEqual([])
  }
})
