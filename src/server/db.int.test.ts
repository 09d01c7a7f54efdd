import { afterEach, describe, expect, it, vi } from 'vitest'

import { getPool } from '@/server/db'

const uncaught = vi.fn()
afterEach(() => {
  process.off('uncaughtException', uncaught)
  uncaught.mockReset()
})

describe('the app pool when the database cuts a connection', () => {
  it('does not throw for a checked-out client the server terminated, and serves the next query', async () => {
    process.on('uncaughtException', uncaught)
    const pool = getPool()
    // Checked out and holding no query, as Payload keeps one of its clients.
    const client = await pool.connect()
    const ended = new Promise((resolve) => client.once('end', resolve))
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
    // What a restart or failover does to every session: "terminating connection due to
    // administrator command", then the closed socket.
    await pool.query('select pg_terminate_backend($1)', [rows[0]!.pid])
    // An error nobody listens for is thrown out of the socket's handler, before 'end'.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))])
    await new Promise((resolve) => setTimeout(resolve, 50))
    client.release(true)

    expect(uncaught).not.toHaveBeenCalled()
    expect((await pool.query<{ answer: number }>('select 1 as answer')).rows).toEqual([{ answer: 1 }])
  })
})

describe('a database that stalls', () => {
  it('fails a query past DB_QUERY_TIMEOUT_MS (20 s by default) instead of waiting for it, and the pool goes on', async () => {
    const { createPool, queryTimeout } = await import('@/server/db')
    const { env } = await import('@/server/env')
    expect(queryTimeout()).toEqual({ query_timeout: env.DB_QUERY_TIMEOUT_MS })
    expect(env.DB_QUERY_TIMEOUT_MS).toBe(20_000)
    // The same wiring with a short limit: a query the server holds longer is refused at the limit.
    const pool = createPool('stall-test', { connectionString: env.DATABASE_URL, query_timeout: 300 })
    try {
      await expect(pool.query('select pg_sleep(2)')).rejects.toThrow(/timeout/i)
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1)
    } finally {
      await pool.end()
    }
  })
})
