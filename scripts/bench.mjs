#!/usr/bin/env node
// `npm run bench -- [base-url] [--seconds 10] [--connections 20] [--only anonymous|member|scripts]`
// Load test of a running app (loopback only; start it with `npm start`), each figure printed
// beside the issue-10 target and beside nginx serving the same bytes:
//   - anonymous marketing pages (CMS pages, a detail page, sign-up, sign-in),
//   - a signed-in member's /dashboard and marketing pages (a bench member is signed up for the run),
//   - script per page type (gzip) from the built output, beside an empty Next.js page's
//     (scripts/lib/empty-next-app.mjs: the framework's floor, as nginx is the server's),
//   - then every scripts/bench/*.mjs (each default-exports `async (context) => void`; see `context`).
// nginx is for the comparison only (Debian: `apt-get install -y nginx`); without it the bench says
// so and prints the app's figures alone.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { appNotAnswering, signUpBenchMember } from './lib/bench-clients.mjs'
import { buildEmptyNextApp } from './lib/empty-next-app.mjs'
import { navigationFromHome } from './lib/navigation.mjs'
import { SCRIPT_BUDGETS, measureScriptSizes } from './lib/script-sizes.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const base = new URL(args.find((arg) => arg.startsWith('http')) ?? `http://127.0.0.1:${process.env.PORT || 3000}`)
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error('Benchmarks run against loopback addresses only.')
  process.exit(2)
}
const seconds = Number(option('seconds', 10))
const connections = Number(option('connections', 20))
const only = option('only', null)

const ANONYMOUS_PAGES = ['/home', '/community/grant-competition', '/about-us', '/resources/reads', '/onboard/sign-up', '/onboard/sign-in']
const TARGETS = {
  anonymous: { rps: 1000, p99: 50 },
  member: { rps: 300, p99: 200 },
}

/**
 * One request as the bench sends it (gzip accepted unless `headers` say otherwise): its time, status,
 * and the answer's bytes as sent (not decoded) with their content encoding. Status 0 on an error.
 */
function requestOnce(target, { agent, headers = {} } = {}) {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.request(
      target,
      { agent, headers: { 'accept-encoding': 'gzip', accept: 'text/html', 'user-agent': 'ea-bench', ...headers } },
      (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode,
            bytes,
            encoding: response.headers['content-encoding'] ?? 'identity',
          }),
        )
      },
    )
    request.on('error', () => resolve({ ms: performance.now() - started, status: 0, bytes: 0, encoding: 'none' }))
    request.end()
  })
}

/**
 * Closed-loop load: `connections` keep-alive connections each send the next request as soon as
 * the previous answer has arrived. Returns requests per second and latency percentiles (ms).
 */
export async function measure(url, { headers = {}, duration = seconds, concurrency = connections } = {}) {
  const target = new URL(url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const send = () => requestOnce(target, { agent, headers })
  await send() // warm up: the first render or cache fill is not measured
  const latencies = []
  let failures = 0
  let bytes = 0
  const deadline = performance.now() + duration * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const result = await send()
        latencies.push(result.ms)
        bytes += result.bytes
        if (result.status !== 200) failures += 1
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    failures,
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
  }
}

/**
 * What the app sends for this page in gzip (the bench's load) and to a browser that takes brotli
 * too: stored pages have a brotli copy once it is made (decision 028), a moment after they are
 * stored, so this is asked after the load.
 */
async function answerSizes(url, headers) {
  const [gzip, browser] = await Promise.all([
    requestOnce(url, { headers }),
    requestOnce(url, { headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } }),
  ])
  const kB = (answer) => `${(answer.bytes / 1024).toFixed(1)} kB ${answer.encoding}`
  return gzip.status && browser.status ? `(sent: ${kB(gzip)}; to a browser, ${kB(browser)})` : ''
}

const fmt = (result) =>
  `${result.rps.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  errors ${result.failures}`
const verdict = (result, target) =>
  result.rps >= target.rps && result.p99 <= target.p99 && result.failures === 0 ? 'meets' : 'MISSES'

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : null
}

/** nginx on a free loopback port serving the given pages' bytes (gzip like the app), or null. */
async function startNginx(pages) {
  const binary = findNginx()
  if (!binary) {
    console.log('nginx is not installed, so there is no comparison column (Debian: apt-get install -y nginx; for the bench only).')
    return null
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-bench-nginx-'))
  // nginx's workers drop to an unprivileged user when started as root: let them read the pages.
  fs.chmodSync(dir, 0o755)
  const docroot = path.join(dir, 'html')
  for (const [pathname, body] of pages) {
    const file = path.join(docroot, pathname, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  }
  const port = await freePort()
  const temp = (name) => path.join(dir, name)
  fs.writeFileSync(
    temp('nginx.conf'),
    `worker_processes auto;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')};
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')}; proxy_temp_path ${temp('proxy')}; fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')}; scgi_temp_path ${temp('scgi')};
  default_type text/html;
  gzip on; gzip_types text/html; gzip_min_length 1000;
  keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${docroot}; location / { try_files $uri/index.html =404; } }
}
`,
  )
  const child = spawn(binary, ['-c', temp('nginx.conf'), '-p', dir], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    stop: () => {
      child.kill('SIGTERM')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Signs up a member for this run and returns their cookie header. */
function benchMember() {
  return signUpBenchMember(base, {
    email: `bench.${Date.now()}@brightsidebakery.com`,
    firstName: 'Bench',
    lastName: 'Member',
    password: 'Bench-Member-2026!',
  })
}

/**
 * Each page as the app serves it (with these request headers) beside nginx serving the same bytes.
 * `before(pathname)` may print an extra line first.
 */
async function benchPages(pages, target, { headers = {}, before } = {}) {
  const bodies = []
  for (const pathname of pages) {
    const response = await fetch(new URL(pathname, base), { headers })
    bodies.push([pathname, await response.text()])
  }
  const nginx = await startNginx(bodies)
  try {
    for (const [pathname, body] of bodies) {
      await before?.(pathname)
      const app = await measure(new URL(pathname, base), { headers })
      const sizes = await answerSizes(new URL(pathname, base), headers)
      const line = `${pathname.padEnd(30)} app ${fmt(app)}  ${verdict(app, target)}  ${sizes}`
      if (nginx) {
        const reference = await measure(nginx.url(pathname))
        console.log(`${line}\n${' '.repeat(30)} nginx ${fmt(reference)}  (${(body.length / 1024).toFixed(0)} kB HTML)`)
      } else console.log(line)
    }
  } finally {
    nginx?.stop()
  }
}

/**
 * Prints the figures of this request rendered per request instead, on the same machine at the same
 * time: a session cookie that matches no session skips the page cache.
 */
async function printRendered(url, headers = {}) {
  const rendered = await measure(url, { headers: { ...headers, cookie: 'better-auth.session_token=none' } })
  console.log(`${' '.repeat(30)} rendered ${fmt(rendered)}  (without the page cache)`)
}

async function benchAnonymous() {
  console.log(`\n== Anonymous pages (target: at least ${TARGETS.anonymous.rps}/s, p99 at most ${TARGETS.anonymous.p99} ms, 0 errors)`)
  await benchPages(ANONYMOUS_PAGES, TARGETS.anonymous, {
    before: async (pathname) => {
      if (pathname === ANONYMOUS_PAGES[0]) await printRendered(new URL(pathname, base))
    },
  })
  // A click on a link from /home (or the link's whole-page prefetch): Next's router asks for the
  // page's React payload, which the page cache stores beside the HTML.
  console.log('A click on a link from /home (the React payload of the page it opens):')
  for (const [index, pathname] of [ANONYMOUS_PAGES[1], ANONYMOUS_PAGES[2]].entries()) {
    const navigation = await navigationFromHome(base, pathname)
    const headers = { ...navigation.headers, accept: '*/*' }
    if (index === 0) await printRendered(navigation.url, headers)
    const app = await measure(navigation.url, { headers })
    console.log(`${pathname.padEnd(30)} app ${fmt(app)}  ${verdict(app, TARGETS.anonymous)}`)
  }
}

/** The member's dashboard, then marketing pages as a member sees them. */
const MEMBER_PAGES = ['/dashboard', '/home', '/benefits', '/community/grant-competition']

/** Upgrades the member to Plus (a business account), as the 'Upgrade to Plus' form does. */
async function upgradeToPlus(cookie) {
  const response = await fetch(new URL('/api/business-account', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: process.env.SITE_URL || `http://localhost:${base.port}`, cookie },
    body: JSON.stringify({
      company: 'Brightside Bakery',
      businessInfo: { stage: 'growth', industry: 'accounting-finance', numberOfEmployees: '1-10' },
      businessDetails: { address1: '114 Harbor Street', city: 'Portland', state: 'ME', zipcode: '04101' },
    }),
  })
  if (response.status !== 201) throw new Error(`Upgrading the bench member failed (${response.status}): ${await response.text()}`)
}

async function benchMemberPages() {
  console.log(`\n== A signed-in member (target: at least ${TARGETS.member.rps}/s, p99 at most ${TARGETS.member.p99} ms)`)
  await benchPages(MEMBER_PAGES, TARGETS.member, { headers: { cookie: await benchMember() } })
  // A Plus member's dashboard is their audience's stored copy too; its savings panel then fetches
  // /api/savings in the browser (docs/decisions/017-page-templates.md), measured on its own.
  console.log('A Plus member (with a business account), and the savings their dashboard fetches:')
  const plus = await benchMember()
  await upgradeToPlus(plus)
  await benchPages(['/dashboard', '/api/savings'], TARGETS.member, { headers: { cookie: plus } })
}

async function printScriptSizes() {
  console.log(
    "\n== Script per page (gzip as served, from .next; brotli, what Chromium downloads, in brackets; polyfills loaded with nomodule not counted)",
  )
  let measured
  try {
    measured = measureScriptSizes(root)
  } catch {
    console.log('No build found in .next: run `npm run build` first.')
    return
  }
  const kB = (bytes) => (bytes / 1024).toFixed(1)
  console.log(`shared runtime (every page): ${kB(measured.sharedBytes)} kB (${kB(measured.sharedBrotliBytes)} kB)`)
  // The framework's floor, as nginx is the server's: a page with no client component of its own.
  try {
    const empty = await buildEmptyNextApp()
    console.log(
      `an empty Next.js page (Next ${empty.versions.next}, one heading, no client component): ${kB(empty.scriptBytes)} kB (${kB(empty.brotliBytes)} kB)`,
    )
  } catch (error) {
    console.log(`The empty Next.js page for comparison could not be built: ${error.message.split('\n')[0]}`)
  }
  for (const budget of SCRIPT_BUDGETS) {
    const pages = measured.pages.filter((page) => page.type === budget.type)
    if (!pages.length) continue
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    const kb = largest.bytes / 1024
    console.log(
      `${budget.type.padEnd(10)} largest ${kb.toFixed(1)} kB (${kB(largest.brotliBytes)} kB) (${largest.url}); target ${budget.targetKb} kB ${kb <= budget.targetKb ? 'meets' : 'MISSES'}; test budget ${budget.budgetKb} kB`,
    )
  }
}

async function runExtraBenches() {
  const dir = path.join(root, 'scripts', 'bench')
  if (!fs.existsSync(dir)) return
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.mjs')).sort()) {
    console.log(`\n== scripts/bench/${file}`)
    const bench = await import(pathToFileURL(path.join(dir, file)).href)
    const run = bench.default ?? bench.run
    if (typeof run !== 'function') {
      console.log('exports no function to run (export default async function (context) { ... })')
      continue
    }
    // One module failing (an app refusing its requests, a missing browser) leaves the others to run.
    try {
      await run({ baseUrl: base.origin, seconds, connections, measure, format: fmt })
    } catch (error) {
      console.log(`failed: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`Bench of ${base.origin}: ${seconds} s per page, ${connections} connections, gzip accepted, ${os.cpus().length} CPUs`)
  if (!only || only === 'scripts') await printScriptSizes()
  const notAnswering = only === 'scripts' ? null : await appNotAnswering(base.origin)
  if (notAnswering) {
    console.error(`\n${notAnswering}`)
    process.exit(1)
  }
  if (!only || only === 'anonymous') await benchAnonymous()
  if (!only || only === 'member') await benchMemberPages()
  if (!only) await runExtraBenches()
}
