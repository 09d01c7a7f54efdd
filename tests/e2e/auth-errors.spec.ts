import type { Page } from '@playwright/test'

import { clientAddress, createMemberApart, newMember } from './auth-helpers'
import { E2E } from './env'
import { expect, seriousA11yViolations, test } from './fixtures'

const WRONG_PASSWORD = "We're sorry, but we can't verify your password. Please try again."
const UNKNOWN_EMAIL =
  "We're sorry, but we don't recognize this email address. Please try again or sign up to create a new account."
const TOO_MANY_ATTEMPTS =
  'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.'

const member = newMember('errors', { firstName: 'Theo', lastName: 'Brandt' })

/** The sign-in form's alert region, once it says something. */
const alertSaying = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message })

async function attemptSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'))
  await page.getByRole('button', { name: 'Log In' }).click()
  return (await answered).status()
}

/** Each test is its own visitor (its own address), so their attempts are counted apart. */
const asNewVisitor = () => test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

test.describe('sign-in error messages', () => {
  test.beforeAll(async () => {
    await createMemberApart(member)
  })

  test.beforeEach(async ({ page }) => {
    await page.goto('/onboard/sign-in')
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible()
  })

  test.describe('wrong password', () => {
    asNewVisitor()

    test('a wrong password is answered with the wrong-password message', async ({ page }) => {
      expect(await attemptSignIn(page, member.email, 'Not-The-Password-1')).toBe(401)
      await expect(alertSaying(page, WRONG_PASSWORD)).toBeVisible()
      await expect(alertSaying(page, WRONG_PASSWORD)).toBeFocused()
      await expect(page).toHaveURL(/\/onboard\/sign-in$/)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  })

  test.describe('unknown email', () => {
    asNewVisitor()

    test('an unknown email is answered with the unknown-email message', async ({ page }) => {
      expect(await attemptSignIn(page, `nobody.${Date.now()}@brightsidebakery.com`, 'Sunrise-Bakery-2024')).toBe(401)
      await expect(alertSaying(page, UNKNOWN_EMAIL)).toBeVisible()
    })
  })

  test.describe('repeated failures', () => {
    asNewVisitor()

    test('repeated failures are answered with the too-many-attempts message', async ({ page }) => {
      // Fail until the limit is reached; every earlier answer is the wrong-password message.
      let status = 0
      for (let attempt = 1; attempt <= 10 && status !== 429; attempt += 1) {
        status = await attemptSignIn(page, member.email, `Not-The-Password-${attempt}`)
        if (status !== 429) await expect(alertSaying(page, WRONG_PASSWORD)).toBeVisible()
      }
      expect(status).toBe(429)
      await expect(alertSaying(page, TOO_MANY_ATTEMPTS)).toBeVisible()

      // Even the right password waits now.
      expect(await attemptSignIn(page, member.email, member.password)).toBe(429)
      await expect(alertSaying(page, TOO_MANY_ATTEMPTS)).toBeVisible()
    })
  })
})

test.describe('before the page’s script has run', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/onboard/sign-in', '/onboard/sign-up']) {
    test(`${path}: the browser cannot send the form itself, so the password never reaches the address`, async ({
      page,
    }) => {
      await page.goto(path)
      const submit = page.getByRole('button', { name: /^(Log In|Sign Up)$/ })
      await expect(submit).toBeDisabled()
      await page.getByLabel('Email').fill('morgan@harborlinebakery.com')
      await page.getByLabel('Password', { exact: true }).fill('Harbor-Line-2026')
      await page.getByLabel('Password', { exact: true }).press('Enter')
      // Implicit submission would navigate at once; give it the time a reload takes here.
      await page.waitForLoadState('load')
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Harbor-Line-2026')
      expect(page.url()).toBe(`${E2E.baseURL}${path}`)
    })
  }
})

test("an emailed link for a disabled account lands on the spec's message, with a way to reach the team", async ({
  page,
}) => {
  await page.goto('/onboard/verified?error=USER_DISABLED')
  await expect(page).toHaveTitle(/^Account disabled \|/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The user account has been disabled by an administrator.',
  )
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^https?:\/\//)
  // Any other error is a link that no longer works.
  await page.goto('/onboard/verified?error=INVALID_TOKEN')
  await expect(page).toHaveTitle(/^Link expired \|/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expired or invalid magic Link.')
})
