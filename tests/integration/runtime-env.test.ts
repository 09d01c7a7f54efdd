import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { ensureDevelopmentSecrets, isLoopbackSite, root, scriptCommand } from '../../scripts/lib/runtime-env.mjs'

afterEach(() => vi.unstubAllEnvs())

describe('ensureDevelopmentSecrets', () => {
  it('refuses to invent secrets for a public SITE_URL when NODE_ENV is unset', () => {
    vi.stubEnv('NODE_ENV', '')
    vi.stubEnv('SITE_URL', 'https://collective.example.com')
    vi.stubEnv('PAYLOAD_SECRET', '')
    expect(() => ensureDevelopmentSecrets()).toThrow(/SITE_URL \(https:\/\/collective.example.com\) is a public address/)
  })

  it('asks a deployment for its secrets, and for ADMIN_PASSWORD only through the seed that creates the first operator', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('BETTER_AUTH_SECRET', 'b'.repeat(40))
    vi.stubEnv('ADMIN_PASSWORD', '')
    expect(() => ensureDevelopmentSecrets()).toThrow('Set PAYLOAD_SECRET in the environment: production never generates secrets.')
    vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(40))
    expect(ensureDevelopmentSecrets()).toEqual([])
    expect(process.env.ADMIN_PASSWORD).toBe('')
  })

  it('knows both loopback names and the IPv6 loopback', () => {
    expect(isLoopbackSite('http://localhost:3000')).toBe(true)
    expect(isLoopbackSite('http://127.0.0.1:3000')).toBe(true)
    expect(isLoopbackSite('http://[::1]:3000')).toBe(true)
    expect(isLoopbackSite('https://collective.example.com')).toBe(false)
  })
})

describe('scriptCommand', () => {
  it('has the scripts load the production build of Lexical, whose modules have no top-level await', { timeout: 60_000 }, () => {
    const [command, args] = scriptCommand('tests/fixtures/resolve-lexical.mjs')
    const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' })
    expect(result.status, result.stderr).toBe(0)
    const resolved: Record<string, string> = JSON.parse(result.stdout)
    expect(Object.keys(resolved)).toHaveLength(7)
    for (const [name, url] of Object.entries(resolved)) {
      // Without the condition these are the `*.node.mjs` files, which start with `await import(…)`.
      expect(url, name).toMatch(/\.prod\.mjs$/)
      expect(readFileSync(fileURLToPath(url), 'utf8'), name).not.toMatch(/^const mod = await/m)
    }
  })
})
