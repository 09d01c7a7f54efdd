// Script each page sends a browser, from the built output (.next), gzip-compressed: Next's shared
// runtime (rootMainFiles) plus the chunks of the route's layouts and page. The polyfill chunk is
// left out: Next loads it with `nomodule`, so browsers that run modules never download it.
// A chunk's gzip bytes are those of the copy the server sends (precompress.mjs: Zopfli, made when
// the app is built), or zlib's level 9 for a chunk without a current copy. Its brotli bytes, what a
// browser that takes brotli downloads, are printed beside them by `npm run bench`.
// Used by the script-budget end-to-end test and printed by `npm run bench`.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import zlib from 'node:zlib'

import { precompressedSize, readPrecompressedManifest } from './precompressed-manifest.mjs'

/**
 * Budgets per page type in kB (1,024 bytes) of gzip, and which built routes belong to each.
 * `targetKb` is the target; `budgetKb` is what the test enforces. Marketing pages and the
 * account screens (sign-up, sign-in and the others) are held to the target itself: 129.7 kB and
 * 149.2 kB at most on 2026-11-29, as served (Zopfli's gzip, decision 027; Next's and React's
 * shared runtime alone is 122.9 kB). Member-only pages meet their target by far; their budget is
 * the largest as built plus under 2 kB, so a regression fails. The Plus form
 * (/onboard/legacy-create-business-account, 150.5 kB) is for signed-in members only, like the
 * dashboard, and counts with it.
 *
 * What is counted is what every page of a route loads: the runtime and the chunks of its layouts
 * and page. A chunk loaded on demand is not: the blocks' browser parts (sliders, FAQ, share buttons
 * and the others, src/blocks/lazy-blocks.client.tsx), the site's forms and the profile and
 * link-account forms (next/dynamic) are fetched only by the pages that show them; the account
 * forms' Zod schemas (src/lib/lazy-zod-resolver.ts) and the Better Auth client when such a form is
 * focused.
 * `npm run bench` (scripts/bench/lighthouse.mjs) prints what Chromium really downloads on a
 * page, those chunks included.
 */
const MEMBER_ONLY_ROUTES = ['/(portal)/dashboard', '/(portal)/onboard/legacy-create-business-account']

export const SCRIPT_BUDGETS = [
  {
    type: 'dashboard',
    targetKb: 200,
    budgetKb: 152,
    matches: (route) => MEMBER_ONLY_ROUTES.some((prefix) => route.startsWith(prefix)),
  },
  { type: 'account', targetKb: 160, budgetKb: 160, matches: (route) => route.startsWith('/(portal)/') },
  { type: 'marketing', targetKb: 130, budgetKb: 130, matches: (route) => route.startsWith('/(frontend)/') },
]

/**
 * A chunk's path under .next: build manifests name it `static/chunks/…`, client manifests and pages
 * `/_next/static/chunks/…`.
 */
export const builtPath = (file) => file.replace(/^\/?_next\//, '')

const compressedSizes = new Map()
/** A built chunk's bytes in an encoding ('gz' or 'br'): its current precompressed copy, or compressed here. */
function compressedSize(nextDir, manifest, file, encoding) {
  const copy = precompressedSize(nextDir, manifest, builtPath(file), encoding)
  if (copy !== null) return copy
  const absolute = path.join(nextDir, builtPath(file))
  const { size, mtimeMs } = fs.statSync(absolute)
  const key = `${absolute} ${size} ${mtimeMs} ${encoding}`
  if (!compressedSizes.has(key)) {
    const bytes = fs.readFileSync(absolute)
    compressedSizes.set(
      key,
      (encoding === 'gz' ? zlib.gzipSync(bytes, { level: 9 }) : zlib.brotliCompressSync(bytes)).length,
    )
  }
  return compressedSizes.get(key)
}

/** The client reference manifest Next wrote for a built route (its chunks), or null. */
export function clientManifest(nextDir, route) {
  const file = path.join(nextDir, 'server', 'app', `${route}_client-reference-manifest.js`)
  if (!fs.existsSync(file)) return null
  const sandbox = { globalThis: {} }
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox)
  return sandbox.globalThis.__RSC_MANIFEST?.[route] ?? null
}

/**
 * Every built page with the gzip bytes (and brotli bytes) of the scripts it loads and its page type
 * (null for pages without a budget: the admin, Next's built-in error pages).
 */
export function measureScriptSizes(root = process.cwd()) {
  const nextDir = path.join(root, '.next')
  const copies = readPrecompressedManifest(nextDir)
  const size = (encoding) => (sum, file) => sum + compressedSize(nextDir, copies, file, encoding)
  const buildManifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const routes = JSON.parse(fs.readFileSync(path.join(nextDir, 'app-path-routes-manifest.json'), 'utf8'))
  const pages = []
  for (const [route, url] of Object.entries(routes)) {
    if (!route.endsWith('/page')) continue
    const manifest = clientManifest(nextDir, route)
    if (!manifest) continue
    const files = new Set(buildManifest.rootMainFiles)
    for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk)
    const type = SCRIPT_BUDGETS.find((budget) => budget.matches(route))?.type ?? null
    const bytes = [...files].reduce(size('gz'), 0)
    pages.push({ route, url, type, bytes, brotliBytes: [...files].reduce(size('br'), 0), files: [...files] })
  }
  const sharedBytes = buildManifest.rootMainFiles.reduce(size('gz'), 0)
  return { pages, sharedBytes, sharedBrotliBytes: buildManifest.rootMainFiles.reduce(size('br'), 0) }
}
