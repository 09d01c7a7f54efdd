#!/usr/bin/env node
// One entry point for running the product: starts the embedded PostgreSQL when DATABASE_URL is
// empty, builds when the sources changed, and hands over to Next (which migrates and seeds at
// start, see src/instrumentation.ts). Stops the database when the app stops.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { buildIsStale } from './lib/build-inputs.mjs'
import { addCompileHints } from './lib/compile-hints.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { precompressStaticFiles } from './lib/precompress.mjs'
import {
  dataDir,
  embeddedDatabaseSecrets,
  ensureDevelopmentSecrets,
  loadDotEnv,
  preloadOption,
  root,
  scriptCommand,
} from './lib/runtime-env.mjs'

const command = process.argv[2] ?? 'start'
const extraArgs = process.argv.slice(3)
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

loadDotEnv()
ensureDevelopmentSecrets()
const port = process.env.PORT || '3000'
process.env.PORT = port
// Loopback unless told otherwise: a fresh install (development secrets, a generated operator
// password) is not reachable from the network. Behind a proxy or load balancer on another host,
// HOST=0.0.0.0 (docs/deploy.md).
const host = process.env.HOST || '127.0.0.1'
if (!process.env.SITE_URL) process.env.SITE_URL = `http://localhost:${port}`

/**
 * Next servers get the connection's address stamped on every request (client-address.ts), and
 * anonymous visitors' stored pages answered before Next routes the request (page-cache-door.mjs).
 */
const serverEnv = () => ({
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, preloadOption('connection-address.mjs'), preloadOption('page-cache-door.mjs')]
    .filter(Boolean)
    .join(' '),
})

/**
 * After every build and before every start (a build made before the launcher did these gets them
 * too): V8's compile hint on the chunks the pages run as they load (compile-hints.mjs), then the
 * brotli and gzip copies of the browser's files that the front door serves (precompress.mjs). Both
 * only make the app faster: if either fails, the app still runs (Next compresses per request).
 */
async function prepareBuiltFiles() {
  try {
    const changed = addCompileHints(root)
    if (changed) console.log(`[launch] compile hints added to ${changed} page chunks`)
  } catch (error) {
    console.warn(`[launch] compile hints not added: ${error instanceof Error ? error.message : error}`)
  }
  try {
    const started = Date.now()
    const { compressed } = await precompressStaticFiles(root)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (compressed) console.log(`[launch] ${compressed} scripts and style sheets compressed in ${seconds} s`)
  } catch (error) {
    console.warn(`[launch] scripts not precompressed: ${error instanceof Error ? error.message : error}`)
  }
}

async function build(args, track) {
  const code = await run(bin('next'), ['build', ...args], track)
  if (code === 0) await prepareBuiltFiles()
  return code
}

function run(cmd, args, { onSpawn, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env })
    onSpawn?.(child)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

let database
let current
let isStopping = false

async function shutdown(code) {
  if (database) await database.stop().catch(() => {})
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (isStopping) return
    isStopping = true
    // The child gets the signal too when it comes from a terminal; forwarding is harmless.
    if (current && current.exitCode === null) current.kill(signal)
    else shutdown(0)
  })
}

// When whoever started us dies without stopping us (a killed test runner, a closed terminal),
// stop too rather than leave the app and its database running as orphans.
const parentAtStart = process.ppid
setInterval(() => {
  if (parentAtStart !== 1 && process.ppid !== parentAtStart && !isStopping) {
    isStopping = true
    if (current && current.exitCode === null) current.kill('SIGTERM')
    else shutdown(0)
  }
}, 2000).unref()

async function main() {
  if (!process.env.DATABASE_URL && command !== 'build') {
    const pgPort = Number(process.env.EMBEDDED_PG_PORT || 54329)
    database = await startEmbeddedPostgres({
      dataDir: path.join(dataDir(), 'postgres'),
      port: pgPort,
      database: 'app',
      // The app connects as its own role, owner of the `app` database only (not as the superuser).
      ...embeddedDatabaseSecrets(),
      log: (line) => {
        if (line.startsWith('Replaced the default superuser password')) console.log(`[launch] ${line}`)
      },
    })
    process.env.DATABASE_URL = database.url
    console.log(`[launch] embedded PostgreSQL on 127.0.0.1:${pgPort} (data in ${path.relative(root, dataDir())}/postgres)`)
  }

  const track = { onSpawn: (child) => (current = child) }
  let code = 0
  switch (command) {
    case 'dev':
      code = await run(bin('next'), ['dev', '-H', host, '-p', port, ...extraArgs], { ...track, env: serverEnv() })
      break
    case 'build':
      code = await build(extraArgs, track)
      break
    case 'start':
      if (buildIsStale(root)) {
        console.log('[launch] building the app (sources changed since the last build)')
        code = await build([], track)
      } else await prepareBuiltFiles()
      if (code === 0 && !isStopping) code = await run(bin('next'), ['start', '-H', host, '-p', port, ...extraArgs], { ...track, env: serverEnv() })
      break
    case 'migrate':
    case 'seed':
      code = await run(...scriptCommand(`scripts/${command}.ts`, extraArgs), track)
      break
    case 'auth-sql':
      code = await run(bin('tsx'), ['scripts/generate-auth-migration.ts'], track)
      break
    case 'migrate:create':
      code = await run(bin('payload'), ['migrate:create', ...extraArgs], track)
      break
    default:
      console.error(`Unknown command "${command}". Use dev, build, start, migrate, migrate:create or seed.`)
      code = 2
  }
  await shutdown(isStopping ? 0 : code)
}

main().catch(async (error) => {
  console.error(`[launch] ${error instanceof Error ? error.message : error}`)
  await shutdown(1)
})
