/**
 * A plain node-postgres pool for the product's own SQL (health checks, Better Auth, LISTEN/NOTIFY,
 * tracking). Payload keeps its own pool. No 'server-only' import: scripts and tests load it too.
 */
import pg from 'pg'

import { env } from '@/server/env'

const globalForDb = globalThis as typeof globalThis & { __appPool?: pg.Pool }

export function getPool(): pg.Pool {
  if (!globalForDb.__appPool) {
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: start the app with `npm start`.')
    globalForDb.__appPool = createPool('db', { connectionString: env.DATABASE_URL })
  }
  return globalForDb.__appPool
}

/**
 * A pool of the app's (this one and Better Auth's) that survives a database restart or failover:
 * an idle client losing its connection is logged and replaced by the pool, and a checked-out one
 * keeps a listener of its own (listenForConnectionLoss).
 */
export function createPool(label: string, config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...queryTimeout(),
    onConnect: listenForConnectionLoss,
    ...config,
  })
  pool.on('error', (error) => console.error(`[${label}] idle client error`, error.message))
  return pool
}

/**
 * `onConnect` of every pool (createPool's, and Payload's in payload.config.ts): a database restart
 * or failover must never be an uncaught exception. The pool reports an idle client's lost
 * connection as its own 'error' event, but a checked-out client has no pool listener: `pool.query`
 * listens once while a server shutting down sends two errors (its "terminating connection" notice,
 * then the closed socket), and Payload keeps one client checked out for good. So each client keeps
 * a listener of its own; a running query still rejects.
 */
export function listenForConnectionLoss(client: {
  on(event: 'error', listener: (error: Error) => void): unknown
}): void {
  client.on('error', () => {})
}

/** True when the database answers within the timeout. */
export async function isDatabaseReachable(timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  try {
    const query = getPool().query('select 1')
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
    })
    await Promise.race([query, timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * node-postgres's own limit on one query (DB_QUERY_TIMEOUT_MS): a database that hangs (stopped,
 * a stalled disk) fails the query instead of holding the request until it answers, possibly after
 * the person was told their form failed. The query's transaction is then rolled back.
 */
export function queryTimeout(): { query_timeout?: number } {
  return env.DB_QUERY_TIMEOUT_MS > 0 ? { query_timeout: env.DB_QUERY_TIMEOUT_MS } : {}
}
