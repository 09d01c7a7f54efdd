// The browser's files compressed once, when the app is built, instead of on every request: each
// script and style sheet under .next/static gets a brotli copy (`.br`, quality 11) and a gzip copy
// (`.gz`) beside it. The site's own files (the chunks and styles its pages load, not the admin's)
// are gzipped with Zopfli, which writes ordinary gzip about 3% smaller than zlib's best level;
// the admin's 4 MB with zlib's level 9, in a fraction of the time. The front door
// (static-door.mjs) answers `/_next/static/…` from these copies: brotli to a browser that takes it,
// gzip to any other that takes gzip. See docs/decisions/027-precompressed-static-files.md.
//
// `scripts/launch.mjs` runs this after every build and before every start, after the compile
// hints (compile-hints.mjs, which change the chunks' first bytes). A file whose size and time are
// those it was compressed at, and whose copies are there, is not even read, so a start after a
// build only looks at the files' sizes and times.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { gzipAsync } from '@gfx/zopfli'

import { siteChunks, siteStyles } from './compile-hints.mjs'
import {
  copyIsCurrent,
  entryIsCurrent,
  PRECOMPRESSED_MANIFEST,
  readPrecompressedManifest,
} from './precompressed-manifest.mjs'

const COMPRESSIBLE = /\.(?:js|css)$/
/**
 * Zopfli's passes over each file. On Next's runtime chunk (433 kB), 5 passes wrote 13 bytes more
 * than the default 15, in 60% of the time (0.75 s against 1.2 s).
 */
const ZOPFLI_ITERATIONS = 5

const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }

/** Every script and style sheet under .next/static, as paths under .next (`static/chunks/…`). */
function staticFiles(nextDir) {
  const found = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(nextDir, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) found.push(relative)
    }
  }
  if (fs.existsSync(path.join(nextDir, 'static'))) walk('static')
  return found.sort()
}

/** Writes beside and renames over, so that no reader ever sees a half-written file. */
function writeWhole(file, bytes) {
  const partial = `${file}.${process.pid}.partial`
  fs.writeFileSync(partial, bytes)
  fs.renameSync(partial, file)
}

const brotliCompress = promisify(zlib.brotliCompress)
/** On libuv's thread pool, so the copies are made while Zopfli works on the main thread. */
const brotli = (bytes) =>
  brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })

/**
 * Writes the brotli and gzip copies of every script and style sheet under `<root>/.next/static`
 * that lacks current ones, and the list of them (PRECOMPRESSED_MANIFEST). Returns how many files
 * were compressed and how many were already done.
 */
export async function precompressStaticFiles(root = process.cwd()) {
  const nextDir = path.join(root, '.next')
  const listFile = path.join(nextDir, PRECOMPRESSED_MANIFEST)
  const previous = readPrecompressedManifest(nextDir).files
  // The site's files, read from the client manifests only when a file has to be looked at.
  let zopfli
  const files = {}
  const pending = []
  for (const file of staticFiles(nextDir)) {
    const url = `/_next/${file}`
    const before = previous[url]
    // Unchanged since it was compressed (a start after a build): not read again.
    if (before?.file === file && entryIsCurrent(nextDir, before)) {
      files[url] = before
      continue
    }
    const absolute = path.join(nextDir, file)
    const source = fs.readFileSync(absolute)
    const { mtimeMs } = fs.statSync(absolute)
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 22)
    zopfli ??= new Set([...siteChunks(nextDir), ...siteStyles(nextDir)])
    const gzipMethod = zopfli.has(file) ? 'zopfli' : 'zlib'
    files[url] = { file, type: CONTENT_TYPES[path.extname(file)], size: source.length, mtimeMs, hash, gzipMethod }
    if (
      before?.hash === hash &&
      before.gzipMethod === gzipMethod &&
      copyIsCurrent(nextDir, file, '.br', before.br) &&
      copyIsCurrent(nextDir, file, '.gz', before.gz)
    ) {
      // The same bytes with another time (a copied build): the copies stand.
      Object.assign(files[url], { br: before.br, gz: before.gz })
    } else {
      const br = brotli(source)
      br.catch(() => {}) // awaited below, in turn; this only keeps Node from calling it unhandled first
      pending.push({ url, absolute, source, gzipMethod, br })
    }
  }
  for (const task of pending) {
    const gz =
      task.gzipMethod === 'zopfli'
        ? Buffer.from(await gzipAsync(task.source, { numiterations: ZOPFLI_ITERATIONS }))
        : zlib.gzipSync(task.source, { level: 9 })
    const br = await task.br
    writeWhole(`${task.absolute}.br`, br)
    writeWhole(`${task.absolute}.gz`, gz)
    Object.assign(files[task.url], { br: br.length, gz: gz.length })
  }
  // Written only when it changed, so a start on a read-only copy of a prepared build writes nothing.
  const list = `${JSON.stringify({ files }, null, 1)}\n`
  if (!fs.existsSync(listFile) || fs.readFileSync(listFile, 'utf8') !== list) writeWhole(listFile, list)
  return { compressed: pending.length, kept: Object.keys(files).length - pending.length }
}
