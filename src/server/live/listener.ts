import 'server-only'

import pg from 'pg'

import { env } from '@/server/env'

import { MEMBER_STATE_CHANNEL, type MemberStateNotice, parseNotice } from './notice'

/**
 * What a stream hears: a notice, or 'resync' after the connection was lost and restored (notices
 * sent meanwhile are gone, so every stream re-reads its state).
 */
export type LiveEvent = { type: 'notice'; notice: MemberStateNotice } | { type: 'resync' }
export type LiveSubscriber = (event: LiveEvent) => void

const MAX_RETRY_MS = 30_000

/**
 * One LISTEN connection per process, fanned out to every open stream. A dedicated pg.Client (a
 * pooled one would be handed to other queries); reconnects with backoff while anyone listens.
 */
class MemberStateListener {
  private client: pg.Client | null = null
  private connecting: Promise<void> | null = null
  private readonly subscribers = new Set<LiveSubscriber>()
  private retryTimer: NodeJS.Timeout | null = null
  private attempt = 0
  private isClosed = false

  /** Starts listening (if not yet) and returns the unsubscribe function. */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    this.subscribers.add(subscriber)
    this.isClosed = false
    try {
      await this.ensureConnected()
    } catch (error) {
      // The stream still opens with its current state; it resyncs once the connection is back.
      console.error('[live] LISTEN connection failed', error instanceof Error ? error.message : error)
      this.scheduleReconnect()
    }
    return () => {
      this.subscribers.delete(subscriber)
    }
  }

  get subscriberCount(): number {
    return this.subscribers.size
  }

  get isConnected(): boolean {
    return this.client !== null
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve()
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: env.DATABASE_URL, keepAlive: true })
    client.on('notification', (message) => {
      if (message.channel !== MEMBER_STATE_CHANNEL) return
      const notice = parseNotice(message.payload)
      if (notice) this.emit({ type: 'notice', notice })
    })
    client.on('error', (error) => {
      console.error('[live] LISTEN connection error', error.message)
      this.drop(client)
    })
    client.on('end', () => this.drop(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${MEMBER_STATE_CHANNEL}`)
    } catch (error) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
      throw error
    }
    if (this.isClosed) {
      await client.end().catch(() => {})
      return
    }
    this.client = client
    this.attempt = 0
  }

  private drop(client: pg.Client) {
    if (this.client !== client) return
    this.client = null
    client.end().catch(() => {})
    if (!this.isClosed && this.subscribers.size > 0) this.scheduleReconnect()
  }

  private scheduleReconnect() {
    if (this.retryTimer || this.isClosed) return
    const delay = Math.min(MAX_RETRY_MS, 500 * 2 ** this.attempt)
    this.attempt += 1
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (this.isClosed) return
      this.ensureConnected()
        .then(() => this.emit({ type: 'resync' }))
        .catch(() => this.scheduleReconnect())
    }, delay)
    this.retryTimer.unref?.()
  }

  private emit(event: LiveEvent) {
    for (const subscriber of this.subscribers) {
      try {
        subscriber(event)
      } catch (error) {
        console.error('[live] subscriber failed', error)
      }
    }
  }

  /** Stops listening (tests, shutdown). A later subscribe connects again. */
  async close(): Promise<void> {
    this.isClosed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    await this.connecting?.catch(() => {})
    const client = this.client
    this.client = null
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
    }
  }
}

const globalForLive = globalThis as typeof globalThis & { __memberStateListener?: MemberStateListener }

export function getMemberStateListener(): MemberStateListener {
  globalForLive.__memberStateListener ??= new MemberStateListener()
  return globalForLive.__memberStateListener
}

export function subscribeToMemberState(subscriber: LiveSubscriber): Promise<() => void> {
  return getMemberStateListener().subscribe(subscriber)
}

export async function closeMemberStateListener(): Promise<void> {
  await globalForLive.__memberStateListener?.close()
}
