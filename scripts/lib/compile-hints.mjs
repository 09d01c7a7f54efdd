// Marks the scripts the site's pages run as they load with V8's compile hint, so Chromium compiles
// them while they download, on a background thread, instead of on the page's main thread when the
// page first calls each function. See docs/decisions/020-compile-hints.md.
//
// V8 compiles most functions lazily: a script is only pre-parsed, and each function is compiled
// when first called. Turbopack wraps every module in a function, so starting a page compiled
// React DOM, Next's router and the page's components one function at a time inside the task that
// evaluates them (a 190 to 370 ms task at Lighthouse's 4x CPU slowdown). A file that begins with
// the comment `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other browsers read a
// comment) is compiled whole by the streaming compiler as it downloads.
//
// Every chunk the site's and dashboard's pages load gets the hint: Next's shared runtime, the
// chunks the client manifests of those routes name (layouts and pages) and their dynamic imports
// (the blocks' browser parts and the forms, rendered in place and run at hydration; a form's schema
// and the auth client, fetched and run when a form is first focused). Each is run as soon as it
// arrives. The Payload admin's own chunks (4.6 MB, of which an operator's page runs a part) keep
// lazy compiling. `scripts/launch.mjs` runs this after every build and before every start; it is
// idempotent.
import fs from 'node:fs'
import path from 'node:path'

import { builtPath, clientManifest } from './script-sizes.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
const HINT_BYTES = Buffer.from(COMPILE_HINT)

/** Routes whose chunks stay as built: the operators' admin (Payload) and its API. */
const isAdminRoute = (route) => route.startsWith('/(payload)/')

/** The client manifests of the product's routes, the admin's excepted. */
function siteManifests(nextDir) {
  const routes = JSON.parse(fs.readFileSync(path.join(nextDir, 'app-path-routes-manifest.json'), 'utf8'))
  return Object.keys(routes)
    .filter((route) => !isAdminRoute(route))
    .map((route) => ({ route, manifest: clientManifest(nextDir, route) }))
    .filter(({ manifest }) => manifest)
}

/** Chunks (paths under .next, `static/chunks/…`) the product's pages load, the admin's excepted. */
export function siteChunks(nextDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  // One entry per chunk, however a manifest spells it (builtPath).
  const chunks = new Set()
  const add = (file) => file.endsWith('.js') && chunks.add(builtPath(file))
  buildManifest.rootMainFiles.forEach(add)
  for (const { route, manifest } of siteManifests(nextDir)) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) files.forEach(add)
    for (const entry of Object.values(manifest.clientModules ?? {})) (entry.chunks ?? []).forEach(add)
    // The route's dynamic imports: next/dynamic parts and the chunks its code imports on demand.
    const loadable = path.join(nextDir, 'server', 'app', route, 'react-loadable-manifest.json')
    if (!fs.existsSync(loadable)) continue
    for (const entry of Object.values(JSON.parse(fs.readFileSync(loadable, 'utf8')))) (entry.files ?? []).forEach(add)
  }
  return [...chunks]
}

/** Style sheets (paths under .next) the product's pages load, the admin's excepted. */
export function siteStyles(nextDir) {
  const styles = new Set()
  for (const { manifest } of siteManifests(nextDir)) {
    for (const sheets of Object.values(manifest.entryCSSFiles ?? {})) {
      for (const sheet of sheets) if (sheet?.path && !sheet.inlined) styles.add(builtPath(sheet.path))
    }
  }
  return [...styles]
}

/** Puts the hint at the start of each such chunk that lacks it. Returns how many it changed. */
export function addCompileHints(root = process.cwd()) {
  const nextDir = path.join(root, '.next')
  let changed = 0
  for (const chunk of siteChunks(nextDir)) {
    const file = path.join(nextDir, chunk)
    const source = fs.readFileSync(file)
    if (source.subarray(0, HINT_BYTES.length).equals(HINT_BYTES)) continue
    // Written beside and renamed over, so a chunk is never seen half-written.
    const temporary = `${file}.hint-${process.pid}`
    fs.writeFileSync(temporary, Buffer.concat([HINT_BYTES, source]))
    fs.renameSync(temporary, file)
    changed += 1
  }
  return changed
}
