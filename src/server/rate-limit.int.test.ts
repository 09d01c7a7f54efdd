import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { getPool } from '@/server/db'

import { consumeRateLimit } from './rate-limit'

const bucket = `test-${randomUUID().slice(0, 8)}`

afterAll(async () => {
  await getPool().query('delete from rate_limits where bucket = $1', [bucket])
})

describe('consumeRateLimit', () => {
  it('allows up to the limit per key, then refuses with the time left', async () => {
    const results = []
    for (let index = 0; index < 4; index += 1) {
      results.push(await consumeRateLimit({ bucket, key: '10.0.0.1', limit: 3, windowSeconds: 60 }))
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[2]!.remaining).toBe(0)
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Another address has its own count.
    expect((await consumeRateLimit({ bucket, key: '10.0.0.2', limit: 3, windowSeconds: 60 })).allowed).toBe(true)
  })

  it('counts concurrent requests exactly (one atomic upsert each)', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit({ bucket, key: '10.0.0.3', limit: 5, windowSeconds: 60 })),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
  })

  it('starts a new window once the old one has passed', async () => {
    await consumeRateLimit({ bucket, key: '10.0.0.4', limit: 1, windowSeconds: 60 })
    expect((await consumeRateLimit({ bucket, key: '10.0.0.4', limit: 1, windowSeconds: 60 })).allowed).toBe(false)
    await getPool().query(`update rate_limits set window_start = now() - interval '2 minutes' where bucket = $1 and key = $2`, [bucket, '10.0.0.4'])
    expect((await consumeRateLimit({ bucket, key: '10.0.0.4', limit: 1, windowSeconds: 60 })).allowed).toBe(true)
  })
})
