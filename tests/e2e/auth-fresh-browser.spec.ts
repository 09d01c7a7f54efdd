import type { Browser, BrowserContext, Page } from '@playwright/test'

import { clientAddress, createMemberApart, emailLink, newMember, requestMagicLink } from './auth-helpers'
import { expect, test } from './fixtures'

/**
 * An emailed link is good once, and is most often opened in a browser that has not visited the
 * site yet (the mail app's, another device's). Such a browser's first request must be acted on
 * once: an answer asking it to send the request again (Critical-CH, which Payload sets on every
 * path) used the link up before the page the member saw (src/lib/client-hints.ts).
 */
const address = clientAddress()
test.use({ extraHTTPHeaders: { 'x-forwarded-for': address } })

async function freshBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) requests.push(new URL(request.url()).pathname)
  })
  return { context, page, requests }
}

test('a sign-in link opened in a browser that has never visited the site signs the member in', async ({
  page,
  browser,
}) => {
  const member = newMember('fresh-magic', { firstName: 'Tomasz', lastName: 'Wiśniewski' })
  await createMemberApart(member, address)

  const link = await requestMagicLink(page, member.email)

  // The phone's browser: the link is the first thing it asks this site for.
  const phone = await freshBrowser(browser)
  await phone.page.goto(link)
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Your email has been verified.' })).toBeVisible()
  // The link was requested once, not sent again before the page.
  expect(phone.requests.filter((path) => path.endsWith('/magic-link/verify'))).toEqual(['/api/auth/magic-link/verify'])
  await phone.page.getByRole('link', { name: 'CONTINUE' }).click()
  await expect(phone.page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}` })).toBeVisible()
  await phone.context.close()
})

test('a verification link opened in a browser that has never visited the site verifies the address', async ({
  page,
  browser,
}) => {
  const member = newMember('fresh-verify', { firstName: 'Adaeze', lastName: 'Obi' })
  await createMemberApart(member, address)
  const link = await emailLink(page, { to: member.email, subject: /^Verify your email/, link: /verify-email/ })

  // Not the browser that signed up: the address is proven, and its owner chooses the password
  // (decision 010), instead of being told the link is spent.
  const other = await freshBrowser(browser)
  await other.page.goto(link)
  await expect(other.page).toHaveURL(/\/onboard\/reset-password\?token=[^&]+&verified=1$/)
  await expect(other.page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await expect(
    other.page.getByText(/^Your email has been verified\. The link was opened in a different browser/),
  ).toBeVisible()
  await expect(other.page.getByLabel('New password', { exact: true })).toBeVisible()
  await expect(other.page.getByText('Expired or invalid magic Link.')).toHaveCount(0)
  expect(other.requests.filter((path) => path.endsWith('/verify-email'))).toEqual(['/api/auth/verify-email'])
  await other.context.close()
})
