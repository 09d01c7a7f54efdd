import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page, expect, request as playwrightRequest } from '@playwright/test'

import { E2E } from './env'
import { operatorApi } from './fixtures'

/**
 * Helpers for the account end-to-end tests. Sign-in, sign-up and email links are rate limited per
 * client address (in the database, so limits outlive a run); each test file presents its own
 * documentation-range IPv6 address (2001:db8::/32, a random /64) so no test spends another's
 * attempts, as separate visitors behind the load balancer would not.
 */
export function clientAddress(): string {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')]
  return `2001:db8:${a}:${b}::1`
}

/** A fresh address for a new member. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${randomBytes(3).toString('hex')}@brightsidebakery.com`
}

export interface NewMember {
  firstName: string
  lastName: string
  email: string
  password: string
}

export function newMember(label: string, overrides: Partial<NewMember> = {}): NewMember {
  return {
    firstName: 'Dana',
    lastName: 'Ruiz',
    email: uniqueEmail(label),
    password: 'Sunrise-Bakery-2024',
    ...overrides,
  }
}

/**
 * Creates a member through the auth API, as the sign-up form would, in a request context of its
 * own (its session cookie never reaches the browser under test).
 */
export async function createMember(request: APIRequestContext, member: NewMember): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...member, name: `${member.firstName} ${member.lastName}`, terms: true },
    headers: { origin: E2E.baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * Creates a member as createMember does, from a request context of its own (from `address`, a new
 * visitor's by default), so no session cookie reaches the browser under test.
 */
export async function createMemberApart(member: NewMember, address: string = clientAddress()): Promise<void> {
  const request = await playwrightRequest.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  })
  try {
    await createMember(request, member)
  } finally {
    await request.dispose()
  }
}

interface MailboxMessage {
  to: string
  subject: string
  links: string[]
}

/**
 * The newest messages to `to` as /dev/mailbox lists them, or null when this browser is not signed
 * in to the admin (the page then sends it to the admin's sign-in).
 */
async function readMailboxPage(mailbox: Page, to: string): Promise<MailboxMessage[] | null> {
  const response = await mailbox.goto('/dev/mailbox')
  if (new URL(mailbox.url()).pathname !== '/dev/mailbox') return null
  expect(response?.status(), '/dev/mailbox answers').toBe(200)
  const articles = mailbox
    .getByRole('list', { name: 'Messages, newest first' })
    .getByRole('article')
    .filter({ hasText: `To ${to}` })
  const messages: MailboxMessage[] = []
  for (const article of await articles.all()) {
    messages.push({
      to,
      subject: (await article.getByRole('heading').first().textContent())?.trim() ?? '',
      links: await article
        .getByRole('list', { name: 'Links in this message' })
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')),
    })
  }
  return messages
}

/** The same mailbox read through the operators' admin API, signed in as the operator. */
async function readMailboxAsOperator(to: string): Promise<MailboxMessage[]> {
  const api = await operatorApi()
  try {
    const response = await api.get('/cms-api/dev-mailbox', {
      params: { 'where[to][equals]': to, sort: '-createdAt', limit: 20, depth: 0 },
    })
    expect(response.ok(), 'the mailbox answers the operator').toBe(true)
    const { docs } = (await response.json()) as { docs: { to: string; subject: string; links?: string[] | null }[] }
    return docs.map((doc) => ({ to: doc.to, subject: doc.subject, links: doc.links ?? [] }))
  } finally {
    await api.dispose()
  }
}

/**
 * The first link matching `link` in the newest email to `to` whose subject matches `subject`, from
 * the mailbox the app wrote to: /dev/mailbox, read in a page of its own. Mail is written while the
 * request is answered, so the mailbox is read again until the message is there.
 */
export async function emailLink(
  page: Page,
  { to, subject, link }: { to: string; subject: RegExp; link: RegExp },
): Promise<string> {
  const mailbox = await page.context().newPage()
  const found = { href: '' }
  try {
    await expect(async () => {
      const messages = (await readMailboxPage(mailbox, to)) ?? (await readMailboxAsOperator(to))
      const message = messages.find((candidate) => subject.test(candidate.subject))
      found.href = message?.links.find((href) => link.test(href)) ?? ''
      expect(found.href, `an email to ${to} with a link like ${link}`).not.toBe('')
    }).toPass({ timeout: 15_000 })
  } finally {
    await mailbox.close()
  }
  return found.href
}

/** Asks for a sign-in link on the sign-in page, as a member would, and returns the emailed link. */
export async function requestMagicLink(page: Page, email: string): Promise<string> {
  await page.goto('/onboard/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'we sent it a sign-in link' })).toContainText(email)
  return emailLink(page, { to: email, subject: /sign-in link$/, link: /magic-link\/verify/ })
}
