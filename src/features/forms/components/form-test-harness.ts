/**
 * For the form components' tests: a mocked fetch and the tracking events the form emitted, both
 * reset before every test. Call once at the top of a test file.
 */
import { TRACK_EVENT, type TrackDetail } from '@/lib/tracking-events'

export function setUpFormTests() {
  const fetchMock = vi.fn<typeof fetch>()
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
