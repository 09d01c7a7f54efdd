import fs from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { redisServerArgs, redisServerBinary } from './scripts/lib/redis-server.mjs'
import { E2E } from './tests/e2e/env'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. The end-to-end tests use the system browser (nothing is downloaded): ` +
      'install it with `apt-get update && apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH.',
  )
}

// The app runs as one of several instances sharing a Redis (docs/decisions/015-shared-cache-redis.md);
// throws with how to install redis-server when it is missing.
const redisServer = redisServerBinary()

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One worker: the app, its database and the browser share two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // A broken server makes every test wait out its timeout: stop early with the first failures
  // instead (CI), and never run longer than the whole suite should take on two cores.
  maxFailures: process.env.CI ? 10 : 0,
  globalTimeout: 33 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Memory only, loopback only; stopped with the suite.
      command: [redisServer, ...redisServerArgs(E2E.redisPort)].map((arg) => (arg === '' ? "''" : arg)).join(' '),
      port: E2E.redisPort,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/launch.mjs start',
      url: `${E2E.baseURL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: {
        PORT: String(E2E.port),
        SITE_URL: E2E.baseURL,
        DATA_DIR: E2E.dataDir,
        EMBEDDED_PG_PORT: String(E2E.pgPort),
        ADMIN_EMAIL: E2E.operator.email,
        ADMIN_PASSWORD: E2E.operator.password,
        // The tests play the proxy: each browser context sends its own X-Forwarded-For.
        TRUSTED_PROXY_HOPS: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        REDIS_URL: E2E.redisUrl,
      },
    },
  ],
})
