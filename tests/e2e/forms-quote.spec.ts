import path from 'node:path'
import type { FileChooser } from '@playwright/test'

import { expect, test } from './fixtures'
import { chooseByKeyboard, submissionsFor, typeInto } from './forms-helpers'

const XLSX = path.join(import.meta.dirname, '../fixtures/quote-supplies.xlsx')

test('a visitor requests a quote with a spreadsheet, by keyboard, and a renamed program is refused', async ({ page }) => {
  const email = `quote-${Date.now()}@romerodental.com`
  await page.goto('/services/request-for-quote#request')
  const form = page.locator('#request')
  await typeInto(page, 'First name', 'Luis')
  await typeInto(page, 'Last name', 'Romero')
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Business name', 'Romero Dental')
  await chooseByKeyboard(page, 'Number of employees', '11-50')
  await typeInto(page, 'Annual spend (US$)', '-3')
  await expect(form.getByText('Annual spend must be a positive number')).toBeVisible()
  await typeInto(page, 'Annual spend (US$)', 'a lot')
  await expect(form.getByText('Annual spend must be a number')).toBeVisible()
  await typeInto(page, 'Annual spend (US$)', '18000')
  await typeInto(page, /Company website/, 'romero dental')
  await expect(form.getByText('Please enter a valid website address')).toBeVisible()
  await typeInto(page, /Company website/, 'romerodental.com')

  const chooseFile = async (file: Parameters<FileChooser['setFiles']>[0]) => {
    const chooser = page.waitForEvent('filechooser')
    await page.getByLabel('Choose a spreadsheet').focus()
    await page.keyboard.press('Space')
    await (await chooser).setFiles(file)
  }
  await chooseFile({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ program') })
  await expect(form.getByText('File type not accepted. Please upload: .xlsx,.xls,.csv')).toBeVisible()
  await chooseFile({ name: 'prices.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]) })
  await expect(form.getByText('File type not accepted. Please upload: .xlsx,.xls,.csv')).toBeVisible()
  await chooseFile(XLSX)
  await expect(form.getByText('Attached: quote-supplies.xlsx')).toBeVisible()

  const terms = page.getByLabel('I accept the terms and conditions')
  await terms.focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Space')
  await expect(form.getByText('Please accept the terms and conditions')).toBeVisible()
  await page.keyboard.press('Space')
  const submit = form.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeEnabled()
  await submit.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/request-for-quote\/confirm$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote request is in' })).toBeVisible()

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({ form: 'quote', formType: 'ProspectWithQuoteForm', data: { annualSpend: 18000, terms: true } })
  expect(stored?.quoteFile).toBeTruthy()
})
