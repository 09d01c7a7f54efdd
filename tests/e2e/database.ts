import fs from 'node:fs'
import path from 'node:path'

import { E2E } from './env'

/** The app role's address of the embedded cluster the suite's app started (secrets.json). */
export function e2eDatabaseUrl(): string {
  const secrets = JSON.parse(fs.readFileSync(path.join(E2E.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>
  const password = secrets.EMBEDDED_PG_APP_PASSWORD
  if (!password) throw new Error(`No EMBEDDED_PG_APP_PASSWORD in ${E2E.dataDir}/secrets.json`)
  return `postgres://app:${encodeURIComponent(password)}@127.0.0.1:${E2E.pgPort}/app`
}
