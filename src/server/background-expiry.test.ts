import {
  EXPIRE_REQUEST_TTL_MS,
  expireOutsideRequest,
  expireSignature,
  registerBackgroundExpiry,
  verifiedExpireRequest,
} from './background-expiry'
import { selfOrigin } from '@/lib/self-origin'

import { expireTags } from './revalidate'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

describe('background expiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('ea.expireTagsOutsideRequest')]
  })

  it('accepts only a body signed with the secret within the last minute', () => {
    const now = Date.parse('2026-11-30T15:00:00Z')
    const body = JSON.stringify({ tags: ['collection:events', 'doc:events:7'], at: now })
    expect(verifiedExpireRequest(SECRET, body, expireSignature(SECRET, body), now)).toEqual(['collection:events', 'doc:events:7'])
    expect(verifiedExpireRequest(SECRET, body, null, now)).toBeNull()
    expect(verifiedExpireRequest(SECRET, body, expireSignature('another-secret-of-thirty-two-characters', body), now)).toBeNull()
    expect(verifiedExpireRequest(SECRET, body, expireSignature(SECRET, body), now + EXPIRE_REQUEST_TTL_MS + 1)).toBeNull()
    const tampered = body.replace('doc:events:7', 'doc:events:8')
    expect(verifiedExpireRequest(SECRET, tampered, expireSignature(SECRET, body), now)).toBeNull()
    const notTags = JSON.stringify({ tags: [1], at: now })
    expect(verifiedExpireRequest(SECRET, notTags, expireSignature(SECRET, notTags), now)).toBeNull()
  })

  it('reaches the server on loopback when it listens on every address', () => {
    expect(selfOrigin(undefined, undefined)).toBe('http://127.0.0.1:3000')
    expect(selfOrigin('0.0.0.0', '8080')).toBe('http://127.0.0.1:8080')
    expect(selfOrigin('::1', '3000')).toBe('http://[::1]:3000')
    expect(selfOrigin('127.0.0.1', '3100')).toBe('http://127.0.0.1:3100')
  })

  it('expires tags outside a request through the registered server, signed', async () => {
    // The integration projects' setup turns expiry off for the whole run; this test needs it on.
    vi.stubEnv('PAYLOAD_SKIP_REVALIDATE', '')
    expect(await expireOutsideRequest(['pages'])).toBe(false)
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchMock)
    registerBackgroundExpiry('http://127.0.0.1:3100', SECRET)
    // Outside a request Next's revalidateTag throws; the registered server is asked instead.
    await expireTags(['collection:events', 'collection:events', 'doc:events:7'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(url)).toBe('http://127.0.0.1:3100/api/internal/expire-tags')
    const body = String(init.body)
    const signature = (init.headers as Record<string, string>)['x-ea-expire-signature']
    expect(verifiedExpireRequest(SECRET, body, signature)).toEqual(['collection:events', 'doc:events:7'])
  })
})
