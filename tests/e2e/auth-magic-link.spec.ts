import { clientAddress, createMemberApart, newMember, requestMagicLink } from './auth-helpers'
import { expect, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

const member = newMember('magic', { firstName: 'Priya', lastName: 'Natarajan' })

test('a magic link signs the member in once, and is expired or invalid the second time', async ({ page, browser }) => {
  await createMemberApart(member)

  const link = await requestMagicLink(page, member.email)

  // First use: signed in, then on to the dashboard.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Your email has been verified.' })).toBeVisible()
  await page.getByRole('link', { name: 'CONTINUE' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}` })).toBeVisible()

  // Second use, from another browser: the link is spent.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })
  const otherPage = await other.newPage()
  await otherPage.goto(link)
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Expired or invalid magic Link.' })).toBeVisible()
  await expect(otherPage.getByRole('link', { name: 'Log In' })).toBeVisible()
  await otherPage.goto('/dashboard/my-account/profile')
  await expect(otherPage).toHaveURL(/\/onboard\/sign-in\?returnTo=\/dashboard\/my-account\/profile$/)
  await other.close()
})
