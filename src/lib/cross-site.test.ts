import { describe, expect, it } from 'vitest'

import { isForeignServerAction } from './cross-site'

const action = (headers: Record<string, string>) => new Headers({ 'next-action': '7f3a', ...headers })

describe('isForeignServerAction', () => {
  it('refuses an action whose Origin is another host than the one it was sent to', () => {
    expect(isForeignServerAction('POST', action({ host: '127.0.0.1:3000', origin: 'http://evil.example' }))).toBe(true)
    expect(isForeignServerAction('POST', action({ host: '127.0.0.1:3000', origin: 'http://localhost:3000' }))).toBe(
      true,
    )
    expect(isForeignServerAction('POST', action({ host: 'example.org', origin: 'null' }))).toBe(true)
    // An Origin that is not an address (Next throws on it).
    expect(isForeignServerAction('POST', action({ host: 'example.org', origin: 'abc' }))).toBe(true)
  })

  it('lets the site its own actions, compared as Next compares them', () => {
    expect(isForeignServerAction('POST', action({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(
      false,
    )
    // Behind a proxy: the forwarded host, first of a list, is the one the browser used.
    expect(
      isForeignServerAction(
        'POST',
        action({ host: '10.0.0.5:3000', 'x-forwarded-host': 'example.org, lb', origin: 'https://example.org' }),
      ),
    ).toBe(false)
    expect(
      isForeignServerAction(
        'POST',
        action({ host: 'example.org', 'x-forwarded-host': 'lb.internal', origin: 'https://example.org' }),
      ),
    ).toBe(true)
    // Without an Origin, not from a browser page: Next lets it through, and so does the proxy.
    expect(isForeignServerAction('POST', action({ host: 'example.org' }))).toBe(false)
  })

  it('looks only at Server Actions', () => {
    expect(isForeignServerAction('POST', new Headers({ host: 'example.org', origin: 'http://evil.example' }))).toBe(
      false,
    )
    expect(isForeignServerAction('GET', action({ host: 'example.org', origin: 'http://evil.example' }))).toBe(false)
  })
})
