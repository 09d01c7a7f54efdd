import fs from 'node:fs/promises'

import { E2E } from './env'
import { expect, signInOperator, test } from './fixtures'

/**
 * A publish saves the page, expires its tags and empties the page cache before Payload says so. On a
 * busy CI host this once took over the default 10 s ("Submitting..." still showing, fields disabled),
 * so the confirmation gets longer; how soon a publish shows on the site is checked by
 * operator-content.spec.ts and multi-instance.spec.ts.
 */
const PUBLISHED = { timeout: 30_000 }

test('an operator signs in to /admin, edits the home page, and the change shows on /home without a restart', async ({
  page,
}) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E.operator.email)
  await page.getByLabel('Password').fill(E2E.operator.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const lookup = await page.request.get('/cms-api/pages?where[url][equals]=/home&depth=0')
  const { docs } = (await lookup.json()) as { docs: { id: number; layout: { headline: string }[] }[] }
  const homeId = docs[0]!.id
  const original = docs[0]!.layout[0]!.headline
  const changed = `${original} (updated ${Date.now()})`

  await page.goto(`/admin/collections/pages/${homeId}`)
  const headline = page.getByLabel('Headline').first()
  await expect(headline).toHaveValue(original)
  await headline.fill(changed)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Updated successfully|published successfully/i).first()).toBeVisible(PUBLISHED)

  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)

  // Put the seeded headline back so the other tests see the seed. As above, wait until the editor
  // shows the stored headline: a value typed before the document has loaded would be overwritten.
  await page.goto(`/admin/collections/pages/${homeId}`)
  const restored = page.getByLabel('Headline').first()
  await expect(restored).toHaveValue(changed)
  await restored.fill(original)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Updated successfully|published successfully/i).first()).toBeVisible(PUBLISHED)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original)
})

test('the admin asks no other site for anything: no avatar from Gravatar carries the operator’s email away', async ({
  page,
}) => {
  const site = new URL(E2E.baseURL).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== site) elsewhere.push(request.url())
  })
  await signInOperator(page)
  for (const path of ['/admin', '/admin/collections/pages', '/admin/account']) {
    await page.goto(path)
    // The header's account link shows the operator's avatar on every admin page.
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' })
    await expect(account).toBeVisible()
    await expect(account.locator('svg, img').first()).toBeVisible()
  }
  expect(elsewhere).toEqual([])
})

test('the admin opened at 127.0.0.1 sends the operator on to SITE_URL’s localhost, where its file links work', async ({
  page,
}) => {
  const site = new URL(E2E.baseURL)
  const other = `http://127.0.0.1:${site.port}`
  await page.goto(`${other}/admin/login`)
  await expect(page).toHaveURL(`${site.origin}/admin/login`)
  await expect(page.locator('#field-email')).toBeVisible()
  // The site's pages and the admin's API answer at either name.
  expect((await page.request.get(`${other}/about-us`)).status()).toBe(200)
  expect((await page.request.get(`${other}/cms-api/pages?limit=1`)).status()).toBe(200)
})

test('the admin names array rows by what they hold: the header’s links, not "Nav Item 01"', async ({ page }) => {
  await signInOperator(page)
  await page.goto('/admin/globals/header')
  await expect(page.getByRole('heading', { name: 'Header navigation' }).first()).toBeVisible()
  for (const label of ['Sign Up', 'What We Offer', 'Resources'])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^Nav Item \d+$/)).toHaveCount(0)
})

test('the page editor names each block by what it says, after its type, not "Untitled"', async ({ page }) => {
  await signInOperator(page)
  const lookup = await page.request.get('/cms-api/pages?where[url][equals]=/about-us&depth=0')
  type Layout = { blockName?: string | null; headline?: string }[]
  const [aboutUs] = ((await lookup.json()) as { docs: { id: number; layout: Layout }[] }).docs
  await page.goto(`/admin/collections/pages/${aboutUs!.id}`)
  const headers = page.locator('.blocks-field__block-header')
  await expect(headers).toHaveCount(aboutUs!.layout.length)
  // Each block by its name when an operator gave one, else its headline.
  for (const [index, block] of aboutUs!.layout.entries()) {
    const title = block.blockName || block.headline
    if (title) await expect(headers.nth(index)).toContainText(`${String(index + 1).padStart(2, '0')}`)
    if (title) await expect(headers.nth(index)).toContainText(title)
  }
  await expect(page.getByText('Untitled', { exact: true })).toHaveCount(0)
})

test('the submissions list offers the CSV of what it shows, with its search and filters', async ({ page }) => {
  await signInOperator(page)
  await page.goto('/admin/collections/form-submissions?search=bakery&where[or][0][and][0][form][equals]=grant')
  const exportLink = page.getByRole('link', { name: 'Export these submissions (CSV)' })
  await expect(exportLink).toBeVisible()
  const href = new URL((await exportLink.getAttribute('href')) ?? '', 'http://localhost')
  expect(href.pathname).toBe('/cms-api/form-submissions/export.csv')
  expect(href.searchParams.get('search')).toBe('bakery')
  expect(href.searchParams.get('where[or][0][and][0][form][equals]')).toBe('grant')
  // A click downloads it with the operator's session (Payload takes the cookie of a same-origin request).
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  expect(download.suggestedFilename()).toMatch(/^form-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await fs.readFile(await download.path(), 'utf8')
  expect(csv.replace(/^\uFEFF/, '').startsWith('id,createdAt,form,formName,')).toBe(true)
})
