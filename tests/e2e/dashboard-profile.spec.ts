import { clientAddress } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { expect, expectHydrated, test, withScriptsHeld } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

test('a Plus member edits their name and business; another open tab follows without a reload', async ({
  page,
  context,
}) => {
  await createPlusMember(page.request, 'profile')
  const other = await context.newPage()
  await other.goto('/dashboard/my-account/profile')
  await other.evaluate(() => Object.assign(window, { __stillTheSamePage: true }))
  const otherAccount = other.getByRole('region', { name: 'Account', exact: true })
  await expect(otherAccount).toContainText('Dana Ruiz')

  await page.goto('/dashboard/my-account/profile')
  const nameForm = page.getByRole('form', { name: 'Your name' })
  const saveName = nameForm.getByRole('button', { name: 'Save name' })
  await expect(saveName).toBeDisabled()
  // Checked as the member types once the form runs (an edit made before is kept: the next test).
  await expectHydrated(nameForm.getByLabel('First name'))
  await nameForm.getByLabel('First name').fill('')
  await expect(nameForm.getByText('Please enter your first name')).toBeVisible()
  await expect(saveName).toBeDisabled()
  await nameForm.getByLabel('First name').fill('Danielle')
  await saveName.click()
  await expect(page.getByText('Your name is saved.')).toBeVisible()

  await expect(otherAccount).toContainText('Danielle Ruiz', { timeout: 5_000 })

  const businessForm = page.getByRole('form', { name: 'Business details' })
  const saveBusiness = businessForm.getByRole('button', { name: 'Save business details' })
  await businessForm.getByLabel('ZIP code').fill('543')
  await expect(businessForm.getByText('Please enter a valid ZIP Code')).toBeVisible()
  await expect(saveBusiness).toBeDisabled()
  await businessForm.getByLabel('ZIP code').fill('54301')
  await businessForm.getByLabel('City').fill('De Pere')
  await saveBusiness.click()
  await expect(page.getByText('Your business details are saved.')).toBeVisible()

  const otherBusiness = other.getByRole('region', { name: 'Business account' })
  await expect(otherBusiness).toContainText('De Pere, WI 54301', { timeout: 5_000 })
  // The phone is kept as digits and shown as the form's mask shows it.
  await expect(otherBusiness).toContainText('920-555-0142')
  expect(await other.evaluate(() => (window as { __stillTheSamePage?: boolean }).__stillTheSamePage)).toBe(true)
})

test("the server's HTML shows the saved profile, and what a member types before the form's script has run is kept", async ({
  page,
}) => {
  await createPlusMember(page.request, 'profile-early')
  const release = await withScriptsHeld(page, '/dashboard/my-account/profile')
  const nameForm = page.getByRole('form', { name: 'Your name' })
  const businessForm = page.getByRole('form', { name: 'Business details' })
  const firstName = nameForm.getByLabel('First name')
  await expect(firstName).toHaveValue('Dana')
  await expect(nameForm.getByLabel('Last name')).toHaveValue('Ruiz')
  await expect(businessForm.getByLabel('City')).toHaveValue('Green Bay')
  await expect(businessForm.getByLabel('Business phone (optional)')).toHaveValue('920-555-0142')
  await expect(businessForm.getByLabel('Industry')).not.toHaveValue('')

  await firstName.fill('Danielle')
  await businessForm.getByLabel('City').fill('De Pere')
  await businessForm.getByLabel('Industry').selectOption('agriculture')
  release()

  const saveName = nameForm.getByRole('button', { name: 'Save name' })
  await expect(saveName, 'the early edit counts as a change').toBeEnabled()
  await expect(firstName).toHaveValue('Danielle')
  await expect(businessForm.getByLabel('City')).toHaveValue('De Pere')
  await expect(businessForm.getByLabel('Industry')).toHaveValue('agriculture')
  await saveName.click()
  await expect(page.getByText('Your name is saved.')).toBeVisible()
  await expect(firstName).toHaveValue('Danielle')

  await businessForm.getByRole('button', { name: 'Save business details' }).click()
  await expect(page.getByText('Your business details are saved.')).toBeVisible()
  await page.reload()
  await expect(businessForm.getByLabel('City')).toHaveValue('De Pere')
  await expect(businessForm.getByLabel('Industry')).toHaveValue('agriculture')
})
