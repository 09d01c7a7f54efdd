#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and integration tests (Vitest, real Postgres) and end-to-end
// tests (Playwright on the system Chromium). Every step runs even when an earlier one fails, and
// the last line adds up all of them: "N passed, N failed".
//
// Lint and typecheck run side by side; Vitest and Playwright each keep both cores busy on their own
// (building the app beside Vitest was tried: Vitest slowed by as much as the build saved).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const results = path.join(root, 'test-results')
fs.mkdirSync(results, { recursive: true })
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}: the end-to-end tests need the system browser.\n` +
      'Install it with `apt-get update && apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH.',
  )
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const MINUTE = 60_000
// Each step has a ceiling, so a hung process fails the run with its name instead of holding CI
// until its own limit (a quiet 2-core machine needs about 5 minutes for each test step).
const LIMITS = { lint: 5 * MINUTE, typecheck: 5 * MINUTE, vitest: 25 * MINUTE, e2e: 35 * MINUTE }

const steps = []
function record(name, ok, seconds) {
  steps.push({ name, ok, seconds })
  return ok
}

function run(name, command, args, limit) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    timeout: limit,
    killSignal: 'SIGTERM',
  })
  const seconds = Math.round((Date.now() - started) / 1000)
  if (result.error?.code === 'ETIMEDOUT' || (result.signal && Date.now() - started >= limit)) {
    console.error(`\n${name} did not finish within ${limit / MINUTE} minutes and was stopped.`)
  }
  return record(name, result.status === 0, seconds)
}

/**
 * Starts a step beside the others. Its output is kept and shown, under its name, by `finish`, so
 * steps running at once never interleave their lines.
 */
function runInBackground(name, command, args, limit) {
  const started = Date.now()
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    child.kill('SIGTERM')
  }, limit)
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      resolve(1)
    })
    child.on('close', (code) => resolve(code))
  })
  return {
    async finish() {
      const code = await exited
      clearTimeout(timer)
      const seconds = Math.round((Date.now() - started) / 1000)
      console.log(`\n=== ${name} ===`)
      process.stdout.write(Buffer.concat(output))
      if (timedOut) console.error(`\n${name} did not finish within ${limit / MINUTE} minutes and was stopped.`)
      return record(name, code === 0, seconds)
    },
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

let passed = 0
let failed = 0

// Lint and typecheck mostly keep one core busy each: side by side, 62 s instead of 77 on a slow
// 2-core host.
const lint = runInBackground('lint', bin('eslint'), ['--max-warnings', '0', '.'], LIMITS.lint)
const typecheck = runInBackground('typecheck', bin('tsc'), ['--noEmit'], LIMITS.typecheck)
if (await lint.finish()) passed += 1
else failed += 1
if (await typecheck.finish()) {
  passed += 1
  // The end-to-end tests' build (next.config.ts) need not check the types again.
  process.env.BUILD_TYPES_CHECKED = '1'
} else failed += 1

const vitestReport = path.join(results, 'vitest.json')
fs.rmSync(vitestReport, { force: true })
const vitestOk = run(
  'unit and integration tests (Vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  LIMITS.vitest,
)
const vitest = readJson(vitestReport)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0)
} else if (!vitestOk) failed += 1

// A fresh database for every end-to-end run, so results never depend on an earlier run.
const e2eData = path.join(root, process.env.E2E_DATA_DIR || '.data/e2e')
fs.rmSync(path.join(e2eData, 'postgres'), { recursive: true, force: true })
const e2eReport = path.join(results, 'e2e.json')
fs.rmSync(e2eReport, { force: true })
const e2eOk = run('end-to-end tests (Playwright)', bin('playwright'), ['test'], LIMITS.e2e)
const e2e = readJson(e2eReport)
if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0)
  failed += e2e.stats.unexpected + (e2e.errors?.length && !e2e.stats.unexpected ? 1 : 0)
} else if (!e2eOk) failed += 1

console.log('\n=== summary ===')
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds}s)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(steps.every((step) => step.ok) ? 0 : 1)
