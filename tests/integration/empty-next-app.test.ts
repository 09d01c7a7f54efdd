import fs from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs'
import { buildEmptyNextApp, startEmptyNextApp } from '../../scripts/lib/empty-next-app.mjs'
import { root } from '../../scripts/lib/runtime-env.mjs'
import { TURBOPACK_CHUNKING } from '../../scripts/lib/turbopack-chunking.mjs'

fs.mkdirSync(path.join(root, '.data'), { recursive: true })
const dir = fs.mkdtempSync(path.join(root, '.data', 'empty-next-test-'))

describe("the bench's empty Next.js page (the framework's floor)", () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }))

  it('is built with the project’s Next, carries the compile hint, and is served', { timeout: 180_000 }, async () => {
    const first = await buildEmptyNextApp(dir)
    const installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'))
    expect(first.versions.next).toBe(installed.version)
    // Built with the product's chunker settings, as next.config.ts gives them.
    expect(fs.readFileSync(path.join(dir, 'next.config.mjs'), 'utf8')).toContain(
      `turbopackChunking: ${JSON.stringify(TURBOPACK_CHUNKING)}`,
    )

    // Its page loads only the framework's chunks: Next's and React's runtime is over 100 kB of gzip.
    expect(first.scriptBytes).toBeGreaterThan(100 * 1024)
    // Compressed at build time as ours are (precompress.mjs): brotli is smaller than the gzip counted.
    expect(first.brotliBytes).toBeLessThan(first.scriptBytes)
    expect(first.files.length).toBeGreaterThan(0)
    for (const file of first.files) {
      expect(fs.readFileSync(path.join(dir, '.next', file), 'utf8').startsWith(COMPILE_HINT)).toBe(true)
    }

    // A second call reuses the build (same Next, same files).
    const buildId = fs.statSync(path.join(dir, '.next', 'BUILD_ID')).mtimeMs
    expect((await buildEmptyNextApp(dir)).scriptBytes).toBe(first.scriptBytes)
    expect(fs.statSync(path.join(dir, '.next', 'BUILD_ID')).mtimeMs).toBe(buildId)

    const app = await startEmptyNextApp(dir)
    try {
      const response = await fetch(app.url)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('<h1>An empty Next.js page</h1>')
      expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/)
      // Served through our front door, from the same compressed copies as our pages' scripts.
      const chunk = await fetch(new URL(`/_next/${first.files[0]}`, app.url), { headers: { 'accept-encoding': 'br' } })
      expect(chunk.headers.get('content-encoding')).toBe('br')
      expect(await chunk.text()).toBe(fs.readFileSync(path.join(dir, '.next', first.files[0]), 'utf8'))
    } finally {
      await app.stop()
    }
  })
})
