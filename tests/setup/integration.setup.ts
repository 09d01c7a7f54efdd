/**
 * Runs in every integration worker before its test files load: points DATABASE_URL at the
 * worker's own copy of the migrated, seeded template, as the app's own role on the embedded cluster.
 */
import { inject } from 'vitest'

import { dropDatabase, ensureDatabase } from '../../scripts/lib/embedded-postgres.mjs'

const { adminUrl, appUrl, owner, template } = inject('testDatabase')
const database = `app_test_w${process.env.VITEST_POOL_ID ?? '0'}`

const globalForSetup = globalThis as typeof globalThis & { __workerDatabase?: string }
if (globalForSetup.__workerDatabase !== database) {
  await dropDatabase(adminUrl, database)
  await ensureDatabase(adminUrl, database, { template, owner })
  globalForSetup.__workerDatabase = database
}
process.env.DATABASE_URL = appUrl.replace(/\/[^/]*$/, `/${database}`)
process.env.PAYLOAD_SKIP_REVALIDATE = '1'
