import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '../../scripts/lib/embedded-postgres.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const dataDir = fs.mkdtempSync(path.join(root, '.data', 'launcher-test-'))

/** Command lines of running processes that mention the given text (Linux /proc). */
function processesMentioning(text: string): string[] {
  if (os.platform() !== 'linux') return []
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      } catch {
        return ''
      }
    })
    .filter((cmdline) => cmdline.includes(text))
}

let port = 0

function launch(command: string) {
  return spawnSync('node', ['scripts/launch.mjs', command], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: path.relative(root, dataDir),
      EMBEDDED_PG_PORT: String(port),
      ADMIN_EMAIL: 'launcher-test@example.com',
      ADMIN_PASSWORD: 'Launcher-Test-Passw0rd!',
    },
  })
}

describe('the launcher with the embedded PostgreSQL', () => {
  beforeAll(async () => {
    port = await findFreePort()
  })

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('migrates and seeds a new database, then stops PostgreSQL when it is done', { timeout: 150_000 }, () => {
    const result = launch('seed')
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('Operator account for /admin: launcher-test@example.com')
    // A password the operator supplied never reaches the log.
    expect(result.stdout).not.toContain('Launcher-Test-Passw0rd!')
    expect(result.stdout).toMatch(/Seeded: operator, site settings, header, footer, page \/home/)
    expect(result.stdout).not.toContain('Seed: nothing was missing')
    expect(processesMentioning(path.join(dataDir, 'postgres'))).toEqual([])
    // The database's passwords were generated and kept with the other development secrets.
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))
    expect(secrets.EMBEDDED_PG_SUPERUSER_PASSWORD).toMatch(/^[\w-]{32}$/)
    expect(secrets.EMBEDDED_PG_APP_PASSWORD).toMatch(/^[\w-]{32}$/)
  })

  it('keeps the data for the next start, so the seed has nothing left to create', { timeout: 150_000 }, () => {
    const result = launch('seed')
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).not.toContain('Operator account for /admin')
    expect(result.stdout).not.toContain('Seeded:')
    expect(result.stdout).toContain('Seed: nothing was missing; every seeded document is in place.')
    expect(result.stdout).toMatch(/Database up to date: (\d+) of \1 migrations applied\./)
    expect(result.stdout).toContain(`embedded PostgreSQL on 127.0.0.1:${port}`)
    expect(processesMentioning(path.join(dataDir, 'postgres'))).toEqual([])
  })
})
