import * as XLSX from '@e965/xlsx'

import { E2E } from './env'
import { expect, signInOperator, test } from './fixtures'
import { submissionsFor } from './forms-helpers'

/** A visitor's order sheet: a title row, then the header and three lines (one not in the catalogue). */
function orderSheet(): Buffer {
  const book = XLSX.utils.book_new()
  const rows = [
    ['Romero Dental, supplies for Q3'],
    ['SKU', 'Description', 'Qty'],
    ['348037', 'Copy paper, case', 4],
    ['OD-999999', 'Ergonomic chair', 2],
    ['6478226', 'HP 962XL black', 3],
  ]
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Order')
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer
}

test("an operator sees a quote request's spreadsheet rows with catalogue prices beside the submission", async ({ page, request }) => {
  const bytes = orderSheet()
  const headers = { origin: E2E.baseURL, 'sec-fetch-site': 'same-origin' }
  const uploaded = await request.post('/api/upload-file', {
    headers,
    data: { fileName: 'Q3 order.xlsx', fileData: bytes.toString('base64'), mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileSize: bytes.length },
  })
  expect(uploaded.status()).toBe(201)
  const reference = (await uploaded.json()) as { fileId: string }
  const email = `rows-${Date.now()}@romerodental.com`
  const sent = await request.post('/api/forms', {
    headers,
    data: {
      formType: 'ProspectWithQuoteForm',
      formData: { firstName: 'Luis', lastName: 'Romero', email, company: 'Romero Dental', numberOfEmployees: '11-50', annualSpend: 18000, domain: 'romerodental.com', quoteData: reference, terms: true, pageSource: 'request-for-quote' },
    },
  })
  expect(sent.status()).toBe(200)
  const [submission] = await submissionsFor(email)

  // Visitors (and so members) get no rows.
  expect((await request.get(`/api/quote-files/${reference.fileId}/rows`)).status()).toBe(403)

  await signInOperator(page)
  const editorScripts: string[] = []
  page.on('request', (sent) => {
    if (/monaco|jsdelivr/.test(sent.url())) editorScripts.push(sent.url())
  })
  await page.goto(`/admin/collections/form-submissions/${submission!.id}`)
  // What the visitor sent reads as a table (Payload's code editor, loaded from a CDN, was blank).
  const answers = page.getByRole('region', { name: 'Submitted fields' })
  await expect(answers.getByRole('row').filter({ hasText: 'Business name' })).toContainText('Romero Dental')
  await expect(answers.getByRole('row').filter({ hasText: 'I accept the terms and conditions' })).toContainText('Yes')
  await expect(answers.getByRole('row').filter({ hasText: 'Your purchase history' })).toContainText('Q3 order.xlsx (')
  const section = page.getByRole('region', { name: 'Spreadsheet rows and savings' })
  await expect(section).toBeVisible()
  await expect(section).toContainText('2 of 3 rows match the catalogue')
  const table = section.getByRole('table', { name: 'Rows of the quote spreadsheet with catalogue prices' })
  const paper = table.getByRole('row').filter({ hasText: '348037' })
  // $74.99 retail − $42.99 program = $32.00 a case, × 4.
  await expect(paper).toContainText('$42.99')
  await expect(paper).toContainText('$74.99')
  await expect(paper).toContainText('$32.00')
  await expect(paper).toContainText('$128.00')
  await expect(table.getByRole('row').filter({ hasText: 'OD-999999' })).toContainText('Not in the catalogue')
  // $61.99 − $47.89 = $14.10 × 3 = $42.30; total $170.30.
  await expect(table.getByRole('row').filter({ hasText: 'Total saving' })).toContainText('$170.30')

  // The JSON link under the table opens the same report for the signed-in operator.
  const [json] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/api/quote-files/${reference.fileId}/rows`)),
    section.getByRole('link', { name: `/api/quote-files/${reference.fileId}/rows` }).click(),
  ])
  expect(json.status()).toBe(200)
  expect(await json.json()).toMatchObject({ status: 'ok', totals: { lines: 3, matched: 2, notInCatalogue: 1, totalSaving: 170.3 } })
  expect(editorScripts).toEqual([])
})
