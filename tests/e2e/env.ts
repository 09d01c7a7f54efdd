/** Settings shared by playwright.config.ts (which starts the app) and the tests. */
const port = Number(process.env.E2E_PORT || 3100)

export const E2E = {
  port,
  baseURL: `http://localhost:${port}`,
  dataDir: process.env.E2E_DATA_DIR || '.data/e2e',
  pgPort: Number(process.env.E2E_PG_PORT || 54349),
  operator: { email: 'operator@example.com', password: 'E2e-Operator-Passw0rd!' },
} as const
