import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, operatorApi, test } from './fixtures'

// The spec's limit (src/lib/constants.ts UPLOAD_MAX_BYTES).
const UPLOAD_MAX_BYTES = 50 * 1024 * 1024

// Real files on disk: the browser reads them as a visitor's would (no 50 MB in-memory buffer).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-upload-'))
const ROW = 'OD-348041,Copy paper 8.5 x 11 in 10 reams,12\n'

function writeCsv(name: string, bytes: number) {
  const file = path.join(dir, name)
  const header = 'Product code,Description,Quantity\n'
  const rows = Math.floor((bytes - header.length) / ROW.length)
  const body = header + ROW.repeat(rows)
  fs.writeFileSync(file, body + 'x'.repeat(bytes - body.length - 1) + '\n')
  return file
}

test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

test('a spreadsheet just under 50 MB uploads through the quote form with progress shown, one over is refused', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const large = writeCsv('annual-order.csv', UPLOAD_MAX_BYTES - 1024)
  const tooLarge = writeCsv('too-large.csv', UPLOAD_MAX_BYTES + 1024)

  await page.goto('/services/request-for-quote#request')
  const form = page.locator('#request')
  const input = page.getByLabel('Choose a spreadsheet')

  await input.setInputFiles(tooLarge)
  await expect(form.getByText('File size exceeds 50MB limit')).toBeVisible()

  // On a fast host the upload can end between two of Playwright's visibility checks (CI,
  // 2026-11-27): the page notes each progress bar it shows, as it is shown.
  await page.evaluate(() => {
    const shown: number[] = []
    Object.assign(window, { uploadProgressShown: shown })
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Upload progress"]')
      if (bar) shown.push(bar.value)
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  await input.setInputFiles(large)
  await expect(form.getByText('Attached: annual-order.csv')).toBeVisible({ timeout: 120_000 })
  const shown = await page.evaluate(() => (window as unknown as { uploadProgressShown: number[] }).uploadProgressShown)
  expect(shown.length, 'the upload showed its progress').toBeGreaterThan(0)
  await expect(form.getByText('File size exceeds 50MB limit')).toBeHidden()

  // The whole file reached the private store, byte for byte in size.
  const api = await operatorApi()
  try {
    const response = await api.get('/cms-api/quote-files?where[filename][like]=annual-order&sort=-createdAt&limit=1')
    expect(response.ok()).toBe(true)
    const { docs } = (await response.json()) as { docs: { filesize: number; filename: string }[] }
    expect(docs[0]?.filesize).toBe(UPLOAD_MAX_BYTES - 1024)
  } finally {
    await api.dispose()
  }
})
