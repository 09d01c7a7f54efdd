/**
 * Integration tests run against a real PostgreSQL: the embedded cluster (or TEST_DATABASE_URL's
 * server). A template database is migrated and seeded once; each Vitest worker then gets its own
 * copy (see integration.setup.ts).
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
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
import {
  ensureDevelopmentSecrets,
  root,
  scriptCommand,
  throwawayDatabaseSecrets,
} from '../../scripts/lib/runtime-env.mjs'

const TEMPLATE = 'app_test_template'

/**
 * embedded-postgres stops its clusters at 'beforeExit' through async-exit-hook, which then ends the
 * process with `process.exit(0)`: Vitest would exit with status 0 whatever failed. This run stops
 * its cluster itself (below), so the hooks on the process's end are let go ('exit' too, where the
 * library's hook would be called without its callback and throw); those on signals stay.
 */
function keepVitestExitStatus() {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as { unhookEvent(event: string): void }
  exitHook.unhookEvent('beforeExit')
  exitHook.unhookEvent('exit')
}

export default async function setup(project: TestProject) {
  keepVitestExitStatus()
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

  // Migrated and seeded by `scripts/seed.ts` in a process of its own (tsx with the launcher's
  // options, as `npm run seed`), not imported here: loading the app's module graph through
  // Vitest's module runner in this main process sometimes never settled (no I/O pending, CI held
  // to its limit), and nothing bounds a global setup's time.
  await runSeed(templateUrl)
  await terminateConnections(adminUrl, TEMPLATE)
}

const SEED_TIMEOUT_MS = 300_000

function runSeed(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const [command, args] = scriptCommand('scripts/seed.ts')
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SKIP_REVALIDATE: '1' },
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`Migrating and seeding the test template took over ${SEED_TIMEOUT_MS / 1000} s.`))
    }, SEED_TIMEOUT_MS)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`Migrating and seeding the test template failed (exit ${code ?? signal}).`))
    })
  })
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; appUrl: string; owner: string | undefined; template: string }
  }
}
