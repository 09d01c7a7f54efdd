import fs from 'node:fs'
import path from 'node:path'

import { startupTimeoutMs } from '../../scripts/lib/embedded-postgres.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Names the app reads that are not settings: set by Node, Next or the launcher for its own child
 * processes, or by the test suites. Each says where it comes from.
 */
const NOT_SETTINGS = new Map([
  ['NODE_ENV', 'set by next build and next start'],
  ['NODE_OPTIONS', "Node's own; the launcher adds its flags to it"],
  ['NEXT_PHASE', 'set by Next while it builds'],
  ['NEXT_RUNTIME', 'set by Next (nodejs or edge)'],
  ['CI', "set by CI services; the build then skips Turbopack's build cache (next.config.ts)"],
  ['ADMIN_PASSWORD_GENERATED', 'the launcher tells the seed it generated ADMIN_PASSWORD'],
  ['PAYLOAD_SKIP_REVALIDATE', 'the integration tests turn off cache expiry'],
  ['REDIS_SERVER', 'where the tests of several instances find redis-server (README, Testing)'],
])

/** The app's sources: what `npm start` runs (src, the launcher and its helpers), not its tests. */
function appSources(): string[] {
  const inSrc = fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, 'src', file))
  const launcher = fs
    .readdirSync(path.join(root, 'scripts/lib'))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(root, 'scripts/lib', file))
  const atRoot = ['scripts/launch.mjs', 'cache-handler.mjs', 'next.config.ts'].map((file) => path.join(root, file))
  return [...inSrc, ...launcher, ...atRoot]
}

const sources = appSources().map((file) => fs.readFileSync(file, 'utf8'))

function namesRead(): Set<string> {
  const names = new Set<string>()
  for (const text of sources) {
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)) {
      names.add(match[1] ?? match[2]!)
    }
  }
  // The settings' schema names each one it parses: `NAME: z...` in src/server/env.ts.
  const schema = fs.readFileSync(path.join(root, 'src/server/env.ts'), 'utf8')
  for (const match of schema.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)) names.add(match[1]!)
  return names
}

function namesListed(): Set<string> {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8')
  return new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
}

describe('.env.example', () => {
  it('lists every setting the app reads, with a value', () => {
    const listed = namesListed()
    const missing = [...namesRead()].filter((name) => !listed.has(name) && !NOT_SETTINGS.has(name)).sort()
    expect(missing).toEqual([])
  })

  it('lists only settings the app reads', () => {
    // A name may also be read through a variable (`process.env[names.appPassword]`): then the
    // sources name it in quotes.
    const named = (name: string) =>
      namesRead().has(name) || sources.some((text) => text.includes(`'${name}'`) || text.includes(`"${name}"`))
    expect([...namesListed()].filter((name) => !named(name)).sort()).toEqual([])
  })

  it('finds the settings it checks for (the scan itself works)', () => {
    const read = namesRead()
    for (const name of ['DATABASE_URL', 'SITE_URL', 'EMBEDDED_PG_STARTUP_TIMEOUT_MS', 'REDIS_URL']) {
      expect(read).toContain(name)
    }
  })
})

describe('settings the launcher reads', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('reads EMBEDDED_PG_STARTUP_TIMEOUT_MS when the cluster starts, so a value from .env (loaded after the imports) applies', () => {
    vi.stubEnv('EMBEDDED_PG_STARTUP_TIMEOUT_MS', '')
    expect(startupTimeoutMs()).toBe(120_000)
    vi.stubEnv('EMBEDDED_PG_STARTUP_TIMEOUT_MS', '300000')
    expect(startupTimeoutMs()).toBe(300_000)
  })
})
