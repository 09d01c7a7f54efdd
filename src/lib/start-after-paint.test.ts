// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { START_AT_THE_LATEST_MS, startAfterPaintScript, startAppAfterFirstPaint } from './start-after-paint'

const SRC = '/_next/static/chunks/1n-hzgc4yrz62.js'
const ENTRY = '<script nonce="eapcN0nce" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/1n-hzgc4yrz62.js"],"runtimeModuleIds":[494553]});</script>'
const BOOTSTRAP_TAG = `<script src="${SRC}" nonce="eapcN0nce" async=""></script>`
const FORM_CHUNK = '/_next/static/chunks/0u5kn4vmxnvgt.js'
/** next/dynamic's preload of a chunk the app loads on demand, as ReactDOM.preload writes it. */
const FORM_PRELOAD = `<link rel="preload" href="${FORM_CHUNK}" as="script" nonce="eapcN0nce" fetchPriority="low"/>`
/** The head and the end of a page's body as React writes them, with Next's inline payload after the bootstrap. */
const PAGE = `<html><head><link rel="preload" as="script" fetchPriority="low" nonce="eapcN0nce" href="${SRC}"/>${FORM_PRELOAD}</head><body><main><h1>Grow with peers</h1></main>${ENTRY}${BOOTSTRAP_TAG}<script nonce="eapcN0nce">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`

describe('startAppAfterFirstPaint', () => {
  it('replaces the bootstrap tag with a script of the same nonce that adds it later, leaving the rest as it was', () => {
    const html = startAppAfterFirstPaint(PAGE)
    const later = `<script nonce="eapcN0nce">${startAfterPaintScript(SRC, [FORM_CHUNK])}</script>`
    expect(html).not.toContain(BOOTSTRAP_TAG)
    expect(html).toContain(`${ENTRY}${later}<script nonce="eapcN0nce">(self.__next_f`)
    // The head still preloads the bootstrap, so it downloads as early as before; the on-demand
    // chunk is preloaded when the app starts.
    expect(html).toContain(`href="${SRC}"/></head>`)
    expect(html).not.toContain(FORM_PRELOAD)
    expect(html.replace(later, BOOTSTRAP_TAG).replace('</head>', `${FORM_PRELOAD}</head>`)).toBe(PAGE)
  })

  it('moves each on-demand chunk once, and leaves preloads it does not recognise', () => {
    const other = FORM_PRELOAD.replace('0u5kn4vmxnvgt', '2g749z6_h4lvf')
    const foreign = FORM_PRELOAD.replace('eapcN0nce', 'someone-else')
    const page = PAGE.replace('</head>', `${FORM_PRELOAD}${other}${foreign}</head>`)
    const html = startAppAfterFirstPaint(page)
    expect(html).toContain(`<script nonce="eapcN0nce">${startAfterPaintScript(SRC, [FORM_CHUNK, '/_next/static/chunks/2g749z6_h4lvf.js'])}</script>`)
    expect(html).toContain(`href="${SRC}"/>${foreign}</head>`)
  })

  it('leaves a page alone when the bootstrap is not where React writes it', () => {
    const withoutEntry = PAGE.replace(ENTRY, '')
    expect(startAppAfterFirstPaint(withoutEntry)).toBe(withoutEntry)
    const otherNonce = PAGE.replace(BOOTSTRAP_TAG, BOOTSTRAP_TAG.replace('eapcN0nce', 'other'))
    expect(startAppAfterFirstPaint(otherNonce)).toBe(otherNonce)
    const elsewhere = PAGE.replace(BOOTSTRAP_TAG, BOOTSTRAP_TAG.replace('/_next/static/chunks/', 'https://cdn.example.com/'))
    expect(startAppAfterFirstPaint(elsewhere)).toBe(elsewhere)
    expect(startAppAfterFirstPaint('')).toBe('')
  })

  it("leaves Next's error shell alone: the app draws that page, so it has no paint to wait for", () => {
    const shell = `<!DOCTYPE html><html id="__next_error__">${PAGE.slice('<html>'.length)}`
    expect(startAppAfterFirstPaint(shell)).toBe(shell)
    expect(startAppAfterFirstPaint(`<!DOCTYPE html>${PAGE}`)).not.toContain(BOOTSTRAP_TAG)
  })
})

describe('the script that adds the bootstrap', () => {
  let paintCallbacks: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[]

  /** Paint timing as a browser has it: the observer is told of each paint. */
  class FakePaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint']
    constructor(private callback: (typeof paintCallbacks)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paintCallbacks.push(this.callback)
    }
  }

  const paint = (name: string) => {
    for (const callback of paintCallbacks) callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
  }
  const added = () => [...document.head.querySelectorAll('script')].filter((script) => script.getAttribute('src') === SRC)
  const run = () => new Function(startAfterPaintScript(SRC, [FORM_CHUNK]))()

  beforeEach(() => {
    vi.useFakeTimers()
    paintCallbacks = []
    Object.defineProperty(document, 'currentScript', { configurable: true, value: { nonce: 'n0nce-of-this-answer' } })
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.head.replaceChildren()
    Reflect.deleteProperty(document, 'currentScript')
  })

  it('adds the bootstrap once the first contentful paint is reported, once, with the answer nonce', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    run()
    expect(added()).toHaveLength(0)
    paint('first-paint')
    expect(added()).toHaveLength(0)
    paint('first-contentful-paint')
    expect(added()).toHaveLength(1)
    expect(added()[0].async).toBe(true)
    expect(added()[0].nonce).toBe('n0nce-of-this-answer')
    // The on-demand chunk is preloaded first, with the same nonce.
    const preload = document.head.querySelector('link')!
    expect(preload.compareDocumentPosition(added()[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect([preload.rel, preload.as, preload.getAttribute('href'), preload.nonce]).toEqual(['preload', 'script', FORM_CHUNK, 'n0nce-of-this-answer'])
    paint('first-contentful-paint')
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS)
    expect(added()).toHaveLength(1)
  })

  it('adds it after START_AT_THE_LATEST_MS when no paint is reported', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    run()
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1)
    expect(added()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(added()).toHaveLength(1)
  })

  it('adds it at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    run()
    expect(added()).toHaveLength(1)
    document.head.replaceChildren()
    vi.stubGlobal('PerformanceObserver', class extends FakePaintObserver {
      static supportedEntryTypes = ['navigation', 'resource']
    })
    run()
    expect(added()).toHaveLength(1)
  })

  it('adds it after the frame a page opened in the background paints when shown', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    run()
    document.dispatchEvent(new Event('visibilitychange'))
    expect(frames).toHaveLength(0)
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(added()).toHaveLength(0)
    frames.forEach((frame) => frame(0))
    expect(added()).toHaveLength(0)
    vi.advanceTimersByTime(0)
    expect(added()).toHaveLength(1)
    visibility.mockRestore()
  })
})
