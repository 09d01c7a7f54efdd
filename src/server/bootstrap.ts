import config from '@payload-config'
import pg from 'pg'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Migration, type Payload } from 'payload'

import { migrations } from '@/migrations'
import { isDatabaseEmpty, seed } from '@/seed'
import { assertMailConfigured, env } from '@/server/env'

/** Any fixed number: every app instance takes the same lock, so one migrates while others wait. */
const BOOT_LOCK_ID = 4_242_001

async function withBootLock<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BOOT_LOCK_ID])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [BOOT_LOCK_ID]).catch(() => {})
    await client.end()
  }
}

/**
 * Brings the database up to date before the first request: committed migrations, then the seed
 * on an empty database. Safe to run from several instances at once.
 */
export async function bootstrap({ forceSeed = false } = {}): Promise<Payload> {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: start the app with `npm start`.')
  assertMailConfigured()
  const payload = await getPayload({ config })
  await withBootLock(async () => {
    // Payload types migrations with `unknown` arguments; ours take the Postgres adapter's.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    // Payload says nothing when no migration was due: say what state the database is in.
    const { totalDocs: applied } = await payload.count({ collection: 'payload-migrations', overrideAccess: true })
    payload.logger.info(`Database up to date: ${applied} of ${migrations.length} migrations applied.`)
    if (forceSeed || (await isDatabaseEmpty(payload))) {
      const created = await seed(payload)
      if (created.length) payload.logger.info(`Seeded: ${created.join(', ')}`)
      else payload.logger.info('Seed: nothing was missing; every seeded document is in place.')
    }
  })
  return payload
}

/**
 * Payload's destroy() leaves its connection pool open, and Payload keeps one client checked out
 * for good, so pool.end() would wait forever: scripts and tests close what can be closed and stop
 * waiting after a second (the process or the test database goes away right after). The timer is
 * deliberately not unref'd: if it were, a script whose pool never drains would leave its top-level
 * await unsettled and Node would exit with code 13.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as Partial<PostgresAdapter>).pool
  await payload.destroy()
  if (!pool) return
  pool.on('error', () => {})
  await Promise.race([pool.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000))])
}
