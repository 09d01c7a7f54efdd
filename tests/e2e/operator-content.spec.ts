import type { APIRequestContext } from '@playwright/test'

import { SETTLE_MS } from '../../cache-handler.mjs'
import { richText } from '../../src/lib/lexical'

import { E2E } from './env'
import { expect, expectHydrated, LARGE, OPERATOR_HEADERS, signInOperator, SMALL, test } from './fixtures'

const origin = OPERATOR_HEADERS
const ILLUSTRATION = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">' +
    '<rect width="500" height="300" fill="#17449c"/><circle cx="250" cy="150" r="90" fill="#ffb547"/></svg>',
)
/** A 48 × 30 PNG in one warm orange: a photo as far as resizing is concerned. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAeCAIAAADlxgqWAAAAMElEQVR42u3OMQ0AAAgDsAlDIkKRgQkOjiYV0EzXKxESEhISEhISEhISEhISEhK6tBSwfoj78VcTAAAAAElFTkSuQmCC',
  'base64',
)

async function createMedia(request: APIRequestContext, altText: string, photo = false): Promise<number> {
  const file = photo
    ? { name: `photo-${Date.now()}.png`, mimeType: 'image/png', buffer: PHOTO }
    : { name: `illustration-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: ILLUSTRATION }
  const response = await request.post('/cms-api/media', {
    headers: origin,
    multipart: {
      file,
      _payload: JSON.stringify({ altText }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Publishes a page of the given blocks at /slug and returns its id. */
async function publishPage(
  request: APIRequestContext,
  pageName: string,
  slug: string,
  layout: Record<string, unknown>[],
): Promise<number> {
  const created = await request.post('/cms-api/pages', {
    headers: origin,
    data: { pageName, slug, pagePath: '', _status: 'published', layout },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

test.describe('content an operator builds', () => {
  test('a flip block puts its media after the text from 672px when media order is above 0', async ({ page }) => {
    await signInOperator(page)
    const mediaId = await createMedia(page.request, 'An orange sun over a blue field')
    const slug = `flip-check-${Date.now()}`
    const pageId = await publishPage(page.request, 'Flip check', slug, [
      { blockType: 'flip', headline: 'Order supplies in minutes', layerStyle: 'white', media: mediaId, mediaOrder: 1 },
    ])

    const flip = page.locator('[data-block="flip"]')
    const image = flip.getByRole('img', { name: 'An orange sun over a blue field' })
    const heading = flip.getByRole('heading', { name: 'Order supplies in minutes' })

    await page.setViewportSize(LARGE)
    await page.goto(`/${slug}`)
    const [wideImage, wideHeading] = [await image.boundingBox(), await heading.boundingBox()]
    expect(wideImage!.x).toBeGreaterThan(wideHeading!.x + wideHeading!.width / 2)
    await page.setViewportSize(SMALL)
    await page.reload()
    const [narrowImage, narrowHeading] = [await image.boundingBox(), await heading.boundingBox()]
    expect(narrowImage!.y).toBeLessThan(narrowHeading!.y)

    await page.request.delete(`/cms-api/pages/${pageId}`, { headers: origin })
    await page.request.delete(`/cms-api/media/${mediaId}`, { headers: origin })
    const gone = await page.goto(`/${slug}`)
    expect(gone?.status()).toBe(404)
  })

  test('an uploaded photo is written by the server and shown, resized through /_next/image', async ({ page }) => {
    await signInOperator(page)
    const mediaId = await createMedia(page.request, 'A storefront lit up at dusk', true)
    const slug = `photo-check-${Date.now()}`
    const pageId = await publishPage(page.request, 'Photo check', slug, [
      { blockType: 'flip', headline: 'Open late on Fridays', layerStyle: 'white', media: mediaId },
    ])

    await page.goto(`/${slug}`)
    const image = page.locator('[data-block="flip"]').getByRole('img', { name: 'A storefront lit up at dusk' })
    expect(await image.getAttribute('srcset')).toContain('/_next/image?url=')
    // The first block's image is preloaded and loads at once, as next/image's priority did.
    expect(await image.getAttribute('loading')).toBeNull()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    await page.request.delete(`/cms-api/pages/${pageId}`, { headers: origin })
    await page.request.delete(`/cms-api/media/${mediaId}`, { headers: origin })
  })
  test("a link in rich text to one of the site's pages opens it in place; a script address is refused", async ({
    page,
    browser,
  }) => {
    await signInOperator(page)
    const found = await page.request.get('/cms-api/pages?where[url][equals]=/about-us&depth=0&limit=1', {
      headers: origin,
    })
    const aboutId = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
    const slug = `rich-link-check-${Date.now()}`
    const pageId = await publishPage(page.request, 'Rich link check', slug, [
      {
        blockType: 'base',
        component: 'stacked',
        layerStyle: 'white',
        headline: 'Who we are',
        richText: richText({
          paragraph: [
            'Read ',
            { doc: { relationTo: 'pages', value: aboutId }, text: 'how the alliance began' },
            ' or ',
            { link: 'https://www.sba.gov/business-guide', text: "the SBA's business guide", newTab: true },
          ],
        }),
      },
    ])
    const refused = await page.request.post('/cms-api/pages', {
      headers: origin,
      data: {
        pageName: 'Script link',
        slug: `${slug}-script`,
        pagePath: '',
        _status: 'published',
        layout: [
          {
            blockType: 'base',
            component: 'stacked',
            layerStyle: 'white',
            headline: 'A prize',
            richText: richText({ paragraph: [{ link: 'javascript:alert(document.cookie)', text: 'Claim it' }] }),
          },
        ],
      },
    })
    expect(refused.status()).toBe(400)

    const visitor = await browser.newPage({ baseURL: E2E.baseURL })
    await visitor.goto(`/${slug}`)
    const block = visitor.locator('[data-block="base"]')
    const about = block.getByRole('link', { name: 'how the alliance began' })
    // Payload's own converter wrote href="#" for a link to a document.
    await expect(about).toHaveAttribute('href', '/about-us')
    const sba = block.getByRole('link', { name: "the SBA's business guide" })
    await expect(sba).toHaveAttribute('target', '_blank')
    await expect(sba).toHaveAttribute('rel', 'noopener noreferrer')
    await expectHydrated(about)
    await visitor.evaluate(() => Object.assign(window, { sameDocument: true }))
    await about.click()
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Small businesses are stronger together' }),
    ).toBeVisible()
    await expect(visitor).toHaveURL(/\/about-us$/)
    expect(await visitor.evaluate(() => 'sameDocument' in window), 'the page was shown in the same document').toBe(true)
    await visitor.close()

    await page.request.delete(`/cms-api/pages/${pageId}`, { headers: origin })
  })
})

test('a title with a word longer than the screen wraps inside its card and page, on a phone', async ({ page }) => {
  await signInOperator(page)
  const stamp = Date.now()
  const word = `Supercalifragilistic${'expialidocious'.repeat(6)}`
  const slug = `long-word-${stamp}`
  const read = await page.request.post('/cms-api/reads', {
    headers: origin,
    data: {
      readCardTitle: `Inventory code ${word} explained`,
      slug,
      publishedAt: new Date().toISOString(),
      _status: 'published',
      body: richText({ paragraph: [`The code ${word} appears on every order confirmation.`] }),
    },
  })
  expect(read.status(), await read.text()).toBe(201)
  const readId = ((await read.json()) as { doc: { id: number } }).doc.id
  try {
    await page.setViewportSize(SMALL)
    const widerThanWindow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    await page.goto(`/resources/reads/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inventory code')
    expect(await widerThanWindow()).toBeLessThanOrEqual(0)
    await page.goto('/resources/reads')
    const card = page.getByRole('heading', { name: new RegExp(`Inventory code ${word.slice(0, 20)}`) }).first()
    await expect(card).toBeVisible()
    expect(await widerThanWindow()).toBeLessThanOrEqual(0)
  } finally {
    await page.request.delete(`/cms-api/reads/${readId}`, { headers: origin })
  }
})

test.describe('publishing', () => {
  test('a published benefit change reaches every page that shows it at once, and a draft stays private', async ({
    page,
    request,
  }) => {
    await signInOperator(page)
    const found = await page.request.get('/cms-api/benefits?where[benefitSlug][equals]=gusto-payroll&depth=0')
    const benefit = ((await found.json()) as { docs: { id: number; benefitCardTitle: string }[] }).docs[0]!
    const original = benefit.benefitCardTitle
    const slug = `benefit-check-${Date.now()}`
    const created = await page.request.post('/cms-api/pages', {
      headers: origin,
      data: {
        pageName: 'Benefit check',
        slug,
        pagePath: '',
        _status: 'published',
        layout: [
          {
            blockType: 'dynamicCards',
            headline: 'A benefit worth a look',
            cards: [{ relationTo: 'benefits', value: benefit.id }],
          },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
    const pagesShowingIt = ['/benefits', `/${slug}`]
    // A visitor without any session reads the pages, filling the cache.
    const visitorSees = async (text: string) => {
      for (const url of pagesShowingIt) expect(await (await request.get(url)).text(), url).toContain(text)
    }
    await visitorSees(original)

    const draftTitle = `${original} (draft ${Date.now()})`
    const draft = await page.request.patch(`/cms-api/benefits/${benefit.id}?draft=true`, {
      headers: origin,
      data: { benefitCardTitle: draftTitle, _status: 'draft' },
    })
    expect(draft.ok(), await draft.text()).toBe(true)
    await visitorSees(original)
    for (const url of pagesShowingIt) expect(await (await request.get(url)).text()).not.toContain(draftTitle)
    const publicApi = await request.get(`/cms-api/benefits/${benefit.id}?draft=true`)
    expect(((await publicApi.json()) as { benefitCardTitle?: string }).benefitCardTitle).toBe(original)

    const publishedTitle = `${original} for members`
    const published = await page.request.patch(`/cms-api/benefits/${benefit.id}`, {
      headers: origin,
      data: { benefitCardTitle: publishedTitle, _status: 'published' },
    })
    expect(published.ok(), await published.text()).toBe(true)
    await visitorSees(publishedTitle)

    const restored = await page.request.patch(`/cms-api/benefits/${benefit.id}`, {
      headers: origin,
      data: { benefitCardTitle: original, _status: 'published' },
    })
    expect(restored.ok()).toBe(true)
    await page.request.delete(`/cms-api/pages/${pageId}`, { headers: origin })
    expect(await (await request.get('/benefits')).text()).toContain(original)
    expect((await request.get(`/${slug}`)).status()).toBe(404)
  })

  test("a page's new address reaches the article linking to it in its text at once", async ({ page, request }) => {
    await signInOperator(page)
    const stamp = Date.now()
    const pageId = await publishPage(page.request, 'Moving page', `moving-${stamp}`, [
      { blockType: 'hero', headline: 'Office supplies for less' },
    ])
    const readSlug = `links-to-moving-${stamp}`
    const read = await page.request.post('/cms-api/reads', {
      headers: origin,
      data: {
        readCardTitle: 'Where to buy office supplies',
        slug: readSlug,
        publishedAt: '2026-11-01T14:00:00.000Z',
        _status: 'published',
        body: richText({
          paragraph: ['Start with ', { doc: { relationTo: 'pages', value: pageId }, text: 'our supplies page' }],
        }),
      },
    })
    expect(read.status(), await read.text()).toBe(201)
    const readId = ((await read.json()) as { doc: { id: number } }).doc.id
    // The shared data cache does not trust an entry stored within SETTLE_MS of its tags' last expiry
    // (the article's own, at its creation: decision 015), so the article would be read afresh until then.
    await page.waitForTimeout(SETTLE_MS + 500)
    // A visitor without a session reads the article, filling the caches.
    const linkIn = async () =>
      /href="([^"]*)"[^>]*>our supplies page/.exec(
        await (await request.get(`/resources/reads/${readSlug}`)).text(),
      )?.[1]
    expect(await linkIn()).toBe(`/moving-${stamp}`)

    const moved = await page.request.patch(`/cms-api/pages/${pageId}`, {
      headers: origin,
      data: { slug: `moved-${stamp}` },
    })
    expect(moved.ok(), await moved.text()).toBe(true)
    // Before, the article kept the old address (a 404) until it was itself saved again.
    expect(await linkIn()).toBe(`/moved-${stamp}`)

    await page.request.delete(`/cms-api/reads/${readId}`, { headers: origin })
    await page.request.delete(`/cms-api/pages/${pageId}`, { headers: origin })
  })
})
