/**
 * Several instances on one Redis (issue 10): the page cache expiry bus (src/server/cache-bus.ts)
 * and the Redis data cache handler (cache-handler.mjs), against a real redis-server started here
 * on a free loopback port. Each "instance" is a bus or a freshly loaded handler module with its own
 * connections, as a separate process would have.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from 'redis'

import { findFreePort } from '../../scripts/lib/embedded-postgres.mjs'
import { startRedisServer } from '../../scripts/lib/redis-server.mjs'
import { SETTLE_MS } from '../../cache-handler.mjs'
import { CACHE_EXPIRY_CHANNEL, expiryMessage } from '@/server/cache-bus-channel.mjs'
import { type CacheBus, startCacheBus } from '@/server/cache-bus'

type Redis = Awaited<ReturnType<typeof startRedisServer>>

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {})
})
afterAll(() => {
  delete process.env.REDIS_URL
})

async function redis(extraArgs: string[] = [], port?: number): Promise<Redis> {
  const server = await startRedisServer(port ?? (await findFreePort()), extraArgs)
  // Servers stop last, after the clients of the test closed.
  cleanups.unshift(server.stop)
  return server
}

function quietLog() {
  return { info: vi.fn(), error: vi.fn() }
}

function bus(url: string, log = quietLog()) {
  const counter = { expiries: 0 }
  const started: CacheBus = startCacheBus({ url, onExpire: () => (counter.expiries += 1), log, logEveryMs: 0 })
  cleanups.push(() => started.stop())
  return { bus: started, counter, log }
}

async function announce(url: string, message: string) {
  const client = createClient({ url })
  await client.connect()
  const receivers = await client.publish(CACHE_EXPIRY_CHANNEL, message)
  await client.disconnect()
  return receivers
}

describe('page cache expiry bus', () => {
  it('empties the page cache of every instance on each announced expiry, and ignores other messages', async () => {
    const server = await redis()
    const first = bus(server.url)
    const second = bus(server.url)
    await Promise.all([first.bus.ready, second.bus.ready])
    expect(first.bus.isConnected()).toBe(true)
    // Connecting empties the page cache once (announcements before it cannot have been received).
    expect([first.counter.expiries, second.counter.expiries]).toEqual([1, 1])

    const sentAt = Date.now()
    expect(await announce(server.url, expiryMessage(['page:/about-us'], 'instance-1'))).toBe(2)
    await expect
      .poll(() => [first.counter.expiries, second.counter.expiries], { timeout: 1_000, interval: 10 })
      .toEqual([2, 2])
    expect(Date.now() - sentAt).toBeLessThan(1_000)

    await announce(server.url, 'not json')
    await announce(server.url, JSON.stringify({ tags: 'page:/about-us' }))
    await announce(server.url, expiryMessage(['doc:benefits:1'], 'instance-2'))
    await expect
      .poll(() => [first.counter.expiries, second.counter.expiries], { timeout: 1_000, interval: 10 })
      .toEqual([3, 3])
  })

  it('starts without Redis, logs it, and listens once Redis is up', async () => {
    const port = await findFreePort()
    const { bus: started, counter, log } = bus(`redis://127.0.0.1:${port}`)
    await expect.poll(() => log.error.mock.calls.length, { timeout: 5_000 }).toBeGreaterThan(0)
    expect(String(log.error.mock.calls[0]![0])).toMatch(
      /^\[cache-bus\] Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable/,
    )
    expect(started.isConnected()).toBe(false)
    expect(counter.expiries).toBe(0)

    const server = await redis([], port)
    await started.ready
    expect(started.isConnected()).toBe(true)
    expect(counter.expiries).toBe(1)
    await announce(server.url, expiryMessage(['pages'], 'instance-1'))
    await expect.poll(() => counter.expiries, { timeout: 1_000, interval: 10 }).toBe(2)
  })

  it('after a Redis restart, reconnects, listens again and empties the page cache (announcements may have been missed)', async () => {
    const port = await findFreePort()
    const server = await redis([], port)
    const { bus: started, counter, log } = bus(server.url)
    await started.ready
    expect(counter.expiries).toBe(1)

    await server.stop()
    await expect.poll(() => started.isConnected(), { timeout: 5_000 }).toBe(false)
    const restarted = await redis([], port)
    await expect.poll(() => started.isConnected(), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => counter.expiries, { timeout: 1_000 }).toBe(2)
    expect(log.info.mock.calls.some(([line]) => /is back: page cache emptied/.test(String(line)))).toBe(true)

    await announce(restarted.url, expiryMessage(['pages'], 'instance-1'))
    await expect.poll(() => counter.expiries, { timeout: 1_000, interval: 10 }).toBe(3)
  })
})

interface Handler {
  get(key: string, ctx: object): Promise<{ value: unknown } | null>
  set(key: string, data: object, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: object): Promise<void>
}

/** A cache handler as a separate instance would load it: a fresh module with its own connections. */
async function loadHandler(url: string): Promise<Handler> {
  process.env.REDIS_URL = url
  vi.resetModules()
  const { default: SharedCacheHandler, closeSharedCache } = (await import('../../cache-handler.mjs')) as unknown as {
    default: new (options: object) => Handler
    closeSharedCache: () => Promise<void>
  }
  cleanups.push(closeSharedCache)
  return new SharedCacheHandler({})
}

const fetchEntry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: false,
})
const readCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [], isFallback: false })
const writeCtx = (tags: string[]) => ({ tags, revalidate: false, isRoutePPREnabled: false, isFallback: false })

/**
 * Stores an entry through one handler and waits until another (or the same) reads it. A handler
 * is ready once Redis answered; until then a write is skipped, so the write is repeated.
 */
async function storeEntry(writer: Handler, reader: Handler, key: string, body: string, tags: string[]) {
  await expect
    .poll(async () => {
      await writer.set(key, fetchEntry(body), writeCtx(tags))
      return (await reader.get(key, readCtx(tags)))?.value
    })
    .toMatchObject({ data: { body } })
}

describe('Redis data cache handler', () => {
  it('shares entries between instances, expires them by tag on all of them and announces the expiry', async () => {
    const server = await redis()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const first = await loadHandler(server.url)
    const second = await loadHandler(server.url)
    const listener = bus(server.url)
    await listener.bus.ready

    const tags = ['doc:benefits:7', 'page:/benefits']
    await storeEntry(first, first, 'benefit-7', 'Payroll for small teams', tags)
    await expect
      .poll(async () => (await second.get('benefit-7', readCtx(tags)))?.value)
      .toMatchObject({
        data: { body: 'Payroll for small teams' },
      })
    expect(
      info.mock.calls.some(([line]) =>
        /data cache is shared through Redis at redis:\/\/127\.0\.0\.1/.test(String(line)),
      ),
    ).toBe(true)

    const before = listener.counter.expiries
    // A publish on the instance that stored the entry: gone there at once, and on the other
    // instance (which read it into its memory) within a second.
    await first.revalidateTag(['doc:benefits:7'], { expire: 0 })
    expect(await first.get('benefit-7', readCtx(tags))).toBeNull()
    await expect.poll(() => second.get('benefit-7', readCtx(tags)), { timeout: 1_000, interval: 10 }).toBeNull()
    await expect.poll(() => listener.counter.expiries, { timeout: 1_000, interval: 10 }).toBeGreaterThan(before)
    info.mockRestore()
  })

  it('never serves an entry stored just after a publish of its tags, even one the tag map never learned of', async () => {
    const server = await redis()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const first = await loadHandler(server.url)
    const second = await loadHandler(server.url)
    const tags = ['doc:benefits:11', 'page:/benefits']
    await storeEntry(first, second, 'benefit-11', 'Round 1', tags)

    await first.revalidateTag(['doc:benefits:11'], { expire: 0 })
    // A render on the second instance read the rows before the publish and stores them after it:
    // no publish deleted this entry.
    await second.set('benefit-11', fetchEntry('Round 1'), writeCtx(tags))
    expect(await second.get('benefit-11', readCtx(tags))).toBeNull()
    expect(await first.get('benefit-11', readCtx(tags))).toBeNull()

    // An entry the library's tag map lost (it finds a tag's entries only through that map) is
    // still old once its tag is published: the expiry time decides, not the map.
    await first.set('benefit-12', fetchEntry('Before'), writeCtx(['doc:benefits:12']))
    await expect.poll(async () => (await second.get('benefit-12', readCtx(['doc:benefits:12'])))?.value).toBeTruthy()
    const raw = createClient({ url: server.url })
    await raw.connect()
    cleanups.push(() => raw.disconnect())
    // The library's own keys: `ea:<build id>:` + entry key, and its tag map `…:__sharedTags__`.
    const [tagMap] = await raw.keys('ea:*:__sharedTags__')
    const prefix = tagMap!.replace(/__sharedTags__$/, '')
    await raw.hDel(tagMap!, 'benefit-12')
    await raw.publish(`${prefix}:sync-channel:__sharedTags__`, JSON.stringify({ type: 'delete', keys: ['benefit-12'] }))
    // Both handlers' copies of the map hear of it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await second.revalidateTag(['doc:benefits:12'], { expire: 0 })
    expect(await raw.exists(`${prefix}benefit-12`)).toBe(1)
    expect(await first.get('benefit-12', readCtx(['doc:benefits:12']))).toBeNull()
    expect(await second.get('benefit-12', readCtx(['doc:benefits:12']))).toBeNull()

    // Entries stored once the publish has settled are served again (the clock moved on past it).
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + SETTLE_MS + 1_000)
      await second.set('benefit-11', fetchEntry('Round 2'), writeCtx(tags))
      expect((await first.get('benefit-11', readCtx(tags)))?.value).toMatchObject({ data: { body: 'Round 2' } })
      // Tags that were never published do not hold entries back.
      await second.set('benefit-13', fetchEntry('New'), writeCtx(['doc:benefits:13']))
      expect((await first.get('benefit-13', readCtx(['doc:benefits:13'])))?.value).toMatchObject({
        data: { body: 'New' },
      })
    } finally {
      vi.useRealTimers()
    }
    info.mockRestore()
  })

  it('without keyspace events in Redis, reads miss at once, the log says how to turn them on, and publishes still empty the page caches', async () => {
    const server = await redis(['--notify-keyspace-events', ''])
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = await loadHandler(server.url)
    // Among the errors: a client of an earlier test's handler may still report its stopped Redis.
    await expect
      .poll(() => error.mock.calls.map(([line]) => String(line)).join('\n'), { timeout: 5_000 })
      .toContain('notify-keyspace-events Exe')

    const started = Date.now()
    await handler.set('benefit-8', fetchEntry('Insurance'), writeCtx(['doc:benefits:8']))
    expect(await handler.get('benefit-8', readCtx(['doc:benefits:8']))).toBeNull()
    expect(Date.now() - started).toBeLessThan(500)

    // The page caches of every instance are still emptied on a publish.
    const listener = bus(server.url)
    await listener.bus.ready
    const before = listener.counter.expiries
    await handler.revalidateTag(['doc:benefits:8'], { expire: 0 })
    await expect.poll(() => listener.counter.expiries, { timeout: 1_000, interval: 10 }).toBe(before + 1)
    error.mockRestore()
  })

  it('with Redis down, misses without throwing and expires the tags published meanwhile once Redis is up', async () => {
    const port = await findFreePort()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const handler = await loadHandler(`redis://127.0.0.1:${port}`)

    const started = Date.now()
    expect(await handler.get('benefit-9', readCtx(['doc:benefits:9']))).toBeNull()
    await handler.set('benefit-9', fetchEntry('Banking'), writeCtx(['doc:benefits:9']))
    await handler.revalidateTag(['doc:benefits:9'], { expire: 0 })
    expect(Date.now() - started).toBeLessThan(500)
    await expect
      .poll(() => error.mock.calls.map(([line]) => String(line)).join('\n'), { timeout: 5_000 })
      .toMatch(/is unreachable .*the shared data cache is off/)
    expect(error.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(
      /1 tag\(s\) will be expired when it is back/,
    )

    const server = await redis([], port)
    const listener = bus(server.url)
    await listener.bus.ready
    const before = listener.counter.expiries
    await expect.poll(() => listener.counter.expiries, { timeout: 15_000, interval: 50 }).toBe(before + 1)
    expect(info.mock.calls.some(([line]) => /expired 1 tag\(s\) published during the outage/.test(String(line)))).toBe(
      true,
    )
    error.mockRestore()
    info.mockRestore()
  })
})
