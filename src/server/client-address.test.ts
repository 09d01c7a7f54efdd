import { describe, expect, it } from 'vitest'

import { getClientAddress } from './client-address'

const request = (headers: Record<string, string>) => new Headers(headers)

describe('getClientAddress', () => {
  it("uses the connection's address and ignores X-Forwarded-For with no trusted proxy", () => {
    const headers = request({ 'x-ea-connection-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' })
    expect(getClientAddress(headers, 0)).toBe('203.0.113.7')
  })

  it('takes the entry the trusted proxies wrote, not what the client put in front', () => {
    // client forged "1.1.1.1"; proxy 1 appended the client's real address; proxy 2 connected to us
    const headers = request({
      'x-ea-connection-address': '10.0.0.2',
      'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.1',
    })
    expect(getClientAddress(headers, 1)).toBe('10.0.0.1')
    expect(getClientAddress(headers, 2)).toBe('203.0.113.9')
    expect(getClientAddress(headers, 9)).toBe('1.1.1.1')
  })

  it('maps IPv4 in IPv6 to IPv4 and refuses what is not an address', () => {
    expect(getClientAddress(request({ 'x-ea-connection-address': '::ffff:127.0.0.1' }), 0)).toBe('127.0.0.1')
    expect(getClientAddress(request({ 'x-ea-connection-address': 'evil' }), 0)).toBe('unknown')
    expect(getClientAddress(request({ 'x-forwarded-for': '203.0.113.5' }))).toBe('unknown')
  })
})
