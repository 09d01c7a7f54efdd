/**
 * The one place that reads process.env. Every setting is listed in .env.example with its default.
 * Imported by payload.config.ts too, so it must not import 'server-only' (the Payload CLI loads it).
 */
import { z } from 'zod'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const isProduction = process.env.NODE_ENV === 'production'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set by the launcher to the embedded cluster when the operator gives none. */
  DATABASE_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  PAYLOAD_SECRET: z.string().min(32).optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('EA Collective <hello@example.com>'),
  UPLOADS_DIR: z.string().default('.data/uploads'),
  SITE_BUCKET_URL: z.string().default('/media/products'),
  HELP_CENTER_URL: z.string().url().default('https://help.example.com/hc/en-us'),
  /** Operators' inbox for new form submissions; blank sends no email. */
  FORM_NOTIFY_EMAIL: z.union([z.literal(''), z.string().email()]).default('forms@example.com'),
  /** Form submissions (POST /api/forms) one client address may send per 10 minutes. */
  FORMS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Spreadsheet uploads (POST /api/upload-file) one client address may send per 10 minutes. */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_ENUMERATION_PROTECTION: booleanFlag,
  SECURE_COOKIES: booleanFlag,
})

export type Env = z.infer<typeof schema>

function readEnv(): Env {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  return parsed.data
}

export const env = readEnv()

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
