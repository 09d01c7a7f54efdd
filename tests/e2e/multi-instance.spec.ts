/**
 * Issue 10, several instances: a second app instance on the suite's PostgreSQL and Redis. A publish
 * through the first instance must reach the second within 1 second, both its anonymous page cache
 * and its data cache (a request with a session cookie skips the page cache and renders from the
 * data cache). docs/deploy.md quotes the latencies this prints.
 */
import { type ChildProcess, spawn } from 'node:child_process'

import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { stopProcess } from '../../scripts/lib/stop-process.mjs'

import { clientAddress } from './auth-helpers'
import { createPlusMember, recordOrder } from './dashboard-helpers'
import { e2eDatabaseUrl } from './database'
import { E2E } from './env'
import { expect, operatorApi, test } from './fixtures'

const second = `http://localhost:${E2E.secondPort}`
const TRIES = 5
/** A cookie that looks like a session: the page cache is skipped, the (invalid) session is anonymous. */
const SESSION_LIKE = { cookie: 'better-auth.session_token=not-a-session' }

let instance: ChildProcess | undefined
let output = ''

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000)
  const startedAt = Date.now()
  instance = spawn('node', ['scripts/launch.mjs', 'start'], {
    env: {
      ...process.env,
      PORT: String(E2E.secondPort),
      // One site behind a load balancer: both instances have its address.
      SITE_URL: E2E.baseURL,
      DATA_DIR: E2E.dataDir,
      DATABASE_URL: e2eDatabaseUrl(),
      REDIS_URL: E2E.redisUrl,
      ADMIN_EMAIL: E2E.operator.email,
      ADMIN_PASSWORD: E2E.operator.password,
      TRUSTED_PROXY_HOPS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  instance.stdout!.on('data', (chunk) => (output += chunk))
  instance.stderr!.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 140_000
  for (;;) {
    if (instance.exitCode !== null) throw new Error(`The second instance exited (${instance.exitCode}):\n${output}`)
    const healthy = await fetch(`${second}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) {
      console.log(`[multi-instance] second instance healthy ${Date.now() - startedAt} ms after its start`)
      break
    }
    if (Date.now() > deadline) throw new Error(`The second instance did not become healthy:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})

test.afterAll(async () => {
  if (instance) await stopProcess(instance, { graceMs: 20_000 })
})

async function read(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' })
  return { status: response.status, cache: response.headers.get('x-ea-page-cache'), html: await response.text() }
}

/** Milliseconds until both the page cache and the data cache of the second instance show the text. */
async function visibleOnSecond(pathname: string, text: string, since: number): Promise<number> {
  for (;;) {
    const [anonymous, withSession] = await Promise.all([
      read(`${second}${pathname}`),
      read(`${second}${pathname}`, SESSION_LIKE),
    ])
    if (anonymous.html.includes(text) && withSession.html.includes(text)) return Date.now() - since
    if (Date.now() - since > 5_000) {
      throw new Error(
        `After 5 s the second instance still shows the old ${pathname}: anonymous (${anonymous.cache}) ` +
          `${anonymous.html.includes(text) ? 'new' : 'old'}, session-like (rendered from the data cache) ` +
          `${withSession.html.includes(text) ? 'new' : 'old'}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits until the second instance answers the page from its page cache, with this text. */
async function heldInPageCache(pathname: string, text: string) {
  await expect
    .poll(
      async () => {
        const answer = await read(`${second}${pathname}`)
        return answer.cache === 'HIT' && answer.html.includes(text)
      },
      { timeout: 3_000, intervals: [50] },
    )
    .toBe(true)
}

test.describe('two instances on one PostgreSQL and one Redis', () => {
  let api: APIRequestContext

  test.beforeAll(async () => {
    api = await operatorApi()
  })
  test.afterAll(async () => {
    await api.dispose()
  })

  test('a publish through the first instance is visible on the second within 1 second', async () => {
    const slug = `shared-cache-${Date.now()}`
    const headline = (round: number) => `Payroll help for small teams, round ${round}`
    const created = await api.post('/cms-api/pages', {
      data: {
        pageName: 'Shared cache check',
        slug,
        pagePath: '',
        _status: 'published',
        layout: [{ blockType: 'hero', headline: headline(0) }],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
    const pathname = `/${slug}`

    // The second instance fills its page cache and reads the data cache. Next expires the tags of
    // the creation (and so announces it) after answering, so the page cache may be emptied once more.
    expect((await read(`${second}${pathname}`)).html).toContain(headline(0))
    await heldInPageCache(pathname, headline(0))
    const rendered = await read(`${second}${pathname}`, SESSION_LIKE)
    expect(rendered.cache).toBeNull()
    expect(rendered.html).toContain(headline(0))

    const latencies: number[] = []
    for (let round = 1; round <= TRIES; round++) {
      // Both caches of the second instance hold the previous version.
      await heldInPageCache(pathname, headline(round - 1))
      const published = await api.patch(`/cms-api/pages/${pageId}`, {
        data: { layout: [{ blockType: 'hero', headline: headline(round) }], _status: 'published' },
      })
      expect(published.ok(), await published.text()).toBe(true)
      const latency = await visibleOnSecond(pathname, headline(round), Date.now())
      latencies.push(latency)
      expect(latency, `round ${round}`).toBeLessThan(1_000)
      expect((await read(`${second}${pathname}`)).html).not.toContain(headline(round - 1))
    }
    const sorted = [...latencies].sort((a, b) => a - b)
    console.log(
      `[multi-instance] publish on instance 1 -> visible on instance 2 (page cache and data cache), ${TRIES} tries: ` +
        `${latencies.join(', ')} ms (median ${sorted[Math.floor(TRIES / 2)]} ms, max ${sorted.at(-1)} ms)`,
    )

    const deleted = await api.delete(`/cms-api/pages/${pageId}`)
    expect(deleted.ok()).toBe(true)
    const since = Date.now()
    await expect
      .poll(async () => (await read(`${second}${pathname}`)).status, { timeout: 1_000, intervals: [20] })
      .toBe(404)
    expect(Date.now() - since).toBeLessThan(1_000)
  })

  test('an order recorded through the first instance reaches a Plus member’s savings on the second within 1 second', async () => {
    const member = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })
    try {
      const { businessAccountId } = await createPlusMember(member, 'savings-two-instances')
      const cookie = (await member.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
      const savingsOnSecond = async () => {
        const answer = await fetch(`${second}/api/savings`, { headers: { cookie } })
        const { summary } = (await answer.json()) as { summary: { savedSinceJoiningCents: number } }
        return { cache: answer.headers.get('x-ea-page-cache'), cents: summary.savedSinceJoiningCents }
      }
      // The second instance checks the session, reads the savings and keeps them.
      expect((await fetch(`${second}/dashboard`, { headers: { cookie, accept: 'text/html' } })).status).toBe(200)
      await expect.poll(async () => (await savingsOnSecond()).cache, { timeout: 5_000 }).toBe('HIT')

      const since = Date.now()
      // 3 × (12.49 − 8.99)
      await recordOrder(api, businessAccountId, { quantity: 3, programPrice: 8.99, retailPrice: 12.49, description: 'Toner, black' })
      await expect.poll(async () => (await savingsOnSecond()).cents, { timeout: 1_000, intervals: [20] }).toBe(1_050)
      console.log(`[multi-instance] order recorded on instance 1 -> in the savings on instance 2: ${Date.now() - since} ms`)
    } finally {
      await member.dispose()
    }
  })
})
