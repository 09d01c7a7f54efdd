import { clientAddress } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { expect, test } from './fixtures'

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
  // The server's HTML shows the form before its script runs, and an edit made before that is set
  // back to the saved name: clear the field until the form answers.
  await expect(async () => {
    await nameForm.getByLabel('First name').fill('')
    await expect(nameForm.getByText('Please enter your first name')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
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

  await expect(other.getByRole('region', { name: 'Business account' })).toContainText('De Pere, WI 54301', {
    timeout: 5_000,
  })
  expect(await other.evaluate(() => (window as { __stillTheSamePage?: boolean }).__stillTheSamePage)).toBe(true)
})
