// Prints the SQL that creates Better Auth's tables for the options in src/server/auth/base-options.ts,
// run against an empty scratch schema. Paste it into a Payload migration (see docs/decisions/003).
//   node scripts/launch.mjs auth-sql
import { betterAuth } from 'better-auth'
import { getMigrations } from 'better-auth/db/migration'
import pg from 'pg'

import { AUTH_SCHEMA, baseAuthOptions } from '../src/server/auth/base-options'

const scratch = `${AUTH_SCHEMA}_scratch`
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
await admin.connect()
await admin.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE; CREATE SCHEMA ${scratch}`)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${scratch}` })
const options = { ...baseAuthOptions, database: pool, secret: 'x'.repeat(32), baseURL: 'http://localhost' }
betterAuth(options)
const { compileMigrations } = await getMigrations(options)
const sql = await compileMigrations()
console.log(sql.replaceAll(`"${scratch}".`, ''))
await pool.end()
await admin.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`)
await admin.end()
