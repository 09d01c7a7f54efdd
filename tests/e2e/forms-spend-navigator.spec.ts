import type { Page } from '@playwright/test'

import { expect, expectHydrated, isHydrated, test, withScriptsHeld } from './fixtures'
import { chooseByKeyboard, submissionsFor, typeInto } from './forms-helpers'

/** Step 1's four fields, typed as a visitor types them. */
async function fillAboutYou(page: Page, email: string) {
  await typeInto(page, 'First name', 'Ines')
  await typeInto(page, 'Last name', 'Park')
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Business name', 'Park Print Shop')
}

test('the Spend Navigator takes contact details, then spend, and lands on its confirmation', async ({ page }) => {
  const email = `navigator-${Date.now()}@parkprint.com`
  await page.goto('/services/spend-navigator#request')
  // This test is about the two steps; typing before the form's script has run has its own below.
  await expectHydrated(page.locator('#request').getByRole('button', { name: 'Submit' }))
  await fillAboutYou(page, email)
  await page.locator('#request').getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/spend-navigator-details$/)

  const form = page.locator('#request')
  await chooseByKeyboard(page, 'Number of employees', '11-50')
  await typeInto(page, 'Annual spend (US$)', '5')
  await typeInto(page, 'Annual spend (US$)', '')
  await expect(form.getByText('Please enter your annual spend')).toBeVisible()
  await typeInto(page, 'Annual spend (US$)', '42,000')
  await form.getByLabel('Tech').check()
  await form.getByLabel('Tech').uncheck()
  await expect(form.getByText('Please select at least one category')).toBeVisible()
  await form.getByLabel('Small Parcel Shipping').check()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/spend-navigator-confirm$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your savings estimate is on its way' })).toBeVisible()

  // Newest first: step 2 is stored under step 1's sender, from the same browser.
  const [stepTwo, stepOne] = await submissionsFor(email)
  expect(stepOne).toMatchObject({ form: 'prospect-step-1', formType: 'ProspectMultiStepForm1', pageSource: 'spend-navigator' })
  expect(stepTwo).toMatchObject({
    form: 'prospect-step-2',
    formType: 'ProspectMultiStepForm2',
    email,
    formInfo: { continues: `Spend Navigator, step 1, submission ${stepOne.id}` },
    data: { numberOfEmployees: '11-50', annualSpend: 42000, categories: ['Small Parcel Shipping'] },
  })
})

test('what a visitor types before the form has hydrated counts: Submit is enabled and sends it', async ({ page }) => {
  const email = `navigator-early-${Date.now()}@parkprint.com`
  const release = await withScriptsHeld(page, '/services/spend-navigator#request')
  const form = page.locator('#request')
  const submit = form.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await fillAboutYou(page, email)
  expect(await isHydrated(form.getByLabel('First name')), 'typed before the form hydrated').toBe(false)
  release()
  await expect(submit).toBeEnabled()
  await expect(form.getByLabel('First name')).toHaveValue('Ines')
  await submit.click()
  await expect(page).toHaveURL(/\/spend-navigator-details$/)
  const [stepOne] = await submissionsFor(email)
  expect(stepOne).toMatchObject({ form: 'prospect-step-1', pageSource: 'spend-navigator' })
})
