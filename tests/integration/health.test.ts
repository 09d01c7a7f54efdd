import { afterAll, describe, expect, it, vi } from 'vitest'

describe('GET /api/health', () => {
  afterAll(() => {
    vi.unstubAllEnvs()
  })

  it('answers 200 with the database reachable', async () => {
    const { GET } = await import('@/app/api/health/route')
    const response = await GET()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'reachable' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 503 when the database cannot be reached', async () => {
    // A fresh module graph and pool pointed at a port where nothing listens.
    vi.resetModules()
    const pool = (globalThis as { __appPool?: { end: () => Promise<void> } }).__appPool
    await pool?.end()
    delete (globalThis as { __appPool?: unknown }).__appPool
    vi.stubEnv('DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:9/nothing')
    const { GET } = await import('@/app/api/health/route')
    const response = await GET()
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'unreachable' })
    expect(response.headers.get('retry-after')).toBe('5')
    const broken = (globalThis as { __appPool?: { end: () => Promise<void> } }).__appPool
    await broken?.end()
    delete (globalThis as { __appPool?: unknown }).__appPool
  })
})
