/**
 * A fixed-window rate limiter whose counters live in PostgreSQL (table rate_limits), so every app
 * instance shares them and a restart forgets nothing. One atomic upsert per call: concurrent
 * requests cannot both slip under the limit. No 'server-only' import: the bench and tests load it.
 */
import { getPool } from '@/server/db'

export interface RateLimitInput {
  /** What is limited, e.g. 'forms' or 'upload-file'. */
  bucket: string
  /** Who is limited, e.g. the client address. */
  key: string
  /** Requests allowed per window. */
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number
}

/** Counts one request and says whether it is within the limit. */
export async function consumeRateLimit({ bucket, key, limit, windowSeconds }: RateLimitInput): Promise<RateLimitResult> {
  const { rows } = await getPool().query<{ count: number; reset_in: number }>(
    `insert into rate_limits (bucket, key, window_start, count) values ($1, $2, now(), 1)
     on conflict (bucket, key) do update set
       count = case when rate_limits.window_start <= now() - make_interval(secs => $3) then 1
                    else rate_limits.count + 1 end,
       window_start = case when rate_limits.window_start <= now() - make_interval(secs => $3) then now()
                    else rate_limits.window_start end
     returning count,
       greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => $3) - now()))))::int as reset_in`,
    [bucket, key.slice(0, 200), windowSeconds],
  )
  const { count, reset_in: resetIn } = rows[0]!
  // Now and then, drop windows long past so the table stays small.
  if (Math.random() < 0.01) {
    void getPool()
      .query(`delete from rate_limits where window_start < now() - interval '1 day'`)
      .catch(() => {})
  }
  const allowed = count <= limit
  return { allowed, remaining: Math.max(0, limit - count), retryAfterSeconds: allowed ? 0 : resetIn }
}

/** Forgets `key`'s count in `bucket`: its next request starts a new window. */
export async function resetRateLimit(bucket: string, key: string): Promise<void> {
  await getPool().query('delete from rate_limits where bucket = $1 and key = $2', [bucket, key.slice(0, 200)])
}
