/**
 * A token bucket per client address, in this instance's memory: `limit` batches a minute, bursts
 * up to `limit`. Cheap enough for thousands of batches a second; with several instances each
 * keeps its own buckets, so a client may send up to `limit` per instance (documented in
 * docs/decisions/014-first-party-tracking.md). `limit` 0 turns it off.
 */
type Bucket = { tokens: number; updatedAt: number }

const MAX_CLIENTS = 50_000

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`: 0 when allowed, else the seconds until the next token. */
  take(key: string): number {
    if (this.limit <= 0) return 0
    const now = this.now()
    const perMs = this.limit / 60_000
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, updatedAt: now }
    bucket.tokens = Math.min(this.limit, bucket.tokens + (now - bucket.updatedAt) * perMs)
    bucket.updatedAt = now
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket)
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000))
    }
    bucket.tokens -= 1
    this.buckets.delete(key)
    this.buckets.set(key, bucket)
    // Oldest entries go first (Map keeps insertion order); a full bucket forgets nothing useful.
    if (this.buckets.size > MAX_CLIENTS) {
      const oldest = this.buckets.keys().next().value
      if (oldest !== undefined) this.buckets.delete(oldest)
    }
    return 0
  }
}
