#!/usr/bin/env node
// Lighthouse mobile (its default config: a mid-range phone on a slow 4G link, simulated
// throttling) three times on each page type, medians printed beside the issue-10 targets:
// /home, a grant-competition-like template, sign-up, and a signed-in member's /dashboard.
//   node scripts/bench/lighthouse.mjs [base-url] [--runs 3]     (or as part of `npm run bench`)
// It drives Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and downloads nothing: no
// browser, no error reporting (Lighthouse's Sentry stays off), no third-party request.
// LIGHTHOUSE_REPORT_DIR=<dir> keeps every run's full report (JSON) there, to see what a figure is made of.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { signUpBenchMember } from '../lib/bench-clients.mjs'
import { buildEmptyNextApp, startEmptyNextApp } from '../lib/empty-next-app.mjs'
import { stopProcess } from '../lib/stop-process.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The issue's targets: score at least `score`; LCP, TBT in ms and CLS at most these. */
const TARGETS = {
  '/home': { score: 98 },
  '/community/grant-competition': { score: 98 },
  '/onboard/sign-up': { score: 98 },
  '/dashboard': { score: 95 },
}
const METRIC_TARGETS = { lcp: 1500, tbt: 50, cls: 0.01 }

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Starts Chromium with a remote-debugging port of its choosing and a profile of its own. */
async function startChromium() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium was not found at ${CHROMIUM} (set CHROMIUM_PATH).`)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-lighthouse-'))
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // A process group of its own, so that stopping it stops its helpers too (renderers, zygote).
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  const port = await new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output.slice(-500)}`)), 30_000)
    child.stderr.on('data', (chunk) => {
      output += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`))
    })
  })
  return {
    port,
    stop: async () => {
      await stopProcess(child, { group: true })
      // A helper may still be writing the profile as it exits (ENOTEMPTY): Node retries those. The
      // figures are printed by now, so a profile left behind is reported, not thrown.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (error) {
        console.log(`Chromium's temporary profile could not be removed (${error.code}): ${profile}`)
      }
    },
  }
}

/** Signs up a member for this run (as `npm run bench` does) and returns their cookie header. */
function memberCookie(baseUrl) {
  return signUpBenchMember(baseUrl, {
    email: `lighthouse.${Date.now()}@brightsidebakery.com`,
    firstName: 'Lena',
    lastName: 'Hart',
    password: 'Lighthouse-Run-2026!',
  })
}

/** One Lighthouse performance run; the figures the issue names. A failed trace is run again. */
async function runOnce(lighthouse, url, port, headers, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  })
  const { lhr } = result
  if (lhr.runtimeError) {
    // Lighthouse itself says to run again when a trace comes back incomplete (NO_NAVSTART, ...).
    if (attempt < 3) return runOnce(lighthouse, url, port, headers, attempt + 1)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  }
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true })
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr))
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    // Script the page really downloaded (compressed, as sent), lazily loaded chunks included.
    scriptKb:
      (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    // Lighthouse's measure of the host's speed: its 4x CPU slowdown assumes a fast desktop, so a
    // busy or slow host (a low index) inflates TBT and LCP beyond what a phone would see.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    mainThread: mainThreadWork(lhr),
    observed: observedPaints(lhr),
  }
}

/**
 * When the unthrottled load Lighthouse watched painted its first content and its largest (the
 * `metrics` audit's observed times, ms). The LCP it reports is a simulation built from that load: a
 * page whose largest element came with its first frame can still be given an LCP well after its
 * FCP, because the simulation's pessimistic half waits for every request started before the paint
 * (the scripts among them). Printed beside the figures so the two cases can be told apart.
 */
export function observedPaints(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {}
  return { fcp: metrics.observedFirstContentfulPaint ?? NaN, lcp: metrics.observedLargestContentfulPaint ?? NaN }
}

/** One line on the runs' observed paints: medians, and in how many runs the largest came first. */
export function formatObservedPaints(paints) {
  const known = paints.filter(({ fcp, lcp }) => Number.isFinite(fcp) && Number.isFinite(lcp))
  if (!known.length) return 'unthrottled load: no observed paint times in the report'
  const together = known.filter(({ fcp, lcp }) => lcp <= fcp).length
  const ms = (values) => `${Math.round(median(values)).toLocaleString('en-US')} ms`
  return (
    `unthrottled load: FCP ${ms(known.map(({ fcp }) => fcp))}, LCP ${ms(known.map(({ lcp }) => lcp))} ` +
    `(the largest element in the first frame in ${together} of ${known.length} runs)`
  )
}

/**
 * Where the page's main-thread time went, in Lighthouse's groups (its `mainthread-work-breakdown`
 * audit, in ms of the simulated phone: the host's time times the 4x CPU slowdown). TBT is the part
 * of it in tasks over 50 ms; this says whether that was script, style and layout (on Linux much of
 * it the layout's waits on the browser process for fonts), or the browser's own tasks ("other":
 * navigation, resource requests), which the host's speed moves more than the page does.
 */
export function mainThreadWork(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  const work = Object.fromEntries(MAIN_THREAD_GROUPS.map(({ key }) => [key, 0]))
  for (const { group, duration } of items) {
    // A group Lighthouse adds later counts as the browser's other work.
    const key = MAIN_THREAD_GROUPS.find(({ groups }) => groups.includes(group))?.key ?? 'other'
    work[key] += duration ?? 0
  }
  return work
}

const MAIN_THREAD_GROUPS = [
  { key: 'script', label: 'script', groups: ['scriptEvaluation', 'scriptParseCompile'] },
  { key: 'styleLayout', label: 'style and layout', groups: ['styleLayout'] },
  { key: 'html', label: 'HTML and CSS parsing', groups: ['parseHTML'] },
  { key: 'paint', label: 'paint', groups: ['paintCompositeRender'] },
  { key: 'gc', label: 'garbage collection', groups: ['garbageCollection'] },
  { key: 'other', label: 'other', groups: ['other'] },
]

/** One line of medians of `mainThreadWork` over runs, for the bench's output. */
export function formatMainThreadWork(works) {
  const parts = MAIN_THREAD_GROUPS.map(({ key, label }) => {
    const ms = median(works.map((work) => work[key]))
    return `${label} ${Math.round(ms).toLocaleString('en-US')}`
  })
  const total = median(works.map((work) => Object.values(work).reduce((sum, ms) => sum + ms, 0)))
  return `main thread ${Math.round(total).toLocaleString('en-US')} ms (4x): ${parts.join(', ')}`
}

/** `context` comes from scripts/bench.mjs (only `baseUrl` is used); `runs` defaults to 3. */
export default async function benchLighthouse({ baseUrl, runs = 3 }) {
  let lighthouse
  try {
    lighthouse = (await import('lighthouse')).default
  } catch {
    console.log('Lighthouse is not installed (it is a devDependency: npm install).')
    return true
  }
  console.log(`Lighthouse mobile, simulated throttling, median of ${runs} runs per page (${CHROMIUM})`)
  console.log(
    `targets: score as listed; LCP at most ${METRIC_TARGETS.lcp} ms, TBT at most ${METRIC_TARGETS.tbt} ms, CLS at most ${METRIC_TARGETS.cls}`,
  )
  const cookie = await memberCookie(baseUrl)
  const chromium = await startChromium()
  let allMet = true
  try {
    for (const [pathname, target] of Object.entries(TARGETS)) {
      const headers = pathname === '/dashboard' ? { cookie } : {}
      const results = []
      for (let run = 0; run < runs; run += 1)
        results.push(await runOnce(lighthouse, new URL(pathname, baseUrl).href, chromium.port, headers))
      const met = printFigures(pathname, results, target.score)
      allMet &&= met
      const lcpElement = results.at(-1)?.lcpElement
      if (lcpElement) console.log(`${' '.repeat(30)} LCP element: ${lcpElement.slice(0, 140)}`)
    }
    await benchEmptyPage(lighthouse, chromium.port, runs)
  } finally {
    await chromium.stop()
  }
  return allMet
}

/** Prints a page's medians beside the targets (a score target when it has one); true if all are met. */
function printFigures(label, results, scoreTarget) {
  const figures = {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    fcp: median(results.map((r) => r.fcp)),
    scriptKb: median(results.map((r) => r.scriptKb)),
  }
  const met =
    figures.score >= (scoreTarget ?? 0) &&
    figures.lcp <= METRIC_TARGETS.lcp &&
    figures.tbt <= METRIC_TARGETS.tbt &&
    figures.cls <= METRIC_TARGETS.cls
  console.log(
    `${label.padEnd(30)} score ${String(figures.score).padStart(3)}${scoreTarget ? ` (target ${scoreTarget})` : ''}  ` +
      `LCP ${figures.lcp.toFixed(0).padStart(5)} ms  TBT ${figures.tbt.toFixed(0).padStart(4)} ms  ` +
      `CLS ${figures.cls.toFixed(3)}  FCP ${figures.fcp.toFixed(0)} ms  script ${figures.scriptKb.toFixed(1)} kB  ` +
      `${met ? 'meets' : 'MISSES'}  ` +
      `(runs: ${results.map((r) => r.score).join(', ')}; host benchmarkIndex ${median(results.map((r) => r.benchmarkIndex)).toFixed(0)})`,
  )
  console.log(`${' '.repeat(30)} ${formatMainThreadWork(results.map((r) => r.mainThread))}`)
  console.log(`${' '.repeat(30)} ${formatObservedPaints(results.map((r) => r.observed))}`)
  return met
}

/**
 * The same runs on an empty Next.js page (scripts/lib/empty-next-app.mjs: one heading, no client
 * component, the same Next, React and compile hint), served by `next start`: what any page of
 * the framework scores on this host, printed for comparison and not counted against the targets.
 */
async function benchEmptyPage(lighthouse, port, runs) {
  let app
  try {
    app = await startEmptyNextApp((await buildEmptyNextApp()).dir)
  } catch (error) {
    console.log(`The empty Next.js page for comparison could not be served: ${error.message.split('\n')[0]}`)
    return
  }
  try {
    const results = []
    for (let run = 0; run < runs; run += 1) results.push(await runOnce(lighthouse, app.url, port, {}))
    console.log('For comparison, an empty Next.js page (the framework alone, served by next start):')
    printFigures('empty page', results)
  } catch (error) {
    // A comparison only: our pages' figures above stand without it.
    console.log(`Lighthouse could not measure the empty Next.js page: ${error.message.split('\n')[0]}`)
  } finally {
    await app.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const runsIndex = args.indexOf('--runs')
  const base = new URL(args.find((arg) => arg.startsWith('http')) ?? `http://127.0.0.1:${process.env.PORT || 3000}`)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
    console.error('Benchmarks run against loopback addresses only.')
    process.exit(2)
  }
  const ok = await benchLighthouse({ baseUrl: base.origin, runs: runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3 })
  process.exitCode = ok ? 0 : 1
}
