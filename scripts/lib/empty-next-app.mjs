// The framework's own floor, for `npm run bench`: an app of one page with no client component,
// built by Turbopack with this project's Next and React and given the same compile hint as the
// product's chunks (compile-hints.mjs). Whatever it ships and scores is what any page of Next's
// App Router costs before a line of ours, so the bench prints it beside our pages, as it prints
// nginx beside the app's throughput.
//
// Turbopack builds only files under its root, and an app inside this project would be compiled
// with the project's own instrumentation hook; so the app has a root of its own, under .data, with
// node_modules as hard links to the project's (`cp -al`, one file system, about a second).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { addCompileHints } from './compile-hints.mjs'
import { findFreePort } from './embedded-postgres.mjs'
import { precompressStaticFiles } from './precompress.mjs'
import { preloadOption, root } from './runtime-env.mjs'
import { measureScriptSizes } from './script-sizes.mjs'
import { stopProcess } from './stop-process.mjs'
import { TURBOPACK_CHUNKING } from './turbopack-chunking.mjs'

/** The app's files: a root layout and one page, both server components (no script of their own). */
const FILES = {
  'package.json': JSON.stringify({ name: 'empty-next-app', private: true, type: 'module' }, null, 2),
  // The product's chunker settings (next.config.ts), so that the floor is built as our pages are.
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: import.meta.dirname }, experimental: { turbopackChunking: ${JSON.stringify(TURBOPACK_CHUNKING)} } }\n`,
  'app/layout.jsx': `export const metadata = { title: 'An empty Next.js page' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>An empty Next.js page</h1>
      <p>One heading and one paragraph, drawn by the server: what every page of the App Router costs.</p>
    </main>
  )
}
`,
}

/** Where the app is written and built: in the project (ignored by git), on node_modules' file system. */
export const emptyAppDir = () => path.join(root, '.data', 'bench', 'empty-next-app')

const version = (name) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version

/**
 * Runs the app's own `next` (its hard-linked node_modules) in its folder. Its server gets our front
 * door as ours does, so its scripts are served from the same compressed copies (static-door.mjs).
 */
function spawnNext(dir, args, stdio) {
  const bin = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  if (args[0] === 'start') {
    env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preloadOption('page-cache-door.mjs')].filter(Boolean).join(' ')
  }
  return spawn(process.execPath, [bin, ...args], { cwd: dir, env, stdio })
}

function run(args, dir) {
  return new Promise((resolve, reject) => {
    const child = spawnNext(dir, args, ['ignore', 'pipe', 'pipe'])
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`next ${args[0]} failed:\n${output.slice(-2000)}`))))
  })
}

/**
 * Writes and builds the app unless a build of the same files with the same Next exists, then adds
 * the compile hint and the compressed copies, as the launcher does for ours. Returns its folder,
 * the chunks its page loads and their gzip and brotli bytes.
 */
export async function buildEmptyNextApp(dir = emptyAppDir()) {
  const versions = { next: version('next'), react: version('react'), reactDom: version('react-dom') }
  const stamp = JSON.stringify({ versions, FILES })
  const stampFile = path.join(dir, '.next', 'empty-app-stamp.json')
  const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp
  if (!built) {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { encoding: 'utf8' })
    if (linked.status !== 0) throw new Error(`node_modules could not be linked into ${dir}: ${linked.stderr || linked.error}`)
    await run(['build'], dir)
    fs.writeFileSync(stampFile, stamp)
  }
  addCompileHints(dir)
  await precompressStaticFiles(dir)
  const page = measureScriptSizes(dir).pages.find((entry) => entry.route === '/page')
  if (!page) throw new Error(`The empty app's page was not found in ${dir}/.next`)
  return { dir, scriptBytes: page.bytes, brotliBytes: page.brotliBytes, files: page.files, versions }
}

/** Serves the built app with `next start` on a free loopback port until `stop` is called. */
export async function startEmptyNextApp(dir = emptyAppDir()) {
  const port = await findFreePort()
  const child = spawnNext(dir, ['start', '-p', String(port), '-H', '127.0.0.1'], 'ignore')
  const url = `http://127.0.0.1:${port}/`
  const stop = () => stopProcess(child)
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(url)).ok) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`The empty Next app did not start on ${url}`)
}
