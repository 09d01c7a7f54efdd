import { describe, expect, it } from 'vitest'

import { truncateAddress } from './address'

describe('truncateAddress', () => {
  it('keeps only the /24 of an IPv4 address', () => {
    expect(truncateAddress('203.0.113.77')).toBe('203.0.113.0/24')
    expect(truncateAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24')
  })

  it('keeps only the /48 of an IPv6 address', () => {
    expect(truncateAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48')
    expect(truncateAddress('2001:db8::1')).toBe('2001:db8:0::/48')
    expect(truncateAddress('[::1]')).toBe('0:0:0::/48')
    expect(truncateAddress('fe80::1%eth0')).toBe('fe80:0:0::/48')
  })

  it('stores anything else as unknown', () => {
    expect(truncateAddress('unknown')).toBe('unknown')
    expect(truncateAddress('not an address')).toBe('unknown')
    expect(truncateAddress('')).toBe('unknown')
  })
})
