import { clientAddress, createMemberApart, emailLink, newMember } from './auth-helpers'
import { expect, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

const member = newMember('reset', { firstName: 'Ines', lastName: 'Carvalho' })
const NEW_PASSWORD = 'Copper-Kettle-Bay-2026'

test('a member who forgot their password gets a link, chooses a new one, and signs in with it', async ({ page }) => {
  await createMemberApart(member)

  // Asked for a member's page: after the reset, signing in still ends there.
  await page.goto('/dashboard/vendors/fedex?from=mail')
  await expect(page).toHaveURL(/\/onboard\/sign-in\?returnTo=/)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/onboard\/forgot-password\?returnTo=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill(member.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password Link Sent' })).toBeFocused()
  await expect(page.getByText(member.email)).toBeVisible()
  await page.getByRole('button', { name: 'Resend Link' }).click()
  await expect(page.getByRole('status')).toHaveText(`We sent another link to ${member.email}.`)

  // The newest link opens the form on this site, under the name the member used.
  const link = await emailLink(page, {
    to: member.email,
    subject: /Reset your EA Collective password/,
    link: /reset-password\//,
  })
  expect(new URL(link).origin).toBe(new URL(page.url()).origin)
  await page.goto(link)
  await expect(page).toHaveURL(/\/onboard\/reset-password\?.*token=/)
  expect(new URL(page.url()).origin).toBe(new URL(link).origin)
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been reset' })).toBeFocused()

  // The old password no longer works; the new one signs in.
  await page.getByRole('link', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/onboard\/sign-in\?returnTo=\/dashboard\/vendors\/fedex%3Ffrom%3Dmail$/)
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.locator('#main').getByRole('alert')).toContainText(
    "We're sorry, but we can't verify your password. Please try again.",
  )
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/dashboard\/vendors\/fedex\?from=mail$/)
  await expect(page.getByRole('heading', { level: 1, name: /FedEx/ })).toBeVisible()

  // The link is spent: opened again, the form says so and offers a new one.
  await page.goto(link)
  await expect(page).toHaveURL(/\/onboard\/reset-password\?.*error=INVALID_TOKEN/)
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    'This link is invalid or has already been used. Please request a new one.',
  )
  await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible()
})
