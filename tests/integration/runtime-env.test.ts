import { afterEach, describe, expect, it, vi } from 'vitest'

import { ensureDevelopmentSecrets, isLoopbackSite } from '../../scripts/lib/runtime-env.mjs'

afterEach(() => vi.unstubAllEnvs())

describe('ensureDevelopmentSecrets', () => {
  it('refuses to invent secrets for a public SITE_URL when NODE_ENV is unset', () => {
    vi.stubEnv('NODE_ENV', '')
    vi.stubEnv('SITE_URL', 'https://collective.example.com')
    vi.stubEnv('PAYLOAD_SECRET', '')
    expect(() => ensureDevelopmentSecrets()).toThrow(/SITE_URL \(https:\/\/collective.example.com\) is a public address/)
  })

  it('knows both loopback names and the IPv6 loopback', () => {
    expect(isLoopbackSite('http://localhost:3000')).toBe(true)
    expect(isLoopbackSite('http://127.0.0.1:3000')).toBe(true)
    expect(isLoopbackSite('http://[::1]:3000')).toBe(true)
    expect(isLoopbackSite('https://collective.example.com')).toBe(false)
  })
})
