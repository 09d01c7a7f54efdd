import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type APIResponse, request as playwrightRequest } from '@playwright/test'
import { Client } from 'pg'

import { navigationFromHome } from '../../scripts/lib/navigation.mjs'

import { clientAddress, createMember, newMember } from './auth-helpers'
import { PLUS_BUSINESS, createPlusMember } from './dashboard-helpers'
import { e2eDatabaseUrl } from './database'
import { E2E } from './env'
import { collectConsoleErrors, expect, operatorApi, test } from './fixtures'

/** The nonce the response's policy allows, and every nonce attribute in its HTML. */
function nonces(html: string, policy: string) {
  return {
    allowed: /'nonce-([^']+)'/.exec(policy)?.[1],
    inPage: new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])),
  }
}

/**
 * Two requests for a page, the second answered from the copy the first stored. A publish on any
 * instance sharing the suite's Redis empties the cache at any moment (that is its job), so a pair
 * whose second answer was rendered again is asked for once more, a few times at most.
 */
async function storedThenServed(get: () => Promise<APIResponse>, then: () => Promise<APIResponse> = get) {
  for (let attempt = 1; ; attempt += 1) {
    const first = await get()
    const second = await then()
    if (second.headers()['x-ea-page-cache'] === 'HIT' || attempt === 4) {
      expect(second.headers()['x-ea-page-cache'], 'the second request is answered from the stored copy').toBe('HIT')
      return [first, second] as const
    }
  }
}

/** Next's router asking for a page's React payload from /home, as a click there does. */
async function clickFromHome(context: APIRequestContext, path: string) {
  const { url, headers } = await navigationFromHome(E2E.baseURL, path)
  return context.get(`${url.pathname}${url.search}`, { headers, maxRedirects: 0 })
}

test('a visitor’s click on a link is answered from the stored payload, with a fresh nonce', async ({ request }) => {
  const [first, second] = await storedThenServed(() => clickFromHome(request, '/about-us'))
  const allowed = []
  for (const response of [first, second]) {
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/x-component')
    const payload = await response.text()
    const policyNonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'])?.[1]
    expect(new Set([...payload.matchAll(/"nonce":"([^"]+)"/g)].map((match) => match[1]))).toEqual(
      new Set([policyNonce]),
    )
    allowed.push(policyNonce)
  }
  expect(allowed[0]).not.toBe(allowed[1])
})

test('anonymous visitors get the cached page with a fresh nonce on every response', async ({ request }) => {
  const [first, second] = await storedThenServed(() => request.get('/about-us'))
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
      expect(await asMember.text(), `${path} for the member`).not.toContain('EaStandIn')
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

test('a browser still holding the cookie of a session ended elsewhere gets every page at once', async () => {
  const marker = `Philippa${randomBytes(4).toString('hex')}`
  const headers = { 'x-forwarded-for': clientAddress() }
  const memberApi = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: headers })
  let staleBrowser: APIRequestContext | undefined
  try {
    await createMember(memberApi, newMember('ended-session', { firstName: marker, lastName: 'Achterberg' }))
    expect(await (await memberApi.get('/dashboard')).text()).toContain(marker)
    // The browser keeps its cookie while the session ends (a sign-out on another device, a new password).
    const { cookies } = await memberApi.storageState()
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
    expect(cookie).toMatch(/session_token=/)
    const signOut = await memberApi.post('/api/auth/sign-out', { data: {}, headers: { origin: E2E.baseURL } })
    expect(signOut.status()).toBe(200)

    staleBrowser = await playwrightRequest.newContext({
      baseURL: E2E.baseURL,
      extraHTTPHeaders: { ...headers, cookie },
    })
    // The page cache asks for the session's audience; an answer that clears the cookie is dropped
    // without waiting (src/lib/page-cache.ts, discardBody).
    for (const path of ['/home', '/resources', '/about-us']) {
      const page = await staleBrowser.get(path, { timeout: 15_000 })
      expect(page.status(), path).toBe(200)
      expect(await page.text(), `${path} is a visitor's page`).not.toContain(marker)
    }
    const dashboard = await staleBrowser.get('/dashboard', { maxRedirects: 0, timeout: 15_000 })
    expect(dashboard.status()).toBe(307)
    expect(dashboard.headers().location).toContain('/onboard/sign-in')
  } finally {
    await Promise.all([memberApi, staleBrowser].map((context) => context?.dispose()))
  }
})

test('a member back after more than a day gets their pages at once, and their browser keeps the renewed session', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })
  const db = new Client({ connectionString: e2eDatabaseUrl() })
  const DAY = 24 * 60 * 60
  const sessionCookie = async () => (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'))
  try {
    await createMember(context.request, newMember('renewal', { firstName: 'Evangeline', lastName: 'Osei' }))
    const signedIn = await sessionCookie()
    const token = signedIn?.value.split('.')[0]
    expect(token).toBeTruthy()
    // Signed in two days ago: the session and the browser's cookie both end in five days, and
    // Better Auth renews a session (and its cookie) once it is a day old.
    const fiveDaysOn = Math.floor(Date.now() / 1000) + 5 * DAY
    await context.addCookies([{ ...signedIn!, expires: fiveDaysOn }])
    await db.connect()
    const aged = await db.query(`update auth.session set "expiresAt" = to_timestamp($2) where token = $1`, [
      token,
      fiveDaysOn,
    ])
    expect(aged.rowCount).toBe(1)

    // The page cache's audience question does not renew the session, so pages answer at once.
    for (const path of ['/home', '/resources', '/dashboard']) {
      const page = await context.request.get(path, { timeout: 15_000 })
      expect(page.status(), path).toBe(200)
      expect(await page.text(), `${path} is the member's`).toContain('Log Out')
    }
    // A page in the browser: its live state renews the session and sends the cookie, so the
    // browser's cookie ends when the session does, seven days on, not only the database's.
    const page = await context.newPage()
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Evangeline' })).toBeVisible()
    await expect.poll(async () => (await sessionCookie())?.expires ?? 0).toBeGreaterThan(fiveDaysOn + DAY)
    const { rows } = await db.query<{ ends: number }>(
      `select extract(epoch from "expiresAt")::int as ends from auth.session where token = $1`,
      [token],
    )
    expect(Math.abs(rows[0].ends - ((await sessionCookie())?.expires ?? 0))).toBeLessThan(60)
  } finally {
    await db.end().catch(() => undefined)
    await context.close()
  }
})

test('members share their audience’s copy of a page, and a page that greets them by name stays their own', async () => {
  const headers = { 'x-forwarded-for': clientAddress() }
  const names = [`Ottoline${randomBytes(3).toString('hex')}`, `Bartholo${randomBytes(3).toString('hex')}`]
  const contexts = await Promise.all(
    names.map(() => playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: headers })),
  )
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: headers })
  const operator = await operatorApi()
  const slug = `hello-member-${Date.now()}`
  let pageId: number | undefined
  try {
    for (const [index, context] of contexts.entries()) {
      await createMember(context, newMember('audience', { firstName: names[index], lastName: 'Vance' }))
    }
    // A marketing page everyone in the audience sees alike: the first member's visit stores it,
    // the second member is answered from that copy, which holds neither name.
    const [first, shared] = await storedThenServed(
      () => contexts[0].get('/benefits'),
      () => contexts[1].get('/benefits'),
    )
    expect(first.status()).toBe(200)
    const sharedHtml = await shared.text()
    for (const name of names) expect(sharedHtml).not.toContain(name)
    expect(sharedHtml).not.toContain('EaStandIn')
    // A member's copy is not a visitor's: the visitor's header offers sign-up.
    expect(sharedHtml).not.toEqual(await (await anonymous.get('/benefits')).text())

    // A page that greets the viewer by first name is rendered for each of them.
    const created = await operator.post('/cms-api/pages', {
      data: {
        pageName: 'Hello member',
        slug,
        pagePath: '',
        _status: 'published',
        layout: [{ blockType: 'indexUser', greeting: 'Welcome back' }],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    pageId = ((await created.json()) as { doc: { id: number } }).doc.id
    for (let round = 0; round < 2; round += 1) {
      for (const [index, context] of contexts.entries()) {
        const html = await (await context.get(`/${slug}`)).text()
        expect(html, `${names[index]}, round ${round + 1}`).toContain(`Welcome back, ${names[index]}`)
        expect(html).not.toContain(names[1 - index])
        expect(html).not.toContain('EaStandIn')
      }
      const visitorHtml = await (await anonymous.get(`/${slug}`)).text()
      expect(visitorHtml).toContain('Welcome back, Guest')
      for (const name of names) expect(visitorHtml).not.toContain(name)
      // A click from /home: each member's payload is their own; a visitor's right after holds no name.
      for (const [index, context] of contexts.entries()) {
        const payload = await (await clickFromHome(context, `/${slug}`)).text()
        expect(payload, `${names[index]}'s click, round ${round + 1}`).toContain(names[index])
        expect(payload).not.toContain(names[1 - index])
      }
      for (let visit = 0; visit < 2; visit += 1) {
        const visitorPayload = await clickFromHome(anonymous, `/${slug}`)
        expect(visitorPayload.headers()['content-type']).toContain('text/x-component')
        const text = await visitorPayload.text()
        expect(text).toContain('Guest')
        for (const name of names) expect(text).not.toContain(name)
      }
    }
  } finally {
    if (pageId) await operator.delete(`/cms-api/pages/${pageId}`)
    await Promise.all([...contexts, anonymous, operator].map((context) => context.dispose()))
  }
})

test('a member’s dashboard is served from their audience’s stored copy with their own name written in, escaped', async () => {
  const headers = { 'x-forwarded-for': clientAddress() }
  const tag = randomBytes(3).toString('hex')
  const members = [
    newMember('template', { firstName: `Marisol${tag}`, lastName: 'Quint' }),
    newMember('template', { firstName: `Ines<b>${tag}`, lastName: 'O’Hara & Daughters' }),
  ]
  const contexts = await Promise.all(
    members.map(() => playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: headers })),
  )
  try {
    for (const [index, context] of contexts.entries()) await createMember(context, members[index])
    const [, served] = await storedThenServed(
      () => contexts[0].get('/dashboard'),
      () => contexts[1].get('/dashboard'),
    )
    expect(served.status()).toBe(200)
    const html = await served.text()
    // The second member's name, escaped as React escapes page text; nothing of the first member's.
    expect(html).toContain(`Ines&lt;b&gt;${tag}`)
    expect(html).toContain('O’Hara &amp; Daughters')
    expect(html).not.toContain(`Ines<b>${tag}`)
    expect(html).not.toContain(`Marisol${tag}`)
    expect(html).not.toContain(members[0].email)
    expect(html).not.toMatch(/EaStandIn|ea\.standin|audience-a\.invalid|b-stand\.example|zö other/)
    // One nonce, the policy's, in the assembled page.
    const { allowed, inPage } = nonces(html, served.headers()['content-security-policy'])
    expect([...inPage]).toEqual([allowed])

    // The first member, answered from the same copy, sees their own name only.
    const [, own] = await storedThenServed(
      () => contexts[1].get('/dashboard'),
      () => contexts[0].get('/dashboard'),
    )
    const ownHtml = await own.text()
    expect(ownHtml).toContain(`Marisol${tag}`)
    expect(ownHtml).not.toContain(`Ines&lt;b&gt;${tag}`)
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()))
  }
})

test('in the browser a templated dashboard greets the member by name and draws their initials', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  const tag = randomBytes(3).toString('hex')
  try {
    await createMember(context.request, newMember('template-browser', { firstName: `Rosalind${tag}`, lastName: 'Yeo' }))
    // The first visit stores the audience's copy; the second is answered from it.
    await context.request.get('/dashboard')
    const page = await context.newPage()
    const errors = collectConsoleErrors(page)
    const response = await page.goto('/dashboard')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Rosalind${tag}`)
    const menu = page.getByRole('button', { name: `Account menu for Rosalind${tag} Yeo` })
    await expect(menu).toBeVisible()
    await expect(menu).toContainText('RY')
    expect(errors, 'no hydration mismatch or other error').toEqual([])
  } finally {
    await context.close()
  }
})

test('Plus members share their audience’s dashboard too; each business’s savings and company arrive in the browser', async ({
  browser,
}) => {
  const headers = { 'x-forwarded-for': clientAddress() }
  const tag = randomBytes(3).toString('hex')
  const names = [`Cordelia${tag}`, `Evander${tag}`]
  const contexts = await Promise.all(
    names.map(() => browser.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: headers })),
  )
  try {
    const members = []
    for (const [index, context] of contexts.entries()) {
      members.push(
        await createPlusMember(context.request, 'plus-template', { firstName: names[index], lastName: 'Marsh' }),
      )
    }
    const [, served] = await storedThenServed(
      () => contexts[0].request.get('/dashboard'),
      () => contexts[1].request.get('/dashboard'),
    )
    const html = await served.text()
    expect(html).toContain(names[1])
    expect(html).not.toContain(names[0])
    expect(html).not.toContain(members[0].email)
    expect(html).not.toMatch(/EaStandIn|ea\.standin|audience-a\.invalid|b-stand\.example|zö other|zq0/)
    // The stored page has no business's data: the company and the savings follow in the browser.
    expect(html).not.toContain(PLUS_BUSINESS.company)

    const page = await contexts[1].newPage()
    const errors = collectConsoleErrors(page)
    await page.goto('/dashboard')
    const status = page.getByRole('region', { name: 'Membership status' })
    await expect(status).toContainText('PLUS')
    await expect(status).toContainText(PLUS_BUSINESS.company)
    const savings = page.getByRole('region', { name: 'What membership saved you' })
    await expect(savings).toContainText('No orders are recorded for your business yet.')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(names[1])
    expect(errors).toEqual([])
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
})
