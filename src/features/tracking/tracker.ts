/**
 * The first-party tracker (spec §3 "Tracking event", §7): records page views, clicks on elements
 * with data-track-* attributes and the 'ea:track' events parts of the app emit, queues them and
 * sends {events: [...]} to /api/track every 5 seconds and when the page is hidden (fetch with
 * keepalive, sendBeacon as the fallback), so closing a tab loses nothing. Failed batches go back
 * into the bounded queue for the next flush; errors are logged only. With Global Privacy Control
 * or Do Not Track on it records nothing. No cookies, no third party, no dependencies (kept small:
 * it loads as its own chunk after the page is interactive).
 */
import { TRACK_EVENT, type TrackDetail } from '@/lib/tracking-events'

export const TRACK_ENDPOINT = '/api/track'
export const FLUSH_INTERVAL_MS = 5000
export const MAX_QUEUE = 500
const BATCH_SIZE = 50

export type QueuedEvent = TrackDetail & { path: string; timestamp: number }

export interface Tracker {
  pageView(): void
  record(detail: TrackDetail): void
  flush(onHide?: boolean): Promise<void>
  stop(): void
}

export function isTrackingRefused(nav: Navigator = navigator, win: Window = window): boolean {
  const flags = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string }
  const dnt = nav.doNotTrack ?? (win as Window & { doNotTrack?: string }).doNotTrack ?? flags.msDoNotTrack
  return flags.globalPrivacyControl === true || dnt === '1' || dnt === 'yes'
}

const text = (value: string | undefined | null, max = 200) => (value ? value.trim().slice(0, max) : undefined)

/** What a click on a tracked element records; null when the click is not on one. */
export function clickDetail(target: EventTarget | null): TrackDetail | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-track-id]') : null
  if (!element) return null
  const data = element.dataset
  const eventType =
    data.trackEvent ?? (element.tagName === 'SUMMARY' ? 'FAQ_TOGGLE' : element.closest('a[href]') ? 'CLICK_LINK' : 'CLICK')
  const metadata: Record<string, string | boolean> = {}
  if (data.trackContext) metadata.context = text(data.trackContext)!
  if (data.trackHref) metadata.href = text(data.trackHref, 500)!
  if (eventType === 'FAQ_TOGGLE') metadata.opening = !(element.parentElement as HTMLDetailsElement | null)?.open
  return { eventType, elementId: text(data.trackId), label: text(data.trackLabel), metadata }
}

export function startTracker({
  endpoint = TRACK_ENDPOINT,
  intervalMs = FLUSH_INTERVAL_MS,
}: { endpoint?: string; intervalMs?: number } = {}): Tracker | null {
  if (typeof window === 'undefined' || isTrackingRefused()) return null
  let queue: QueuedEvent[] = []
  let sending = false
  let lastPath = ''

  const enqueue = (events: QueuedEvent[], atFront = false) => {
    queue = atFront ? [...events, ...queue] : [...queue, ...events]
    // Bounded: the oldest events go first when the server has been unreachable for long.
    if (queue.length > MAX_QUEUE) queue = queue.slice(queue.length - MAX_QUEUE)
  }

  const record = (detail: TrackDetail) => {
    if (!detail?.eventType) return
    enqueue([{ ...detail, path: location.pathname, timestamp: Date.now() }])
  }

  const post = async (batch: QueuedEvent[], onHide: boolean) => {
    const body = JSON.stringify({ events: batch })
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body,
      })
      // A batch the server calls malformed will never be accepted: drop it rather than loop.
      if (!response.ok && response.status !== 400) throw new Error(`status ${response.status}`)
    } catch (error) {
      if (onHide && navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return
      console.warn('[tracker] batch not sent, retrying with the next one:', error)
      enqueue(batch, true)
    }
  }

  const flush = async (onHide = false) => {
    if ((sending && !onHide) || queue.length === 0) return
    sending = true
    const batches: QueuedEvent[][] = []
    while (queue.length) batches.push(queue.splice(0, BATCH_SIZE))
    try {
      await Promise.all(batches.map((batch) => post(batch, onHide)))
    } finally {
      sending = false
    }
  }

  const pageView = () => {
    if (location.pathname === lastPath) return
    lastPath = location.pathname
    record({ eventType: 'PAGE_VIEW', label: document.title })
  }

  const onTrack = (event: Event) => record((event as CustomEvent<TrackDetail>).detail)
  const onClick = (event: MouseEvent) => {
    const detail = clickDetail(event.target)
    if (detail) record(detail)
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flush(true)
  }
  const onPageHide = () => void flush(true)

  window.addEventListener(TRACK_EVENT, onTrack)
  document.addEventListener('click', onClick, true)
  document.addEventListener('visibilitychange', onHide)
  window.addEventListener('pagehide', onPageHide)
  const timer = window.setInterval(() => void flush(), intervalMs)
  // Visible in the page's markup, so operators (and end-to-end tests) can see it runs.
  document.documentElement.dataset.tracker = 'on'
  pageView()

  return {
    pageView,
    record,
    flush,
    stop() {
      void flush(true)
      delete document.documentElement.dataset.tracker
      window.clearInterval(timer)
      window.removeEventListener(TRACK_EVENT, onTrack)
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onPageHide)
    },
  }
}
