#!/usr/bin/env node
// Until the first production deploy, the Payload schema is one migration: this rewrites it from
// the current config, on a throwaway embedded cluster. Better Auth's migration is kept as is.
// After the first deploy, use `npm run migrate:create <name>` for incremental migrations instead.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { ensureDevelopmentSecrets, loadDotEnv, root, throwawayDatabaseSecrets } from './lib/runtime-env.mjs'

loadDotEnv()
ensureDevelopmentSecrets()
const dir = path.join(root, 'src', 'migrations')
for (const file of fs.readdirSync(dir)) {
  if (/_initial\.(ts|json)$/.test(file)) fs.rmSync(path.join(dir, file))
}
const scratch = path.join(root, '.data', 'migration-scratch')
fs.rmSync(scratch, { recursive: true, force: true })
const cluster = await startEmbeddedPostgres({
  dataDir: scratch,
  port: Number(process.env.MIGRATION_SCRATCH_PORT || 54359),
  database: 'scratch',
  ...throwawayDatabaseSecrets(),
})
try {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'payload'), ['migrate:create', 'initial'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  })
  if (result.status !== 0) process.exitCode = result.status ?? 1
} finally {
  await cluster.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
}
// Better Auth's schema runs right after Payload's (which creates the migrations table): it takes
// the initial migration's name plus `_auth`.
const initial = fs.readdirSync(dir).find((f) => /_initial\.ts$/.test(f))
if (initial) {
  const authName = initial.replace(/\.ts$/, '_auth.ts')
  for (const file of fs.readdirSync(dir)) {
    if (/_auth(_schema)?\.ts$/.test(file) && file !== authName)
      fs.renameSync(path.join(dir, file), path.join(dir, authName))
  }
  // Hand-written migrations (plain SQL tables outside Payload, dated after the initial one) stay,
  // in name order, after the generated pair.
  const extra = fs
    .readdirSync(dir)
    .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f) && f !== initial && f !== authName)
    .sort()
  const names = [initial, authName, ...extra].map((f) => f.replace(/\.ts$/, ''))
  const index = [
    ...names.map((name) => `import * as migration_${name} from './${name}'`),
    '',
    'export const migrations = [',
    ...names.map((name) => `  { up: migration_${name}.up, down: migration_${name}.down, name: '${name}' },`),
    ']',
    '',
  ].join('\n')
  fs.writeFileSync(path.join(dir, 'index.ts'), index)
  console.log(`Migrations: ${names.join(', ')}`)
}
