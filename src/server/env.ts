/**
 * The one place that reads process.env. Every setting is listed in .env.example with its default.
 * Imported by payload.config.ts too, so it must not import 'server-only' (the Payload CLI loads it).
 */
import { z } from 'zod'

import { DEFAULT_SITE_URL, isLoopbackUrl, siteOriginsOf } from '@/lib/site-origins'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const isProduction = process.env.NODE_ENV === 'production'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set by the launcher to the embedded cluster when the operator gives none. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Several instances share Next's data cache and page cache expiry through this Redis
   * (redis:// or rediss://); blank runs one instance with its caches on its own disk and memory.
   */
  REDIS_URL: z
    .union([z.literal(''), z.string().regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')])
    .optional()
    .transform((value) => value || undefined),
  PORT: z.coerce.number().int().positive().default(3000),
  SITE_URL: z.string().url().default(DEFAULT_SITE_URL),
  PAYLOAD_SECRET: z.string().min(32).optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('EA Collective <hello@example.com>'),
  /** Uploaded files; blank keeps them beside the data, in DATA_DIR/uploads (backed up with it). */
  UPLOADS_DIR: z.string().default(`${process.env.DATA_DIR || '.data'}/uploads`),
  SITE_BUCKET_URL: z.string().default('/media/products'),
  HELP_CENTER_URL: z.string().url().default('https://help.example.com/hc/en-us'),
  /** Operators' inbox for new form submissions; blank sends no email. */
  FORM_NOTIFY_EMAIL: z.union([z.literal(''), z.string().email()]).default('forms@example.com'),
  /**
   * Longest wait for one database query before it fails (0: no limit). A database that stalls
   * then answers the person with an error, instead of saving after they were told it failed.
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(20_000),
  /** Form submissions (POST /api/forms) one client address may send per 10 minutes. */
  FORMS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Spreadsheet uploads (POST /api/upload-file) one client address may send per 10 minutes. */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_ENUMERATION_PROTECTION: booleanFlag,
  SECURE_COOKIES: booleanFlag,
  /** Proxies in front of the app whose X-Forwarded-For entries are believed (0: none). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Keep mail in the operators' outbox in production on a public SITE_URL without SMTP_URL. */
  ALLOW_MAIL_OUTBOX: booleanFlag,
  /** POST /api/track batches per client per minute and instance; 0 turns the limit off (benchmarks). */
  TRACK_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  /** Months raw tracking events are kept before only their daily aggregates remain. */
  TRACKING_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
})

export type Env = z.infer<typeof schema>

/** Settings whose blank value means something of its own ('send none'); any other blank is unset. */
const BLANK_IS_A_VALUE = new Set(['FORM_NOTIFY_EMAIL'])

/**
 * The environment, with blank settings as unset: a `.env` copied from `.env.example` keeps its
 * empty lines (`DATABASE_URL=`, `PAYLOAD_SECRET=`), which mean "use the default".
 */
function settings(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => value !== '' || BLANK_IS_A_VALUE.has(name)),
  )
}

function readEnv(): Env {
  const parsed = schema.safeParse(settings())
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  return parsed.data
}

export const env = readEnv()

/** Cookies only over HTTPS: in production, or when SECURE_COOKIES says so (browsers accept them on localhost). */
export function usesSecureCookies(settings: Pick<Env, 'NODE_ENV' | 'SECURE_COOKIES'> = env): boolean {
  return settings.NODE_ENV === 'production' || Boolean(settings.SECURE_COOKIES)
}

/**
 * The origins a browser may send requests from: SITE_URL's, and on this machine both loopback
 * names, so opening http://127.0.0.1:PORT works as well as http://localhost:PORT.
 */
export function siteOrigins(siteUrl: string = env.SITE_URL): string[] {
  return siteOriginsOf(siteUrl)
}

/**
 * Mail without SMTP_URL is kept in the operators' outbox (and printed to the console). On a public
 * address in production that needs ALLOW_MAIL_OUTBOX: members would otherwise never get their links.
 */
export function assertMailConfigured(settings: Pick<Env, 'NODE_ENV' | 'SITE_URL' | 'SMTP_URL' | 'ALLOW_MAIL_OUTBOX'> = env) {
  if (settings.NODE_ENV !== 'production' || settings.SMTP_URL || settings.ALLOW_MAIL_OUTBOX) return
  if (isLoopbackUrl(settings.SITE_URL)) return
  throw new Error(
    `SMTP_URL must be set in production on a public SITE_URL (${settings.SITE_URL}); ` +
      'set ALLOW_MAIL_OUTBOX=true to keep mail in the operators\' outbox at /admin instead.',
  )
}

/**
 * Secrets are required in production. In development and tests the launcher generates them once
 * and keeps them under .data/, so a fresh clone runs without configuration.
 */
export function requireSecret(name: 'PAYLOAD_SECRET' | 'BETTER_AUTH_SECRET'): string {
  const value = env[name]
  if (value) return value
  if (isProduction && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error(`${name} must be set (32 characters or more) in production.`)
  }
  return `development-only-${name.toLowerCase()}-not-for-production`
}
