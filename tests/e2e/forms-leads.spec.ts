import type { Locator, Page } from '@playwright/test'

import { clientAddress } from './auth-helpers'
import { expect, test } from './fixtures'
import { submissionsFor, typeInto } from './forms-helpers'

// Its own address, so other specs' submissions never count against this one's rate limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

/** Types something, then clears the field, and expects the field's "required" message. */
async function expectRequired(page: Page, form: Locator, label: string, message: string) {
  await typeInto(page, label, 'x')
  await typeInto(page, label, '')
  await expect(form.getByText(message, { exact: true })).toBeVisible()
}

/**
 * Follows the page's own link to the form's anchor, as a visitor reading the copy would. A click
 * while the page is still hydrating moves to the form, but Next's router then writes back the
 * address it read when it started, without the #anchor (seen once in CI), so the click is
 * repeated until the address keeps it.
 */
async function openFormFrom(page: Page, path: string, linkName: string, anchor: string): Promise<Locator> {
  await page.goto(path)
  await expect(async () => {
    await page.getByRole('link', { name: linkName }).first().click()
    await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`), { timeout: 1_000 })
  }).toPass()
  const form = page.locator(`#${anchor}`)
  await expect(form).toBeInViewport()
  return form
}

async function submit(form: Locator) {
  const button = form.getByRole('button', { name: 'Submit' })
  await expect(button).toBeEnabled()
  await button.click()
}

test('the lead form on an industry page shows every spec message, sends the phone without dashes and lands on its confirmation', async ({
  page,
}) => {
  const email = `lead-${Date.now()}@lakeshorepediatric.com`
  const form = await openFormFrom(page, '/industries/enterprise', 'Set up a spend review', 'contact')
  const submitButton = form.getByRole('button', { name: 'Submit' })
  await expect(submitButton).toBeDisabled()

  await expectRequired(page, form, 'Business name', 'Please enter your business name')
  await typeInto(page, 'Business name', 'Lakeshore Pediatric Dentistry')
  await expectRequired(page, form, 'First name', 'Please enter your first name')
  await typeInto(page, 'First name', 'Michael')
  await expectRequired(page, form, 'Last name', 'Please enter your last name')
  await typeInto(page, 'Last name', 'Tran')
  await typeInto(page, 'Email', 'michael@lakeshore')
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Phone number', 'call me')
  await expect(form.getByText('Please enter a valid phone number', { exact: true })).toBeVisible()
  await typeInto(page, 'Phone number', '41455501')
  await expect(form.getByText('Please enter a valid Phone Number (10 digits)')).toBeVisible()
  await typeInto(page, 'Phone number', '4145550162')
  await expect(page.getByLabel('Phone number')).toHaveValue('414-555-0162')

  await expectRequired(page, form, 'Street address', 'Please enter your business street address')
  await expect(form.getByText('Please enter a valid business address')).toBeVisible()
  await typeInto(page, 'Street address', '2200 N Prospect Ave')
  await expectRequired(page, form, 'City', 'Please enter your city')
  await typeInto(page, 'City', 'Milwaukee')
  await expectRequired(page, form, 'State', 'Please enter your state')
  await typeInto(page, 'State', 'WI')
  await expectRequired(page, form, 'ZIP code', 'Please enter your your zipcode')
  await typeInto(page, 'ZIP code', '532')
  await expect(form.getByText('Please enter a valid ZIP Code')).toBeVisible()
  await typeInto(page, 'ZIP code', '53202')
  await expect(form.getByText('Please enter a valid business address')).toBeHidden()

  const employees = page.getByLabel('Number of employees', { exact: true })
  await employees.selectOption('51-200')
  await employees.selectOption('')
  await expect(form.getByText('Enter the number of employees')).toBeVisible()
  await employees.selectOption('51-200')

  await submit(form)
  await expect(page).toHaveURL(/\/lead-form-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks for your interest!' })).toBeVisible()

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({
    form: 'lead',
    formType: 'leads',
    status: 'new',
    pageSource: 'lead-form',
    company: 'Lakeshore Pediatric Dentistry',
    data: { phoneNumber: '4145550162', zipcode: '53202', city: 'Milwaukee', numberOfEmployees: '51-200' },
  })
})

test('a partner organization sends the lead form from its industry page and lands on the partnerships confirmation', async ({
  page,
}) => {
  const email = `partner-${Date.now()}@greaterdaytonchamber.org`
  const form = await openFormFrom(page, '/industries/associations-and-chambers', 'Become a partner organization', 'contact')
  await typeInto(page, 'Business name', 'Greater Dayton Chamber of Commerce')
  await typeInto(page, 'First name', 'Priya')
  await typeInto(page, 'Last name', 'Raman')
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Phone number', '9375550110')
  await typeInto(page, 'Street address', '22 E Fifth St')
  await typeInto(page, 'City', 'Dayton')
  await typeInto(page, 'State', 'OH')
  await typeInto(page, 'ZIP code', '45402')
  await page.getByLabel('Number of employees', { exact: true }).selectOption('11-24')
  await submit(form)
  await expect(page).toHaveURL(/\/partner-form-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks, our partnerships team has your details' })).toBeVisible()

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({ form: 'lead', formType: 'leads', pageSource: 'partner-form', data: { phoneNumber: '9375550110' } })
})

test('the mini lead form on /landing requires every field and lands on the savings walkthrough confirmation', async ({ page }) => {
  const email = `mini-${Date.now()}@caldwellruizcpa.com`
  const form = await openFormFrom(page, '/landing', 'Get a savings walkthrough', 'walkthrough')
  await expectRequired(page, form, 'Business name', 'Please enter your business name')
  await typeInto(page, 'Business name', 'Caldwell & Ruiz CPAs')
  await expectRequired(page, form, 'First name', 'Please enter your first name')
  await typeInto(page, 'First name', 'Renee')
  await expectRequired(page, form, 'Last name', 'Please enter your last name')
  await typeInto(page, 'Last name', 'Caldwell')
  await typeInto(page, 'Email', 'renee at caldwellruizcpa.com')
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await typeInto(page, 'Email', email)
  const employees = page.getByLabel('Number of employees', { exact: true })
  await employees.selectOption('1-10')
  await employees.selectOption('')
  await expect(form.getByText('Enter the number of employees')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled()
  await employees.selectOption('1-10')

  await submit(form)
  await expect(page).toHaveURL(/\/savings-walkthrough-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your savings walkthrough is on its way' })).toBeVisible()

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({
    form: 'mini-lead',
    formType: 'leads',
    pageSource: 'savings-walkthrough',
    data: { company: 'Caldwell & Ruiz CPAs', numberOfEmployees: '1-10' },
  })
})

test('the simple lead form for the cash flow toolkit lands on lead-form-simple-download with the files', async ({ page }) => {
  const email = `toolkit-${Date.now()}@greenleaflandscaping.com`
  const form = await openFormFrom(page, '/resources/downloads', 'Get the cash flow toolkit', 'toolkit')
  await expectRequired(page, form, 'First name', 'Please enter your first name')
  await typeInto(page, 'First name', 'Owen')
  await expectRequired(page, form, 'Last name', 'Please enter your last name')
  await typeInto(page, 'Last name', 'Greenleaf')
  await expectRequired(page, form, 'Email', 'Please enter a valid email address')
  await typeInto(page, 'Email', email)
  await expectRequired(page, form, 'Business name', 'Please enter your business name')
  await typeInto(page, 'Business name', 'Greenleaf Landscaping')

  await submit(form)
  await expect(page).toHaveURL(/\/lead-form-simple-download$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks! Your toolkit is ready' })).toBeVisible()
  await page.getByRole('link', { name: '13-week cash flow forecast' }).first().click()
  await expect(page).toHaveURL(/\/resources\/downloads\/13-week-cash-flow-forecast$/)

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({ form: 'simple-lead', formType: 'leads', pageSource: 'cash-flow-toolkit', company: 'Greenleaf Landscaping' })
})

test('the supplier lead form on /about-us checks phone, job title and website, and sends the phone without dashes', async ({
  page,
}) => {
  const email = `supplier-${Date.now()}@brightpathcleaning.com`
  const form = await openFormFrom(page, '/about-us', 'Become a supplier', 'suppliers')
  await typeInto(page, 'First name', 'Dana')
  await typeInto(page, 'Last name', 'Whitfield')
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Phone number', 'ext')
  await expect(form.getByText('Please enter a valid phone number', { exact: true })).toBeVisible()
  await typeInto(page, 'Phone number', '404555018')
  await expect(form.getByText('Please enter a valid Phone Number (10 digits)')).toBeVisible()
  await typeInto(page, 'Phone number', '4045550187')
  await expect(page.getByLabel('Phone number')).toHaveValue('404-555-0187')
  await typeInto(page, 'Business name', 'Brightpath Cleaning Supply')
  await expectRequired(page, form, 'Job title', 'Please enter your job title')
  await typeInto(page, 'Job title', 'Sales director')
  await typeInto(page, 'Company website', 'brightpath cleaning')
  await expect(form.getByText('Please enter a valid website address')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled()
  await typeInto(page, 'Company website', 'https://www.brightpathcleaning.com/')

  await submit(form)
  await expect(page).toHaveURL(/\/supplier-form-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks for your supplier enquiry' })).toBeVisible()

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({
    form: 'supplier-lead',
    formType: 'leads',
    pageSource: 'supplier-form',
    data: { phoneNumber: '4045550187', jobTitle: 'Sales director', domain: 'https://www.brightpathcleaning.com/' },
  })
})

test('the business-account form asks to accept the terms and lands on its confirmation', async ({ page }) => {
  const email = `account-${Date.now()}@harborlaneflorist.com`
  const form = await openFormFrom(page, '/vendors/odp/ea-express/business-account', 'Request an account', 'apply')
  await expectRequired(page, form, 'First name', 'Please enter your first name')
  await typeInto(page, 'First name', 'Maya')
  await typeInto(page, 'Last name', 'Okafor')
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Business name', 'Harbor Lane Florist')
  const terms = form.getByLabel('I accept the terms and conditions')
  await terms.check()
  await terms.uncheck()
  await expect(form.getByText('Please accept the terms and conditions.', { exact: true })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled()
  await terms.check()

  await submit(form)
  await expect(page).toHaveURL(/\/odp-business-account-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your business account request is in' })).toBeVisible()

  const [stored] = await submissionsFor(email)
  expect(stored).toMatchObject({
    form: 'account',
    formType: 'MEMBER_BUSINESS_ACCOUNT',
    pageSource: 'odp-business-account',
    data: { terms: true, company: 'Harbor Lane Florist' },
  })
})
