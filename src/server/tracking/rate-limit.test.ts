import { describe, expect, it } from 'vitest'

import { TokenBucketLimiter } from './rate-limit'

describe('TokenBucketLimiter', () => {
  it('allows a burst of `limit` batches, then refuses until a token refills', () => {
    let now = 0
    const limiter = new TokenBucketLimiter(3, () => now)
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0])
    expect(limiter.take('a')).toBe(20)
    expect(limiter.take('b')).toBe(0)
    now += 20_000
    expect(limiter.take('a')).toBe(0)
    expect(limiter.take('a')).toBeGreaterThan(0)
  })

  it('never refuses when the limit is 0', () => {
    const limiter = new TokenBucketLimiter(0)
    for (let i = 0; i < 1000; i += 1) expect(limiter.take('a')).toBe(0)
  })
})
