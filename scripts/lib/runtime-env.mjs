// Prepares process.env for every entry point (launcher, tests): .env, generated development
// secrets and the embedded cluster's settings. Production values always come from the environment.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const root = path.resolve(import.meta.dirname, '..', '..')

/** Node's option that preloads one of these scripts (`scripts/lib/<file>`) into a server's process. */
export const preloadOption = (file) =>
  `--import ${JSON.stringify(pathToFileURL(path.join(root, 'scripts', 'lib', file)).href)}`

/**
 * Node's options for the TypeScript scripts the launcher runs with tsx (migrate, seed): the
 * `server-only` shim, and the `production` condition. Payload's config brings in Lexical, whose
 * Node entry points (`*.node.mjs`) choose their build with a top-level `await import()`. On Node
 * 20 (where tsx loads modules through Node's hooks thread) that graph of a dozen waiting modules
 * sometimes never finishes evaluating: the script exits with code 13 before its first line, in 3
 * runs of 62 with four loading at once on 2 cores, and in none of 140 with the condition. The
 * condition resolves Lexical straight to its production build, which has no top-level await; no
 * other installed package has that condition.
 */
const scriptNodeOptions = ['--conditions=production', '--import', './scripts/lib/server-only-shim.mjs']

/**
 * The command and arguments that run a TypeScript script (a path from the root) with tsx and the
 * options above: the launcher's `migrate` and `seed`, and the integration suite's template seed.
 * @param {string} script
 * @param {string[]} [args]
 * @returns {[string, string[]]}
 */
export const scriptCommand = (script, args = []) => [
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [...scriptNodeOptions, script, ...args],
]

export function loadDotEnv() {
  const file = path.join(root, '.env')
  if (fs.existsSync(file)) process.loadEnvFile(file)
  process.env.NEXT_TELEMETRY_DISABLED = '1'
}

export function dataDir() {
  return path.resolve(root, process.env.DATA_DIR || '.data')
}

/** Whether a site address is on this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackSite(url) {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
    return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1'
  } catch {
    return false
  }
}

/**
 * Replaces secrets.json in one step (a file of its own, then a rename), so a process reading it
 * meanwhile (the app, a build or a test run starting beside it) sees the old file or the new, never
 * half of one.
 */
function writeSecrets(file, stored) {
  const partial = `${file}.${process.pid}.tmp`
  fs.writeFileSync(partial, JSON.stringify(stored, null, 2), { mode: 0o600 })
  fs.renameSync(partial, file)
}

/**
 * Fills PAYLOAD_SECRET, BETTER_AUTH_SECRET and ADMIN_PASSWORD when they are empty outside
 * production, from .data/secrets.json (generated once). Returns the names it generated now. A
 * deployment sets the first two itself, and ADMIN_PASSWORD for its first start only.
 */
export function ensureDevelopmentSecrets() {
  const wanted = ['PAYLOAD_SECRET', 'BETTER_AUTH_SECRET', 'ADMIN_PASSWORD']
  const missing = wanted.filter((name) => !process.env[name])
  // The seed prints the operator password only when it was generated here, never one supplied
  // (set every time: a value inherited from a parent process must not count).
  process.env.ADMIN_PASSWORD_GENERATED = missing.includes('ADMIN_PASSWORD') ? 'true' : 'false'
  if (!missing.length) return []
  // A real deployment: production, or `npm start` (a production build even with NODE_ENV unset) on
  // a public address. Its secrets come from the operator, not from a file we invent. ADMIN_PASSWORD
  // only creates the first operator account: the seed asks for it then, and never after (the
  // operator changes the password in the admin).
  const isDeployment = process.env.NODE_ENV === 'production' || !isLoopbackSite(process.env.SITE_URL || 'http://localhost:3000')
  if (isDeployment) {
    const needed = missing.filter((name) => name !== 'ADMIN_PASSWORD')
    if (needed.length && process.env.NODE_ENV === 'production') {
      throw new Error(`Set ${needed.join(', ')} in the environment: production never generates secrets.`)
    }
    if (needed.length) {
      throw new Error(
        `Set ${needed.join(', ')} in the environment: SITE_URL (${process.env.SITE_URL}) is a public address, ` +
          'and secrets are generated only for a site on this machine (localhost).',
      )
    }
    return []
  }
  const file = path.join(dataDir(), 'secrets.json')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const stored = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
  const generated = []
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] =
        name === 'ADMIN_PASSWORD'
          ? `Ea-${crypto.randomBytes(9).toString('base64url')}-1`
          : crypto.randomBytes(32).toString('base64url')
      generated.push(name)
    }
    process.env[name] = stored[name]
  }
  writeSecrets(file, stored)
  return generated
}

/**
 * Passwords of the embedded PostgreSQL: its superuser and the app's own role. From
 * EMBEDDED_PG_SUPERUSER_PASSWORD and EMBEDDED_PG_APP_PASSWORD when set, otherwise generated once
 * into the data directory's secrets.json with the other development secrets. The cluster listens
 * on loopback only, so these are generated in every mode, production included.
 */
export function embeddedDatabaseSecrets() {
  const names = { superuserPassword: 'EMBEDDED_PG_SUPERUSER_PASSWORD', appPassword: 'EMBEDDED_PG_APP_PASSWORD' }
  const file = path.join(dataDir(), 'secrets.json')
  let stored = null
  const result = {}
  for (const [key, name] of Object.entries(names)) {
    if (process.env[name]) {
      result[key] = process.env[name]
      continue
    }
    if (!stored) stored = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
    stored[name] ||= crypto.randomBytes(24).toString('base64url')
    result[key] = stored[name]
  }
  if (stored) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    writeSecrets(file, stored)
  }
  return result
}

/** Passwords for a throwaway cluster (tests, scratch migrations): never stored. */
export function throwawayDatabaseSecrets() {
  return {
    superuserPassword: crypto.randomBytes(24).toString('base64url'),
    appPassword: crypto.randomBytes(24).toString('base64url'),
  }
}
