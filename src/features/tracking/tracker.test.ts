// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { emitTrackEvent } from '@/lib/tracking-events'

import { MAX_QUEUE, type QueuedEvent, type Tracker, startTracker } from './tracker'

type Sent = { url: string; init: RequestInit; events: QueuedEvent[] }

let sent: Sent[]
let fetchMock: ReturnType<typeof vi.fn>
let tracker: Tracker | null

function sentEvents() {
  return sent.flatMap((call) => call.events)
}

beforeEach(() => {
  vi.useFakeTimers()
  sent = []
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init, events: (JSON.parse(String(init.body)) as { events: QueuedEvent[] }).events })
    return new Response(JSON.stringify({ accepted: 1 }), { status: 202 })
  })
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', '/programs/office-supplies')
  document.title = 'Office supplies'
  document.body.innerHTML = `
    <details><summary data-track-id="faq-shipping" data-track-label="How fast is shipping?" data-track-href="#faq-shipping" data-track-context="faq">Q</summary></details>
    <a href="https://www.odpbusiness.com/a/products/348037/" data-track-id="348037" data-track-label="Copy paper" data-track-href="https://www.odpbusiness.com/a/products/348037/" data-track-context="odp-collection:paper"><span>Buy</span></a>
    <button type="button">Untracked</button>`
})

afterEach(() => {
  tracker?.stop()
  tracker = null
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('startTracker', () => {
  it('records the page view and sends the queue as {events} every 5 seconds with keepalive', async () => {
    tracker = startTracker()
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5000)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('/api/track')
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' })
    expect(sent[0]!.events).toEqual([
      { eventType: 'PAGE_VIEW', label: 'Office supplies', path: '/programs/office-supplies', timestamp: Date.now() - 5000 },
    ])
    await vi.advanceTimersByTimeAsync(5000)
    expect(sent).toHaveLength(1)
  })

  it('records clicks on tracked elements, client-side navigations and emitted events', async () => {
    tracker = startTracker()
    // jsdom cannot navigate; the click still reaches the tracker's capture listener first.
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    document.querySelector('summary')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.querySelector('a span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    emitTrackEvent({ eventType: 'FORM_SUBMIT_SUCCESS', elementId: 'contact-us', metadata: { outcome: 'success' } })
    window.history.pushState(null, '', '/benefits/shipping')
    tracker!.pageView()
    tracker!.pageView()
    await vi.advanceTimersByTimeAsync(5000)

    expect(sentEvents().map(({ eventType, elementId, label, metadata, path }) => ({ eventType, elementId, label, metadata, path }))).toEqual([
      { eventType: 'PAGE_VIEW', elementId: undefined, label: 'Office supplies', metadata: undefined, path: '/programs/office-supplies' },
      {
        eventType: 'FAQ_TOGGLE',
        elementId: 'faq-shipping',
        label: 'How fast is shipping?',
        metadata: { context: 'faq', href: '#faq-shipping', opening: true },
        path: '/programs/office-supplies',
      },
      {
        eventType: 'CLICK_LINK',
        elementId: '348037',
        label: 'Copy paper',
        metadata: { context: 'odp-collection:paper', href: 'https://www.odpbusiness.com/a/products/348037/' },
        path: '/programs/office-supplies',
      },
      {
        eventType: 'FORM_SUBMIT_SUCCESS',
        elementId: 'contact-us',
        label: undefined,
        metadata: { outcome: 'success' },
        path: '/programs/office-supplies',
      },
      { eventType: 'PAGE_VIEW', elementId: undefined, label: 'Office supplies', metadata: undefined, path: '/benefits/shipping' },
    ])
  })

  it('sends at once when the page is hidden, so closing the tab loses nothing', async () => {
    tracker = startTracker()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.init.keepalive).toBe(true)

    emitTrackEvent({ eventType: 'CLICK_CONTINUE', elementId: 'hero' })
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.map((call) => call.events.map((event) => event.eventType))).toEqual([['PAGE_VIEW'], ['CLICK_CONTINUE']])
  })

  it('logs a failed batch and sends it again with the next one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 503 }))
    tracker = startTracker()
    await vi.advanceTimersByTimeAsync(5000)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(0)

    emitTrackEvent({ eventType: 'CLICK_DOWNLOAD', elementId: 'guide' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(sentEvents().map((event) => event.eventType)).toEqual(['PAGE_VIEW', 'CLICK_DOWNLOAD'])
  })

  it('keeps at most MAX_QUEUE events, in batches of at most 50, dropping the oldest', async () => {
    tracker = startTracker()
    for (let i = 0; i < MAX_QUEUE + 100; i += 1) emitTrackEvent({ eventType: 'CLICK', elementId: `e${i}` })
    await vi.advanceTimersByTimeAsync(5000)
    expect(sent.every((call) => call.events.length <= 50)).toBe(true)
    const events = sentEvents()
    expect(events).toHaveLength(MAX_QUEUE)
    expect(events[0]!.elementId).toBe('e100')
    expect(events.at(-1)!.elementId).toBe(`e${MAX_QUEUE + 99}`)
  })

  it('records nothing with Global Privacy Control or Do Not Track', () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true })
    expect(startTracker()).toBeNull()
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: false, doNotTrack: '1' })
    expect(startTracker()).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
