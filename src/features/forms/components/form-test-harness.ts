/**
 * For the form components' tests: a mocked fetch and the tracking events the form emitted, both
 * reset before every test (call setUpFormTests once at the top of a test file, with the form's
 * schema loader), and a form as the server's HTML before its script runs.
 */
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

import { TRACK_EVENT, type TrackDetail } from '@/lib/tracking-events'

export function setUpFormTests({ loadSchemas }: { loadSchemas?: () => Promise<unknown> } = {}) {
  const fetchMock = vi.fn<typeof fetch>()
  // A form imports its schema (and Zod) on first use. Cold, on a CI host busy with other test
  // files, that import has outlasted findBy's and waitFor's one second in a file's first test:
  // import it once before the tests, so each test waits for the form and not for the module.
  if (loadSchemas) beforeAll(async () => void (await Promise.all([loadSchemas(), import('@hookform/resolvers/zod')])))
  const tracked: TrackDetail[] = []
  const onTrack = (event: Event) => tracked.push((event as CustomEvent<TrackDetail>).detail)

  beforeEach(() => {
    vi.clearAllMocks()
    fetchMock.mockReset()
    tracked.length = 0
    vi.stubGlobal('fetch', fetchMock)
    window.addEventListener(TRACK_EVENT, onTrack)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    window.removeEventListener(TRACK_EVENT, onTrack)
  })
  return { fetchMock, tracked }
}

/** A JSON answer as the form endpoints give it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * `element` as the server's HTML in the document, before its script runs (what a visitor can
 * already type into or choose a file in); `hydrate` hands it to React.
 */
export function serverRendered(element: ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return { container, hydrate: () => render(element, { container, hydrate: true }) }
}

/** A Blob's text, through FileReader (jsdom's Blob has no text()): what a request body says. */
export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })
}
