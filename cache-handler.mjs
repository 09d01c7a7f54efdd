/**
 * Next's data cache in Redis, shared by every app instance (docs/decisions/015-shared-cache-redis.md).
 * next.config.ts names this file as `cacheHandler` only when REDIS_URL is set; without it Next keeps
 * its own cache on the instance's disk.
 *
 * The storage and tag expiry are @trieb.work/nextjs-turbo-redis-cache's RedisStringsHandler. This
 * wrapper adds what the app needs around it:
 * - Redis is a cache, never a dependency: while it is unreachable (or not configured for keyspace
 *   events) every read is a miss, so pages are rendered from the database, and the outage is logged.
 *   No call waits longer than CALL_TIMEOUT_MS for Redis.
 * - After the entries of expired tags are gone from Redis, it announces the expiry on a channel
 *   (src/server/cache-bus-channel.mjs). Every instance, this one included, then empties its
 *   anonymous page cache (src/server/cache-bus.ts), so no instance re-renders a page from data
 *   that was still cached.
 * - Tags it could not expire during an outage are expired again as soon as Redis is back.
 * - It records when each tag was last expired (a Redis hash shared by every instance and build) and
 *   answers a read with an entry only when none of the entry's tags was expired shortly before or
 *   after the entry was stored. The library finds a tag's entries through a tag map that each
 *   instance keeps in step by pub/sub; an entry that map missed, or one written just after a
 *   publish by a render that read the old rows, would otherwise be served until the next publish.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'
import { createClient } from 'redis'

import { CACHE_EXPIRY_CHANNEL, expiryMessage } from './src/server/cache-bus-channel.mjs'

/** Longest wait for Redis in any cache call; past it a read is a miss. */
const CALL_TIMEOUT_MS = 1_000
/** After a failed call, Redis is left alone this long (reads are misses) before it is tried again. */
const PAUSE_AFTER_FAILURE_MS = 5_000
/** One log line per problem and this period at most. */
const LOG_EVERY_MS = 30_000
/**
 * Redis hash: tag -> when it was last expired (ms since the epoch), for every instance and build.
 * One field per tag ever published (a few per document), kept without a time limit: entries can
 * outlive any limit (a year for an unstable_cache entry).
 */
const TAG_EXPIRY_KEY = 'ea:tag-expired-at'
/**
 * An entry stored less than this after one of its tags expired may hold rows read before the
 * publish (a render that began before it, or instance clocks a little apart): it is read as a miss.
 * Kept short: while it lasts every render of those pages reads PostgreSQL, and two renders that
 * meet a missing entry may stream in different orders, so the page cache keeps members' copies
 * of those pages from being shared (src/lib/page-cache.ts) until it is over.
 */
export const SETTLE_MS = 1_000

const instance = `${os.hostname()}:${process.pid}`
const lastLogged = new Map()

function logProblem(kind, message) {
  const now = Date.now()
  if (now - (lastLogged.get(kind) ?? 0) < LOG_EVERY_MS) return
  lastLogged.set(kind, now)
  console.error(`[cache] ${message}`)
}

/** Redis database number from the URL's path (redis://host:6379/2), 0 when none. */
export function databaseOf(url) {
  const number = Number(new URL(url).pathname.slice(1) || 0)
  return Number.isInteger(number) && number >= 0 ? number : 0
}

/** Where the URL points, without its password, for the logs. */
export function redactedUrl(url) {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

/** Entries of one build never meet another build's: the key prefix carries the build id. */
function buildId(serverDistDir) {
  for (const file of [
    serverDistDir && path.join(serverDistDir, '..', 'BUILD_ID'),
    path.join(process.cwd(), '.next', 'BUILD_ID'),
  ]) {
    if (!file) continue
    try {
      // The path is only known at run time; the comment keeps Turbopack from tracing the whole project for it.
      const id = fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim()
      if (id) return id
    } catch {
      // Not built here: try the next place.
    }
  }
  return 'development'
}

/** The keyspace events the handler needs to forget entries Redis expired or evicted. */
export function hasKeyspaceEvents(config) {
  return config.includes('E') && (config.includes('A') || (config.includes('x') && config.includes('e')))
}

function withTimeout(promise, ms) {
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

function createShared(serverDistDir) {
  const url = process.env.REDIS_URL
  const where = redactedUrl(url)
  const shared = {
    /** The library's handler, created once Redis answers and has keyspace events on. */
    handler: null,
    pausedUntil: 0,
    closed: false,
    /** Tags whose expiry could not reach Redis: expired again when it is back. */
    unexpired: new Set(),
    client: createClient({
      url,
      // Reconnect for ever, at most every 5 s; a lost connection is logged, never thrown.
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
      // Commands while disconnected fail at once instead of waiting in a queue.
      disableOfflineQueue: true,
    }),
  }
  shared.client.on('error', (error) => {
    logProblem(
      'connection',
      `Redis at ${where} is unreachable (${error.message}): the shared data cache is off, pages are read from the database until it is back.`,
    )
  })
  shared.client.on('ready', () => {
    lastLogged.delete('connection')
    void flushUnexpired(shared)
  })
  // Tags a publish could not expire while Redis was away are expired once it answers again (also
  // when the connection never dropped but a call failed).
  const flusher = setInterval(() => {
    if (shared.closed) clearInterval(flusher)
    else if (shared.client.isReady) void flushUnexpired(shared)
  }, PAUSE_AFTER_FAILURE_MS).unref()

  const setUp = async () => {
    if (shared.closed) return
    try {
      if (!shared.client.isOpen) await shared.client.connect()
      if (shared.closed) return
      const skipCheck = (process.env.SKIP_KEYSPACE_CONFIG_CHECK || '').toUpperCase() === 'TRUE'
      if (!skipCheck) {
        const config = (await shared.client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? ''
        if (!hasKeyspaceEvents(config)) {
          logProblem(
            'keyspace',
            `Redis at ${where} does not publish keyspace events (notify-keyspace-events is "${config}"): the shared data cache stays off. ` +
              'Set `notify-keyspace-events Exe` in redis.conf or run `redis-cli config set notify-keyspace-events Exe`.',
          )
          setTimeout(setUp, PAUSE_AFTER_FAILURE_MS).unref()
          return
        }
      }
      shared.handler = new RedisStringsHandler({
        redisUrl: url,
        database: databaseOf(url),
        keyPrefix: `ea:${buildId(serverDistDir)}:`,
        getTimeoutMs: 500,
        // Every read goes to Redis: a copy kept in this process for seconds could outlive an
        // expiry announced by another instance.
        redisGetDeduplication: false,
        inMemoryCachingTime: 0,
        killContainerOnErrorThreshold: 0,
        socketOptions: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
      })
      console.info(`[cache] Next's data cache is shared through Redis at ${where}.`)
    } catch (error) {
      logProblem(
        'setup',
        `Redis at ${where} could not be set up (${error instanceof Error ? error.message : error}); retrying.`,
      )
      setTimeout(setUp, PAUSE_AFTER_FAILURE_MS).unref()
    }
  }
  void setUp()
  return shared
}

/** Runs a Redis call with a time limit; on failure pauses Redis use and returns the fallback. */
async function guarded(shared, what, call, fallback) {
  try {
    return await withTimeout(call(), CALL_TIMEOUT_MS)
  } catch (error) {
    shared.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS
    logProblem(
      what,
      `Redis ${what} failed (${error instanceof Error ? error.message : error}): pages are read from the database meanwhile.`,
    )
    return fallback
  }
}

/**
 * The entry when it was stored at least SETTLE_MS after every expiry of its tags (or they never
 * expired), else null: a miss.
 */
async function settledEntry(shared, entry, ctx) {
  if (!entry) return null
  const tags = [...new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])]
  if (!tags.length) return entry
  const storedAt = Number(entry.lastModified) || 0
  const expiredAt = await shared.client.hmGet(TAG_EXPIRY_KEY, tags)
  return expiredAt.every((at) => at === null || storedAt >= Number(at) + SETTLE_MS) ? entry : null
}

function usable(shared) {
  return Boolean(shared?.handler) && shared.client.isReady && Date.now() >= shared.pausedUntil
}

async function expireAndAnnounce(shared, tags, durations) {
  if (!shared.client.isReady) throw new Error('not connected')
  // First the time, so that from now on no instance serves an entry of these tags stored before it
  // (or within SETTLE_MS after it), whether or not the deletes below find it.
  const now = String(Date.now())
  await withTimeout(shared.client.hSet(TAG_EXPIRY_KEY, Object.fromEntries(tags.map((tag) => [tag, now]))), CALL_TIMEOUT_MS)
  // Without the handler (no keyspace events) nothing of ours is in Redis; the pages still go.
  if (shared.handler) await withTimeout(shared.handler.revalidateTag(tags, durations), CALL_TIMEOUT_MS)
  // The entries are gone from Redis: every instance may now drop its pages and render them again.
  await withTimeout(shared.client.publish(CACHE_EXPIRY_CHANNEL, expiryMessage(tags, instance)), CALL_TIMEOUT_MS)
}

async function flushUnexpired(shared) {
  // Only the handler can delete the entries: until it is set up again, the tags wait.
  if (!shared.unexpired.size || !shared.handler) return
  const tags = [...shared.unexpired]
  shared.unexpired.clear()
  try {
    await expireAndAnnounce(shared, tags)
    console.info(`[cache] Redis is back: expired ${tags.length} tag(s) published during the outage.`)
  } catch {
    for (const tag of tags) shared.unexpired.add(tag)
  }
}

let shared = null

export default class SharedCacheHandler {
  constructor(options = {}) {
    // Next creates a handler per request; they all share one connection. Nothing connects during
    // `next build`, which must not need Redis.
    if (!shared && process.env.NEXT_PHASE !== 'phase-production-build' && process.env.REDIS_URL) {
      shared = createShared(options.serverDistDir)
    }
  }

  async get(key, ctx) {
    if (!usable(shared)) return null
    return guarded(shared, 'read', async () => settledEntry(shared, await shared.handler.get(key, ctx), ctx), null)
  }

  async set(key, data, ctx) {
    if (!usable(shared)) return
    await guarded(shared, 'write', () => shared.handler.set(key, data, ctx), undefined)
  }

  async revalidateTag(tagOrTags, durations) {
    // The connection this publish started on: closeSharedCache may clear `shared` meanwhile.
    const current = shared
    if (!current) return
    const tags = [tagOrTags].flat().filter(Boolean)
    if (!tags.length) return
    try {
      // An entry another instance stored moments before may not be in the library's tag map yet,
      // so the deletes can miss it: the expiry time recorded first keeps it from being served.
      await expireAndAnnounce(current, tags, durations)
    } catch (error) {
      for (const tag of tags) current.unexpired.add(tag)
      logProblem(
        'expire',
        `Redis could not expire a publish (${error instanceof Error ? error.message : error}): ${tags.length} tag(s) will be expired when it is back; ` +
          'other instances show the old version until then.',
      )
    }
  }

  resetRequestCache() {}
}

/**
 * Closes this process's Redis connections (the library has no close of its own; its clients are
 * reached by name). For tests, which load several handlers in one process; Next never calls it.
 */
export async function closeSharedCache() {
  const current = shared
  shared = null
  if (!current) return
  current.closed = true
  const clients = [current.client]
  if (current.handler) {
    clients.push(current.handler.client)
    for (const map of [
      current.handler.sharedTagsMap,
      current.handler.revalidatedTagsMap,
      current.handler.inMemoryDeduplicationCache,
    ]) {
      map?.subscriberClient?.removeAllListeners('error')
      clients.push(map?.subscriberClient)
    }
  }
  await Promise.all(clients.filter((client) => client?.isOpen).map((client) => client.disconnect().catch(() => {})))
}
