/**
 * Integration tests run against a real PostgreSQL: the embedded cluster (or TEST_DATABASE_URL's
 * server). A template database is migrated and seeded once; each Vitest worker then gets its own
 * copy (see integration.setup.ts).
 */
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import fs from 'node:fs'

import {
  APP_ROLE,
  dropDatabase,
  ensureDatabase,
  findFreePort,
  startEmbeddedPostgres,
  terminateConnections,
} from '../../scripts/lib/embedded-postgres.mjs'
import { ensureDevelopmentSecrets, root, throwawayDatabaseSecrets } from '../../scripts/lib/runtime-env.mjs'

const TEMPLATE = 'app_test_template'

export default async function setup(project: TestProject) {
  process.env.DATA_DIR = process.env.TEST_DATA_DIR || '.data/test'
  ensureDevelopmentSecrets()

  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL
  // The app's connection: on the embedded cluster the app's own role (not a superuser), as in
  // `npm start`; on a server of TEST_DATABASE_ADMIN_URL, that URL's role.
  let appUrl = adminUrl
  let owner: string | undefined
  let stop = async () => {}
  if (!adminUrl) {
    // A port and data directory of this run's own, so runs side by side never collide.
    const port = Number(process.env.TEST_PG_PORT) || (await findFreePort())
    const dataDir = path.join(root, process.env.DATA_DIR, `postgres-${port}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    const cluster = await startEmbeddedPostgres({ dataDir, port, ...throwawayDatabaseSecrets() })
    adminUrl = cluster.adminUrl
    appUrl = cluster.appUrlFor(TEMPLATE)
    owner = APP_ROLE
    stop = async () => {
      await cluster.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }

  try {
    await prepareTemplate(adminUrl, appUrl!, owner)
  } catch (error) {
    await stop()
    throw error
  }

  project.provide('testDatabase', { adminUrl, appUrl: appUrl!, owner, template: TEMPLATE })
  return async () => {
    await stop()
  }
}

async function prepareTemplate(adminUrl: string, appUrl: string, owner: string | undefined) {
  // A fresh template every run, so tests never depend on leftovers of an earlier one.
  await dropDatabase(adminUrl, TEMPLATE)
  await ensureDatabase(adminUrl, TEMPLATE, { owner })
  const templateUrl = appUrl.replace(/\/[^/]*$/, `/${TEMPLATE}`)
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
    testDatabase: { adminUrl: string; appUrl: string; owner: string | undefined; template: string }
  }
}
