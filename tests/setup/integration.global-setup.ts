/**
 * Integration tests run against a real PostgreSQL: the embedded cluster (or TEST_DATABASE_URL's
 * server). A template database is migrated and seeded once; each Vitest worker then gets its own
 * copy (see integration.setup.ts).
 */
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { dropDatabase, ensureDatabase, startEmbeddedPostgres, terminateConnections } from '../../scripts/lib/embedded-postgres.mjs'
import { ensureDevelopmentSecrets, root } from '../../scripts/lib/runtime-env.mjs'

const TEMPLATE = 'app_test_template'

export default async function setup(project: TestProject) {
  process.env.DATA_DIR = process.env.TEST_DATA_DIR || '.data/test'
  ensureDevelopmentSecrets()

  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL
  let stop = async () => {}
  if (!adminUrl) {
    const cluster = await startEmbeddedPostgres({
      dataDir: path.join(root, process.env.DATA_DIR, 'postgres'),
      port: Number(process.env.TEST_PG_PORT || 54339),
      database: 'postgres',
    })
    adminUrl = cluster.adminUrl
    stop = cluster.stop
  }

  try {
    await prepareTemplate(adminUrl)
  } catch (error) {
    await stop()
    throw error
  }

  project.provide('testDatabase', { adminUrl, template: TEMPLATE })
  return async () => {
    await stop()
  }
}

async function prepareTemplate(adminUrl: string) {
  // A fresh template every run, so tests never depend on leftovers of an earlier one.
  await dropDatabase(adminUrl, TEMPLATE)
  await ensureDatabase(adminUrl, TEMPLATE)
  const templateUrl = adminUrl.replace(/\/[^/]*$/, `/${TEMPLATE}`)
  process.env.DATABASE_URL = templateUrl
  process.env.PAYLOAD_SKIP_REVALIDATE = '1'

  const { bootstrap, closePayload } = await import('../../src/server/bootstrap')
  const payload = await bootstrap()
  await closePayload(payload)
  const { getPool } = await import('../../src/server/db')
  await getPool()
    .end()
    .catch(() => {})
  await terminateConnections(adminUrl, TEMPLATE)
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string }
  }
}
