/**
 * A server-sent events stream of one member's state. Framework-free (a web ReadableStream), so
 * the route stays thin and tests can drive it with their own loader and subscription.
 *
 * Wire format:
 *   retry: 3000                 reconnect delay for EventSource
 *   event: state                whenever the member's app or business state changes
 *   data: {"appState":…,"businessState":…}
 *   event: savings              an order of the member's business was recorded, changed or deleted:
 *   data: {}                    its savings changed (the dashboard fetches /api/savings again)
 *   : heartbeat                 a comment every 25 s, so proxies keep the connection open
 * The stream ends when the session does (sign-out, reset, disabled, expiry), after sending the
 * logged-out state, and when the client goes away.
 */
import type { LiveEvent } from './listener'
import { noticeChangesOrders, noticeConcerns } from './notice'

export interface StreamedState {
  appState: { businessAccountId: string | null }
}

export interface StateLoad<S extends StreamedState> {
  state: S
  /** False once the session is over: the state is then the logged-out one and the stream ends. */
  isActive: boolean
}

export interface StateStreamOptions<S extends StreamedState> {
  memberId: string
  load: () => Promise<StateLoad<S>>
  /** Cheap check run with each heartbeat. */
  isActive: () => Promise<boolean>
  subscribe: (subscriber: (event: LiveEvent) => void) => Promise<() => void>
  signal?: AbortSignal
  heartbeatMs?: number
  /** Several notices in quick succession (an account and its members) give one re-read. */
  coalesceMs?: number
}

export const HEARTBEAT_MS = 25_000
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const

export function createStateStream<S extends StreamedState>({
  memberId,
  load,
  isActive,
  subscribe,
  signal,
  heartbeatMs = HEARTBEAT_MS,
  coalesceMs = 50,
}: StateStreamOptions<S>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null
  let unsubscribe: (() => void) | null = null
  let heartbeat: ReturnType<typeof setInterval> | null = null
  let pending: ReturnType<typeof setTimeout> | null = null
  let isClosed = false
  let isLoading = false
  let isDirty = false
  let lastSent: string | null = null
  let businessAccountId: string | null = null
  let haveOrdersChanged = false

  const write = (chunk: string) => {
    if (isClosed || !controller) return
    try {
      controller.enqueue(encoder.encode(chunk))
    } catch {
      close()
    }
  }

  function close() {
    if (isClosed) return
    isClosed = true
    if (heartbeat) clearInterval(heartbeat)
    if (pending) clearTimeout(pending)
    unsubscribe?.()
    signal?.removeEventListener('abort', close)
    try {
      controller?.close()
    } catch {
      // Already closed by the client.
    }
  }

  async function refresh() {
    if (isClosed) return
    if (isLoading) {
      isDirty = true
      return
    }
    isLoading = true
    // Taken before the read: an order announced during it is told with the next one.
    const sendSavings = haveOrdersChanged
    haveOrdersChanged = false
    try {
      const { state, isActive: active } = await load()
      businessAccountId = state.appState.businessAccountId
      const json = JSON.stringify(state)
      if (json !== lastSent) {
        lastSent = json
        write(`event: state\ndata: ${json}\n\n`)
      }
      if (!active) close()
      else if (sendSavings) write('event: savings\ndata: {}\n\n')
    } catch (error) {
      haveOrdersChanged ||= sendSavings
      console.error('[live] could not load member state', error instanceof Error ? error.message : error)
    } finally {
      isLoading = false
    }
    if (isDirty && !isClosed) {
      isDirty = false
      await refresh()
    }
  }

  const schedule = () => {
    if (pending || isClosed) return
    pending = setTimeout(() => {
      pending = null
      void refresh()
    }, coalesceMs)
  }

  const onEvent = (event: LiveEvent) => {
    if (event.type === 'resync') {
      // Notices may have been missed, orders among them.
      if (businessAccountId !== null) haveOrdersChanged = true
      schedule()
    } else if (noticeConcerns(event.notice, { memberId, businessAccountId })) {
      if (noticeChangesOrders(event.notice, businessAccountId)) haveOrdersChanged = true
      schedule()
    }
  }

  return new ReadableStream<Uint8Array>({
    async start(streamController) {
      controller = streamController
      if (signal?.aborted) return close()
      signal?.addEventListener('abort', close)
      write('retry: 3000\n\n')
      // Subscribe before the first read, so no change can fall between the two.
      unsubscribe = await subscribe(onEvent)
      if (isClosed) {
        unsubscribe()
        return
      }
      heartbeat = setInterval(() => {
        write(': heartbeat\n\n')
        isActive()
          .then((active) => {
            if (!active) void refresh()
          })
          .catch(() => {})
      }, heartbeatMs)
      await refresh()
    },
    cancel() {
      close()
    },
  })
}
