// @vitest-environment node
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

describe('tracker size', () => {
  it('stays under 3 kB gzip, minified with what it imports', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'tracker.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      alias: { '@': path.resolve(import.meta.dirname, '../..') },
    })
    const gzipped = gzipSync(result.outputFiles[0]!.contents).byteLength
    expect(gzipped).toBeLessThan(3 * 1024)
  })
})
