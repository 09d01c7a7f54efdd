import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/track/route'
import { getPool } from '@/server/db'
import { TRACKING_DDL } from '@/server/tracking/ddl'

import { findFreePort, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'
import { throwawayDatabaseSecrets } from '../../scripts/lib/runtime-env.mjs'
import {
  type CookieJar,
  SITE,
  cleanUpMembers,
  freshIp,
  jsonRequest,
  signUpMember,
  signUpPlusMember,
} from './support/members'

afterAll(cleanUpMembers)

function send(body: unknown, { jar, ip = freshIp() }: { jar?: CookieJar; ip?: string } = {}) {
  return POST(jsonRequest('/api/track', jar ?? null, body, { headers: { 'x-ea-connection-address': ip } }))
}

const event = (marker: string, extra: Record<string, unknown> = {}) => ({
  eventType: 'CLICK_CONTINUE',
  elementId: marker,
  label: 'Continue',
  path: '/programs?ref=mail',
  timestamp: Date.now(),
  metadata: { context: 'hero' },
  ...extra,
})

async function storedRows(marker: string, pool: pg.Pool = getPool()) {
  const { rows } = await pool.query<{
    user_id: string | null
    user_type: string
    client_net: string
    path: string
    metadata: unknown
  }>('select user_id, user_type, client_net, path, metadata from tracking.event where element_id = $1', [marker])
  return rows
}

describe('POST /api/track', () => {
  it('stores a visitor batch with a truncated address, no query string and no browser userId', async () => {
    const marker = `visitor-${randomUUID()}`
    const response = await send(
      { events: [event(marker, { userId: 'forged-user' }), event(marker)] },
      { ip: '203.0.113.77' },
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 2 })
    const rows = await storedRows(marker)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row).toEqual({
        user_id: null,
        user_type: 'VISITOR',
        client_net: '203.0.113.0/24',
        path: '/programs',
        metadata: { context: 'hero' },
      })
    }
  })

  it("attaches the session's member id and ignores the userId the browser sends", async () => {
    const member = await signUpMember({ firstName: 'Mara', lastName: 'Okafor' })
    const marker = `member-${randomUUID()}`
    const response = await send({ events: [event(marker, { userId: 'someone-else' })] }, { jar: member.jar })
    expect(response.status).toBe(202)
    const rows = await storedRows(marker)
    expect(rows.map((row) => [row.user_id, row.user_type])).toEqual([[member.id, 'MEMBER']])
  })

  it("marks a Plus member's events PLUS (the member's business account, read by the session's id)", async () => {
    const member = await signUpPlusMember({ firstName: 'Tomas', lastName: 'Reyes' })
    const marker = `plus-${randomUUID()}`
    expect((await send({ events: [event(marker)] }, { jar: member.jar })).status).toBe(202)
    const rows = await storedRows(marker)
    expect(rows.map((row) => [row.user_id, row.user_type])).toEqual([[member.id, 'PLUS']])
  })

  it.each([
    ['not JSON', '{"events": [', 'The batch is not valid JSON.'],
    ['no events', { events: [] }, 'events: The batch has no events.'],
    ['not a batch', [{ eventType: 'PAGE_VIEW' }], 'batch: '],
    ['a bad event type', { events: [{ eventType: 'drop table' }] }, 'events.0.eventType: eventType must be'],
    [
      'a relative path',
      { events: [{ eventType: 'PAGE_VIEW', path: 'home' }] },
      'events.0.path: path must start with /.',
    ],
    [
      'a NUL character',
      { events: [{ eventType: 'PAGE_VIEW', path: '/home\u0000' }] },
      'events.0.path: must not contain NUL',
    ],
    [
      'a lone surrogate in metadata (jsonb refuses it; the tracker must not resend it forever)',
      { events: [{ eventType: 'PAGE_VIEW', path: '/x', metadata: { a: '\ud800' } }] },
      'events.0.metadata.a: must not contain NUL characters or unpaired surrogates.',
    ],
    [
      'a NUL in metadata',
      { events: [{ eventType: 'CLICK', metadata: { note: 'a\u0000b' } }] },
      'events.0.metadata.note',
    ],
  ])('refuses %s with 400 and a reason', async (_name, body, reason) => {
    const response = await send(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { code: string; message: string }
    expect(answer.code).toBe('INVALID_BATCH')
    expect(answer.message).toContain(reason)
  })

  it('refuses a batch of more than 100 events, or one bad event, and stores none of it', async () => {
    const marker = `oversized-${randomUUID()}`
    const tooMany = await send({ events: Array.from({ length: 101 }, () => event(marker)) })
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as { message: string }).message).toBe('events: A batch holds at most 100 events.')

    const oneBad = await send({ events: [event(marker), event(marker, { eventType: 'bad type' })] })
    expect(oneBad.status).toBe(400)
    expect(await storedRows(marker)).toHaveLength(0)
  })

  it('refuses a body over 64 kB with 400 and stores nothing', async () => {
    const marker = `large-${randomUUID()}`
    const events = Array.from({ length: 90 }, () =>
      event(marker, { label: 'x'.repeat(190), metadata: { note: 'y'.repeat(500) } }),
    )
    const body = JSON.stringify({ events })
    expect(body.length).toBeGreaterThan(64 * 1024)
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe('The batch is larger than 64 kB.')
    expect(await storedRows(marker)).toHaveLength(0)
  })

  it('refuses a cross-site batch', async () => {
    const response = await POST(
      new Request(`${SITE}/api/track`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ events: [event('cross-site')] }),
      }),
    )
    expect(response.status).toBe(403)
  })

  it('answers 429 once a client exceeds TRACK_RATE_LIMIT batches in a minute', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i <= 120; i += 1) statuses.push((await send('{', { ip })).status)
    expect(statuses.slice(0, 120).every((status) => status === 400)).toBe(true)
    const limited = await send({ events: [event('limited')] }, { ip })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('POST /api/track across a database restart', () => {
  it('acknowledges only what is stored: every 202 batch is in the table, the rest get 5xx', async () => {
    const port = await findFreePort()
    const secrets = throwawayDatabaseSecrets()
    const dataDir = path.resolve('.data/test', `postgres-track-restart-${port}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    let cluster = await startEmbeddedPostgres({ dataDir, port, database: 'tracking_restart', ...secrets })
    const setup = new pg.Client({ connectionString: cluster.url })
    await setup.connect()
    await setup.query(TRACKING_DDL)
    await setup.end()

    const holder = globalThis as typeof globalThis & { __appPool?: pg.Pool }
    const original = holder.__appPool
    const pool = new pg.Pool({ connectionString: cluster.url, max: 5, connectionTimeoutMillis: 2000 })
    pool.on('error', () => {})
    holder.__appPool = pool
    try {
      const outcomes: { marker: string; status: number }[] = []
      const sendOne = async () => {
        const marker = `restart-${randomUUID()}`
        const response = await send({ events: [event(marker), event(marker)] })
        outcomes.push({ marker, status: response.status })
      }

      await sendOne()
      // Batches in flight while the server goes down, and while it is down.
      const inFlight = Array.from({ length: 10 }, () => sendOne())
      await cluster.stop()
      await Promise.all(inFlight)
      await sendOne()
      cluster = await startEmbeddedPostgres({ dataDir, port, database: 'tracking_restart', ...secrets })
      await sendOne()

      expect(outcomes[0]!.status).toBe(202)
      expect(outcomes.at(-1)!.status).toBe(202)
      expect(outcomes.some((outcome) => outcome.status === 503)).toBe(true)
      for (const outcome of outcomes) {
        expect([202, 503]).toContain(outcome.status)
        if (outcome.status === 202) expect(await storedRows(outcome.marker, pool)).toHaveLength(2)
      }
    } finally {
      holder.__appPool = original
      await pool.end().catch(() => {})
      await cluster.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
