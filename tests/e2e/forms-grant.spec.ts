import { expect, test } from './fixtures'
import { chooseByKeyboard, collectZodScripts, submissionsFor, typeInto } from './forms-helpers'
import { SCHEMA_LOAD_FAILURE } from '../../src/features/forms/form-kinds'

test('a visitor applies for the grant by keyboard alone and the operator finds the application', async ({ page }) => {
  const email = `grant-${Date.now()}@harborlaneflorist.com`
  await page.goto('/community/grant-competition')
  await page.getByRole('link', { name: 'Apply for the grant' }).first().click()
  await expect(page).toHaveURL(/#apply$/)
  const form = page.locator('#apply')
  const submit = form.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()

  await typeInto(page, 'Business name', 'Harbor Lane Florist')
  await typeInto(page, 'First name', 'Maya')
  await typeInto(page, 'Last name', 'Okafor')
  await typeInto(page, 'Email', 'maya@')
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Phone number', '20755501')
  await expect(form.getByText('Please enter a valid Phone Number (10 digits)')).toBeVisible()
  await typeInto(page, 'Phone number', '2075550143')
  await expect(page.getByLabel('Phone number')).toHaveValue('207-555-0143')
  await typeInto(page, 'Street address', '418 Harbor Lane')
  await typeInto(page, 'City', 'Portland')
  await typeInto(page, 'State', 'ME')
  await typeInto(page, 'ZIP code', '041')
  await expect(form.getByText('Please enter a valid ZIP Code')).toBeVisible()
  await expect(form.getByText('Please enter a valid business address')).toBeVisible()
  await typeInto(page, 'ZIP code', '04101')
  await expect(form.getByText('Please enter a valid business address')).toBeHidden()
  await chooseByKeyboard(page, 'Number of employees', '1-10')
  await chooseByKeyboard(page, 'Years in business', '4')
  await chooseByKeyboard(page, 'Industry', 'retail')
  await typeInto(page, /^Tell us about your business/, 'x')
  await typeInto(page, /^Tell us about your business/, '')
  await expect(form.getByText('Please tell us about your business.')).toBeVisible()
  await typeInto(page, /^Tell us about your business/, 'A neighbourhood florist doing weddings and weekly office arrangements.')
  await typeInto(page, /^How would the \$5,000 reward help/, 'New point-of-sale tablets and a laptop for online orders.')
  await page.getByLabel('Woman-owned').focus()
  await page.keyboard.press('Space')
  await expect(page.getByLabel('Woman-owned')).toBeChecked()

  await expect(submit).toBeEnabled()
  await submit.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/grant-competition-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your grant application is in' })).toBeVisible()

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({
    form: 'grant',
    formType: 'leads',
    status: 'new',
    pageSource: 'grant-competition',
    data: { phoneNumber: '2075550143', zipcode: '04101', womanOwned: true, minorityOwned: false },
  })
})

test('visitors cannot read submissions through the CMS API', async ({ request }) => {
  const response = await request.get('/cms-api/form-submissions')
  expect(response.status()).toBe(403)
})

test('the form fetches its checks (Zod) when first focused, and says so when they cannot be fetched', async ({ page }) => {
  const zodScripts = collectZodScripts(page)
  await page.goto('/community/grant-competition')
  await page.waitForLoadState('networkidle')
  const form = page.locator('#apply')
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled()
  expect(zodScripts).toEqual([])

  // Offline for scripts: typing leaves the form invalid and says why, instead of failing silently.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'))
  await typeInto(page, 'Business name', 'Harbor Lane Florist')
  await expect(form.getByText(SCHEMA_LOAD_FAILURE)).toBeVisible()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled()

  // Back online: the next change fetches the checks, the message goes and validation works.
  await page.unroute('**/_next/static/chunks/**')
  await typeInto(page, 'Email', 'maya@')
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText(SCHEMA_LOAD_FAILURE)).toBeHidden()
  expect(zodScripts.length).toBeGreaterThan(0)
})
