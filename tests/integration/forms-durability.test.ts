/**
 * Durability of an accepted submission (issue 7): a form answered with 200 just before the
 * database restarts is still there after it. The test runs its own embedded PostgreSQL cluster
 * (own data directory and port), so stopping it cannot disturb the other tests' database. The app
 * modules are imported only after DATABASE_URL points at that cluster: this file's module graph
 * (Payload, the env, the pools) is its own, as Vitest isolates each test file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Migration } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'
import { throwawayDatabaseSecrets } from '../../scripts/lib/runtime-env.mjs'

type Cluster = Awaited<ReturnType<typeof startEmbeddedPostgres>>

const DATABASE = 'forms_restart'
let port = 0
let dataDir = ''
let cluster: Cluster | undefined
// One pair of passwords for both starts: the restart must find the same roles.
const secrets = throwawayDatabaseSecrets()

beforeAll(async () => {
  port = await findFreePort()
  dataDir = path.resolve('.data/test', `postgres-forms-restart-${port}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  cluster = await startEmbeddedPostgres({ dataDir, port, database: DATABASE, ...secrets })
  process.env.DATABASE_URL = cluster.url
  const { getPayloadClient } = await import('@/server/payload')
  const { migrations } = await import('@/migrations')
  const payload = await getPayloadClient()
  // The committed migrations, as bootstrap() applies them (no seed: the test needs none).
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
})

afterAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  const { closePayload } = await import('@/server/bootstrap')
  const { getPool } = await import('@/server/db')
  await closePayload(await getPayloadClient()).catch(() => {})
  await Promise.race([getPool().end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000))])
  await cluster?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** What is in the cluster, asked over a connection of its own (not the app's pools). */
async function storedSubmissions(email: string) {
  const client = new pg.Client({ connectionString: cluster!.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ form: string; form_type: string; company: string; status: string; data: Record<string, unknown> }>(
      'select form, form_type, company, status, data from form_submissions where email = $1',
      [email],
    )
    return rows
  } finally {
    await client.end()
  }
}

describe('a submission accepted just before a database restart', () => {
  it('is still there after the restart', async () => {
    const { POST: submitForm } = await import('@/app/api/forms/route')
    const { env } = await import('@/server/env')
    const { getPayloadClient } = await import('@/server/payload')
    const email = `restart-${randomUUID().slice(0, 8)}@durability-test.example.com`
    const body = JSON.stringify({
      formType: 'leads',
      form: 'simple-lead',
      formData: { firstName: 'Priya', lastName: 'Nair', email, company: 'Nair Bookkeeping', pageSource: 'contact' },
    })
    const response = await submitForm(
      new Request(`${env.SITE_URL}/api/forms`, {
        method: 'POST',
        headers: {
          origin: env.SITE_URL,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'x-ea-connection-address': `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`,
        },
        body,
      }),
    )
    expect(response.status).toBe(200)
    // Written into this test's own cluster (so the restart below is the one that matters).
    expect(await storedSubmissions(email)).toHaveLength(1)

    // Right after the 200: a fast shutdown (SIGINT: open sessions are cut, nothing is waited
    // for), then the server starts again on the same data directory and port.
    await cluster!.stop()
    cluster = await startEmbeddedPostgres({ dataDir, port, database: DATABASE, ...secrets })

    expect(await storedSubmissions(email)).toEqual([
      {
        form: 'simple-lead',
        form_type: 'leads',
        company: 'Nair Bookkeeping',
        status: 'new',
        data: expect.objectContaining({ firstName: 'Priya', lastName: 'Nair', email, company: 'Nair Bookkeeping' }),
      },
    ])
    // The app finds it too, once its pools have replaced the connections the restart cut.
    const payload = await getPayloadClient()
    const find = () => payload.find({ collection: 'form-submissions', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
    const found = await find().catch(find)
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]).toMatchObject({ form: 'simple-lead', company: 'Nair Bookkeeping', status: 'new' })
  })
})
