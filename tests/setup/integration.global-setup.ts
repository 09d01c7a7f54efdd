/**
 * Integration tests run against a real PostgreSQL: the embedded cluster (or TEST_DATABASE_URL's
 * server). A template database is migrated and seeded once; each Vitest worker then gets its own
 * copy (see integration.setup.ts).
 */
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import fs from 'node:fs'

import {
  dropDatabase,
  ensureDatabase,
  findFreePort,
  startEmbeddedPostgres,
  terminateConnections,
} from '../../scripts/lib/embedded-postgres.mjs'
import { ensureDevelopmentSecrets, root } from '../../scripts/lib/runtime-env.mjs'

const TEMPLATE = 'app_test_template'

export default async function setup(project: TestProject) {
  process.env.DATA_DIR = process.env.TEST_DATA_DIR || '.data/test'
  ensureDevelopmentSecrets()

  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL
  let stop = async () => {}
  if (!adminUrl) {
    // A port and data directory of this run's own, so runs side by side never collide.
    const port = Number(process.env.TEST_PG_PORT) || (await findFreePort())
    const dataDir = path.join(root, process.env.DATA_DIR, `postgres-${port}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    const cluster = await startEmbeddedPostgres({ dataDir, port, database: 'postgres' })
    adminUrl = cluster.adminUrl
    stop = async () => {
      await cluster.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
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
