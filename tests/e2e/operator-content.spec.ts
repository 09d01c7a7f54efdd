import type { APIRequestContext } from '@playwright/test'

import { E2E } from './env'
import { expect, LARGE, signInOperator, SMALL, test } from './fixtures'

const origin = { origin: E2E.baseURL }
const ILLUSTRATION = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">' +
    '<rect width="500" height="300" fill="#17449c"/><circle cx="250" cy="150" r="90" fill="#ffb547"/></svg>',
)

async function createMedia(request: APIRequestContext, altText: string): Promise<number> {
  const response = await request.post('/cms-api/media', {
    headers: origin,
    multipart: {
      file: { name: `illustration-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: ILLUSTRATION },
      _payload: JSON.stringify({ altText }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

test.describe('content an operator builds', () => {
  test('a flip block puts its media after the text from 672px when media order is above 0', async ({ page }) => {
    await signInOperator(page)
    const mediaId = await createMedia(page.request, 'An orange sun over a blue field')
    const slug = `flip-check-${Date.now()}`
    const created = await page.request.post('/cms-api/pages', {
      headers: origin,
      data: {
        pageName: 'Flip check',
        slug,
        pagePath: '',
        _status: 'published',
        layout: [
          {
            blockType: 'flip',
            headline: 'Order supplies in minutes',
            layerStyle: 'white',
            media: mediaId,
            mediaOrder: 1,
          },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id

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
})
