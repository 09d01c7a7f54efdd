import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { siteStyles } from '../../scripts/lib/compile-hints.mjs'
import { precompressStaticFiles } from '../../scripts/lib/precompress.mjs'
import { PRECOMPRESSED_MANIFEST, readPrecompressedManifest } from '../../scripts/lib/precompressed-manifest.mjs'
import { measureScriptSizes } from '../../scripts/lib/script-sizes.mjs'
import { configuredHeaders, createStaticDoor } from '../../scripts/lib/static-door.mjs'

let root = ''
const nextDir = () => path.join(root, '.next')
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(nextDir(), file)), { recursive: true })
  fs.writeFileSync(path.join(nextDir(), file), text)
}
/** Script text long enough for the encodings to differ from the file, and not all alike. */
const script = (name: string) =>
  Array.from({ length: 200 }, (_, index) => `function ${name}${index}(e){return e.map(t=>t*${index}+"${name}")}`).join(
    ';',
  )

const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
]

/** A built app: a site page with its style sheet and a lazily loaded chunk, and the admin. */
function writeBuild() {
  write('build-manifest.json', JSON.stringify({ polyfillFiles: [], rootMainFiles: ['static/chunks/runtime.js'] }))
  write(
    'app-path-routes-manifest.json',
    JSON.stringify({ '/(frontend)/[[...slug]]/page': '/[[...slug]]', '/(payload)/admin/page': '/admin' }),
  )
  const manifest = (route: string, js: string[], css: string[]) =>
    write(
      `server/app/${route}_client-reference-manifest.js`,
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(
        {
          clientModules: {},
          entryJSFiles: { [`[project]/src/app${route}`]: js },
          entryCSSFiles: { [`[project]/src/app${route}`]: css.map((sheet) => ({ path: sheet, inlined: false })) },
        },
      )};`,
    )
  manifest('/(frontend)/[[...slug]]/page', ['static/chunks/site.js'], ['static/chunks/site.css'])
  manifest('/(payload)/admin/page', ['static/chunks/admin.js'], ['static/chunks/admin.css'])
  write(
    'routes-manifest.json',
    JSON.stringify({
      headers: [
        { source: '/:path*', headers: SECURITY_HEADERS, regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$' },
        {
          source: '/admin',
          headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }],
          regex: '^/admin(?:/)?$',
        },
      ],
    }),
  )
  for (const name of ['runtime', 'site', 'admin']) write(`static/chunks/${name}.js`, script(name))
  write('static/chunks/site.css', `.site{color:red}${'.a{margin:0}'.repeat(100)}`)
  write('static/chunks/admin.css', `.admin{color:blue}${'.b{padding:0}'.repeat(100)}`)
  write('static/media/font.woff2', 'not text')
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  writeBuild()
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const read = (file: string) => fs.readFileSync(path.join(nextDir(), file))

describe('precompressed copies of the browser files', () => {
  it('writes a brotli and a gzip copy of every script and style sheet, Zopfli for the site, and lists them', async () => {
    expect(await precompressStaticFiles(root)).toEqual({ compressed: 5, kept: 0 })
    const { files } = readPrecompressedManifest(nextDir())
    expect(Object.keys(files).sort()).toEqual(
      ['admin.css', 'admin.js', 'runtime.js', 'site.css', 'site.js'].map((name) => `/_next/static/chunks/${name}`),
    )
    for (const entry of Object.values(files) as { file: string; br: number; gz: number; size: number }[]) {
      const source = read(entry.file)
      expect(zlib.brotliDecompressSync(read(`${entry.file}.br`)).equals(source)).toBe(true)
      expect(zlib.gunzipSync(read(`${entry.file}.gz`)).equals(source)).toBe(true)
      expect(entry.br).toBe(read(`${entry.file}.br`).length)
      expect(entry.gz).toBe(read(`${entry.file}.gz`).length)
      expect(entry.gz).toBeLessThan(entry.size)
    }
    expect(files['/_next/static/chunks/site.js'].gzipMethod).toBe('zopfli')
    expect(files['/_next/static/chunks/site.css'].gzipMethod).toBe('zopfli')
    expect(files['/_next/static/chunks/runtime.js'].gzipMethod).toBe('zopfli')
    expect(files['/_next/static/chunks/admin.js'].gzipMethod).toBe('zlib')
    expect(files['/_next/static/chunks/site.css'].type).toBe('text/css; charset=UTF-8')
    expect(fs.existsSync(path.join(nextDir(), 'static/media/font.woff2.br'))).toBe(false)
  })

  it('does nothing the second time, and redoes only a file that changed', async () => {
    await precompressStaticFiles(root)
    expect(await precompressStaticFiles(root)).toEqual({ compressed: 0, kept: 5 })
    write('static/chunks/site.js', `//# allFunctionsCalledOnLoad\n${script('site')}`)
    expect(await precompressStaticFiles(root)).toEqual({ compressed: 1, kept: 4 })
    expect(zlib.gunzipSync(read('static/chunks/site.js.gz')).toString()).toMatch(/^\/\/# allFunctionsCalledOnLoad/)
    fs.rmSync(path.join(nextDir(), 'static/chunks/admin.js.br'))
    expect(await precompressStaticFiles(root)).toEqual({ compressed: 1, kept: 4 })
  })

  it("names the site's style sheets, not the admin's", () => {
    expect(siteStyles(nextDir())).toEqual(['static/chunks/site.css'])
  })

  it('counts the copies the server sends in the script budgets, and compresses a file without one', async () => {
    const before = measureScriptSizes(root).pages.find((page) => page.url === '/[[...slug]]')
    await precompressStaticFiles(root)
    const after = measureScriptSizes(root).pages.find((page) => page.url === '/[[...slug]]')
    const { files } = readPrecompressedManifest(nextDir())
    const copies = ['runtime.js', 'site.js'].map((name) => files[`/_next/static/chunks/${name}`])
    expect(after?.bytes).toBe(copies[0].gz + copies[1].gz)
    expect(after?.brotliBytes).toBe(copies[0].br + copies[1].br)
    expect(before?.bytes).toBe(
      ['runtime.js', 'site.js'].reduce(
        (sum, name) => sum + zlib.gzipSync(read(`static/chunks/${name}`), { level: 9 }).length,
        0,
      ),
    )
  })
})

describe('the headers of a file', () => {
  it('takes the configured headers of the path, and leaves a path with a conditional rule to Next', () => {
    const manifest = JSON.parse(read('routes-manifest.json').toString())
    expect(configuredHeaders(manifest, '/_next/static/chunks/site.js')).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    manifest.headers.push({
      source: '/_next/:path*',
      headers: [],
      regex: '^/_next(?:/.*)?$',
      has: [{ type: 'query', key: 'a' }],
    })
    expect(configuredHeaders(manifest, '/_next/static/chunks/site.js')).toBeNull()
  })
})

describe('the front door for static files', () => {
  let server: http.Server
  let port = 0

  beforeEach(async () => {
    await precompressStaticFiles(root)
    const door = createStaticDoor(nextDir())
    server = http.createServer((request, response) => {
      if (door(request, response)) return
      response.writeHead(404, { 'x-answered-by': 'next' })
      response.end('next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

  function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
        )
      })
      request.on('error', reject)
      request.end()
    })
  }

  it('answers brotli to a browser that takes it, with the headers Next gives the file', async () => {
    const answer = await get('/_next/static/chunks/site.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(answer.body).equals(read('static/chunks/site.js'))).toBe(true)
    expect(answer.headers['content-length']).toBe(String(answer.body.length))
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(answer.headers['accept-ch']).toBeUndefined()
    expect(answer.headers.etag).toMatch(/^"[\w-]+-br"$/)
  })

  it('answers gzip to a client that takes only gzip, and the same bytes for a query string', async () => {
    for (const url of ['/_next/static/chunks/site.css', '/_next/static/chunks/site.css?dpl=abc']) {
      const answer = await get(url, { 'accept-encoding': 'br;q=0, gzip' })
      expect(answer.headers['content-encoding']).toBe('gzip')
      expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8')
      expect(answer.body.equals(read('static/chunks/site.css.gz'))).toBe(true)
    }
  })

  it('answers a HEAD request without a body, and a matching If-None-Match with 304', async () => {
    const head = await get('/_next/static/chunks/admin.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(Number(head.headers['content-length'])).toBe(read('static/chunks/admin.js.br').length)
    const again = await get('/_next/static/chunks/admin.js', {
      'accept-encoding': 'br',
      'if-none-match': `W/"x", ${head.headers.etag}`,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(head.headers.etag)
    const gzip = await get('/_next/static/chunks/admin.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(head.headers.etag),
    })
    expect(gzip.status).toBe(200)
  })

  it('leaves to Next a client without a compressed encoding, another path or method, and a file that changed', async () => {
    const next = (answer: { headers: http.IncomingHttpHeaders }) => answer.headers['x-answered-by']
    expect(next(await get('/_next/static/chunks/site.js'))).toBe('next')
    expect(next(await get('/_next/static/chunks/site.js', { 'accept-encoding': 'identity' }))).toBe('next')
    expect(next(await get('/_next/static/media/font.woff2', { 'accept-encoding': 'br' }))).toBe('next')
    expect(next(await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }))).toBe('next')
    expect(next(await get('/_next/static/__proto__', { 'accept-encoding': 'br' }))).toBe('next')
    expect(next(await get('/_next/static/chunks/../chunks/site.js', { 'accept-encoding': 'br' }))).toBe('next')
    expect(next(await get('/home', { 'accept-encoding': 'br' }))).toBe('next')
    expect(next(await get('/_next/static/chunks/site.js', { 'accept-encoding': 'br' }, 'POST'))).toBe('next')
    write('static/chunks/runtime.js', script('changed'))
    expect(next(await get('/_next/static/chunks/runtime.js', { 'accept-encoding': 'br' }))).toBe('next')
  })

  it('serves nothing when the build has no list of copies', async () => {
    fs.rmSync(path.join(nextDir(), PRECOMPRESSED_MANIFEST))
    const door = createStaticDoor(nextDir())
    const response = { writeHead: () => expect.unreachable(), end: () => expect.unreachable() }
    const request = { url: '/_next/static/chunks/site.js', method: 'GET', headers: { 'accept-encoding': 'br' } }
    expect(door(request as unknown as http.IncomingMessage, response as unknown as http.ServerResponse)).toBe(false)
  })
})
