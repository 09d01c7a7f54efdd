import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, addCompileHints, siteChunks } from '../../scripts/lib/compile-hints.mjs'

/** The chunks of the fixture's site and dashboard, which get the hint. */
const SITE = ['dashboard', 'faq-block', 'react-dom', 'share-card', 'site-layout', 'turbopack-runtime', 'zod-schema']

let root = ''
const nextDir = () => path.join(root, '.next')
const chunk = (name: string) => path.join(nextDir(), 'static', 'chunks', name)
const source = (name: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,e=>{"${name}"}]);`

/** A built app as Next writes it: the shared runtime, a site page, a dashboard page and the admin. */
function writeBuild() {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  write(
    path.join(nextDir(), 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'],
    }),
  )
  const routes = {
    '/(frontend)/[[...slug]]/page': '/[[...slug]]',
    '/(portal)/dashboard/page': '/dashboard',
    '/(payload)/admin/[[...segments]]/page': '/admin/[[...segments]]',
    '/icon.svg/route': '/icon.svg',
  }
  write(path.join(nextDir(), 'app-path-routes-manifest.json'), JSON.stringify(routes))
  const manifest = (route: string, entry: string[], modules: string[]) =>
    write(
      path.join(nextDir(), 'server', 'app', `${route}_client-reference-manifest.js`),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(
        {
          clientModules: Object.fromEntries(
            modules.map((file, index) => [`module-${index}`, { id: index, chunks: [`/_next/${file}`] }]),
          ),
          entryJSFiles: { [`[project]/src/app${route}`]: entry },
        },
      )};`,
    )
  // Client modules name their chunks with the /_next/ prefix, entries without: one chunk either way.
  manifest(
    '/(frontend)/[[...slug]]/page',
    ['static/chunks/site-layout.js'],
    ['static/chunks/faq-block.js', 'static/chunks/site-layout.js'],
  )
  manifest('/(portal)/dashboard/page', ['static/chunks/dashboard.js', 'static/chunks/react-dom.js'], [])
  manifest('/(payload)/admin/[[...segments]]/page', ['static/chunks/admin.js', 'static/chunks/react-dom.js'], [])
  // A route's dynamic imports (next/dynamic, import()) are in a manifest of their own.
  const loadable = (route: string, files: string[]) =>
    write(
      path.join(nextDir(), 'server', 'app', route, 'react-loadable-manifest.json'),
      JSON.stringify(Object.fromEntries(files.map((file, index) => [index, { id: index, files: [file] }]))),
    )
  loadable('/(frontend)/[[...slug]]/page', ['static/chunks/share-card.js', 'static/chunks/zod-schema.js'])
  loadable('/(payload)/admin/[[...segments]]/page', ['static/chunks/admin-editor.js'])
  for (const name of [...SITE, 'admin', 'admin-editor', 'unused', 'polyfills']) {
    write(chunk(`${name}.js`), source(name))
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  writeBuild()
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('compile hints on the built chunks', () => {
  it("names the shared runtime and every chunk the site's and dashboard's routes load, not the admin's", () => {
    expect(siteChunks(nextDir()).sort()).toEqual(SITE.map((name) => `static/chunks/${name}.js`))
  })

  it('puts the hint first in those chunks, once, and leaves the code after it as built', () => {
    expect(addCompileHints(root)).toBe(SITE.length)
    for (const name of SITE) {
      expect(fs.readFileSync(chunk(`${name}.js`), 'utf8')).toBe(COMPILE_HINT + source(name))
    }
    for (const name of ['admin', 'admin-editor', 'unused', 'polyfills']) {
      expect(fs.readFileSync(chunk(`${name}.js`), 'utf8')).toBe(source(name))
    }
    // A second run (a rebuild that kept a chunk, or the launcher run twice) adds nothing.
    expect(addCompileHints(root)).toBe(0)
    expect(fs.readFileSync(chunk('react-dom.js'), 'utf8')).toBe(COMPILE_HINT + source('react-dom'))
    expect(fs.readdirSync(path.dirname(chunk('react-dom.js'))).filter((file) => file.includes('.hint-'))).toEqual([])
  })

  it('is the comment V8 reads: alone on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})
