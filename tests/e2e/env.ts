/** Settings shared by playwright.config.ts (which starts the app) and the tests. */
const port = Number(process.env.E2E_PORT || 3100)
const redisPort = Number(process.env.E2E_REDIS_PORT || 6389)

export const E2E = {
  port,
  baseURL: `http://localhost:${port}`,
  dataDir: process.env.E2E_DATA_DIR || '.data/e2e',
  pgPort: Number(process.env.E2E_PG_PORT || 54349),
  /** The suite's Redis: the app runs with REDIS_URL, as one of several instances would. */
  redisPort,
  redisUrl: `redis://127.0.0.1:${redisPort}`,
  /** A second instance of the app on the same PostgreSQL and Redis (multi-instance.spec.ts). */
  secondPort: Number(process.env.E2E_SECOND_PORT || port + 1),
  operator: { email: 'operator@example.com', password: 'E2e-Operator-Passw0rd!' },
} as const
