/**
 * A change made outside any request (the job that marks ended events completed) expires the pages'
 * tags by asking the server itself: a signed POST to /api/internal/expire-tags. Here the change is
 * made in the database directly, as the job's own write would be without its hooks, and the
 * signed request is what brings the event lists up to date.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { EXPIRE_SIGNATURE_HEADER, EXPIRE_TAGS_PATH, expireSignature } from '../../src/server/background-expiry'
import { e2eDatabaseUrl } from './database'
import { E2E } from './env'
import { expect, test } from './fixtures'

const secret = () =>
  (JSON.parse(fs.readFileSync(path.join(E2E.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>).PAYLOAD_SECRET!

test('a signed request from the server itself expires the event lists; anything else is refused', async ({ page }) => {
  await page.goto('/community/events')
  const upcoming = page.getByRole('region', { name: 'Upcoming events' })
  const title = (await upcoming.getByRole('heading', { level: 3 }).first().textContent())?.trim()
  expect(title, 'an upcoming event is listed').toBeTruthy()

  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  const post = (body: string, signature?: string) =>
    page.request.post(EXPIRE_TAGS_PATH, {
      data: body,
      headers: { 'content-type': 'application/json', ...(signature ? { [EXPIRE_SIGNATURE_HEADER]: signature } : {}) },
    })
  const expire = async () => {
    const body = JSON.stringify({ tags: ['collection:events'], at: Date.now() })
    expect((await post(body, expireSignature(secret(), body))).status()).toBe(204)
  }
  try {
    const { rows } = await db.query<{ id: number }>(
      'update events set event_complete_status = true where event_title = $1 and event_complete_status = false returning id',
      [title],
    )
    expect(rows.length).toBeGreaterThan(0)
    // Written without the hooks: the stored lists still say upcoming.
    await page.reload()
    await expect(upcoming.getByRole('heading', { level: 3, name: title })).toBeVisible()

    const body = JSON.stringify({ tags: ['collection:events'], at: Date.now() })
    expect((await post(body)).status()).toBe(403)
    expect((await post(body, expireSignature('not-the-secret-of-this-server-at-all', body))).status()).toBe(403)
    const old = JSON.stringify({ tags: ['collection:events'], at: Date.now() - 5 * 60_000 })
    expect((await post(old, expireSignature(secret(), old))).status()).toBe(403)

    await expire()
    await page.reload()
    await expect(upcoming.getByRole('heading', { level: 3, name: title })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Past events' }).getByRole('heading', { level: 3, name: title })).toBeVisible()
  } finally {
    await db.query('update events set event_complete_status = false where event_title = $1', [title])
    await db.end()
    await expire()
  }
})
