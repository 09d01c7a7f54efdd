/**
 * With REDIS_URL set, several app instances serve one site: each keeps its own anonymous page
 * cache (src/lib/page-cache.ts), and a publish on any of them must empty all of them
 * (docs/decisions/015-shared-cache-redis.md).
 *
 * The Redis cache handler (cache-handler.mjs) announces every expiry on a channel once the data
 * cache entries are gone from Redis; this module listens on every instance and empties its page
 * cache on each announcement. Redis is never a dependency: a lost connection is logged and retried,
 * and on every (re)connection the page cache is emptied, since announcements sent meanwhile were
 * missed.
 */
import { createClient } from 'redis'

import { CACHE_EXPIRY_CHANNEL, parseExpiryMessage } from './cache-bus-channel.mjs'

export interface CacheBusOptions {
  url: string
  /** Empties this instance's page cache. */
  onExpire: () => void
  log?: Pick<Console, 'info' | 'error'>
  /** One log line per kind of problem and this period at most. */
  logEveryMs?: number
}

export interface CacheBus {
  /** Settles once the first subscription is in place (never rejects). */
  ready: Promise<void>
  /** Whether the connection is up right now. */
  isConnected(): boolean
  stop(): Promise<void>
}

/** Reconnection delays: 200 ms, 400 ms, ... at most 5 s, for ever. */
export const reconnectDelay = (retries: number): number => Math.min(200 * 2 ** retries, 5_000)

export function startCacheBus({ url, onExpire, log = console, logEveryMs = 30_000 }: CacheBusOptions): CacheBus {
  const where = redacted(url)
  const subscriber = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelay } })
  let lastErrorLog = 0
  let stopped = false

  subscriber.on('error', (error: Error) => {
    if (stopped || Date.now() - lastErrorLog < logEveryMs) return
    lastErrorLog = Date.now()
    log.error(
      `[cache-bus] Redis at ${where} is unreachable (${error.message}): publishes on other instances reach this one's page cache once it is back.`,
    )
  })
  subscriber.on('ready', () => {
    if (lastErrorLog)
      log.info(`[cache-bus] Redis at ${where} is back: page cache emptied in case an expiry was missed.`)
    lastErrorLog = 0
    // Announcements sent while this instance was disconnected are lost: drop every page, as a
    // publish would. Harmless at start, when the page cache is empty.
    onExpire()
  })

  const ready = subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(CACHE_EXPIRY_CHANNEL, (message) => {
        if (parseExpiryMessage(message)) onExpire()
      }),
    )
    .then(() => log.info(`[cache-bus] page cache expiry shared through Redis at ${where}.`))
    .catch((error: unknown) => {
      if (!stopped)
        log.error(
          `[cache-bus] could not listen on Redis at ${where}: ${error instanceof Error ? error.message : error}`,
        )
    })

  return {
    ready,
    isConnected: () => subscriber.isReady,
    async stop() {
      stopped = true
      await subscriber.disconnect().catch(() => {})
    },
  }
}

/** The URL without its password, for the logs. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an invalid REDIS_URL)'
  }
}
