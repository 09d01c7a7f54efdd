import { randomBytes } from 'node:crypto'

import { request as playwrightRequest } from '@playwright/test'

import { clientAddress, createMember, newMember } from './auth-helpers'
import { E2E } from './env'
import { expect, test } from './fixtures'

/** The nonce the response's policy allows, and every nonce attribute in its HTML. */
function nonces(html: string, policy: string) {
  return {
    allowed: /'nonce-([^']+)'/.exec(policy)?.[1],
    inPage: new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])),
  }
}

test('anonymous visitors get the cached page with a fresh nonce on every response', async ({ request }) => {
  const first = await request.get('/about-us')
  const second = await request.get('/about-us')
  expect(second.headers()['x-ea-page-cache']).toBe('HIT')
  const answers = []
  for (const response of [first, second]) {
    expect(response.status()).toBe(200)
    const { allowed, inPage } = nonces(await response.text(), response.headers()['content-security-policy'])
    expect(allowed).toBeTruthy()
    expect([...inPage]).toEqual([allowed])
    answers.push(allowed)
  }
  expect(answers[0]).not.toBe(answers[1])
})

test('a member’s page never reaches an anonymous visitor served right after', async () => {
  const marker = `Zephyrine${randomBytes(4).toString('hex')}`
  const member = newMember('page-cache', { firstName: marker, lastName: 'Okafor' })
  const headers = { 'x-forwarded-for': clientAddress() }
  const memberApi = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: headers })
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: headers })
  try {
    await createMember(memberApi, member)
    const dashboard = await memberApi.get('/dashboard')
    expect(dashboard.status()).toBe(200)
    expect(await dashboard.text(), 'the member sees their own name').toContain(marker)

    for (const path of ['/home', '/benefits', '/onboard/sign-in', '/dashboard']) {
      const asMember = await memberApi.get(path)
      expect(asMember.status(), path).toBe(200)
      expect(asMember.headers()['x-ea-page-cache'], `${path} for a member is rendered for them`).toBeUndefined()
      const asVisitor = await anonymous.get(path)
      const html = await asVisitor.text()
      expect(html, `${path} for an anonymous visitor`).not.toContain(marker)
      expect(html, `${path} for an anonymous visitor`).not.toContain(member.email)
    }
    // The member's /home shows a signed-in header; the visitor's right after it does not.
    const memberHome = await (await memberApi.get('/home')).text()
    const visitorHome = await (await anonymous.get('/home')).text()
    expect(memberHome).not.toEqual(visitorHome)
  } finally {
    await memberApi.dispose()
    await anonymous.dispose()
  }
})
