import 'server-only'

import { randomUUID } from 'node:crypto'

import { getPool } from '@/server/db'

/**
 * Failed password sign-ins per account, whatever address they come from: a client that rotates
 * addresses escapes the per-address limit but not this one. After MAX failures within WINDOW
 * seconds the account answers "too many attempts" until the window ends; there is no permanent
 * lockout. Kept in Better Auth's rateLimit table (key "account|<email>"), so it holds across
 * instances.
 */
export const ACCOUNT_FAILURE_LIMIT = { window: 60, max: 10 } as const

/** 'account' for members (Better Auth), 'operator' for the admin's accounts (Payload). */
export type AccountScope = 'account' | 'operator'

const keyOf = (email: string, scope: AccountScope) => `${scope}|${email.trim().toLowerCase()}`

/** Seconds until the account may try again, or 0 when it may now. */
export async function accountRetryAfter(email: string, now = Date.now(), scope: AccountScope = 'account'): Promise<number> {
  const { rows } = await getPool().query<{ count: number; lastRequest: string }>(
    'select count, "lastRequest" from "auth"."rateLimit" where key = $1',
    [keyOf(email, scope)],
  )
  const row = rows[0]
  if (!row) return 0
  const windowEnds = Number(row.lastRequest) + ACCOUNT_FAILURE_LIMIT.window * 1000
  if (row.count < ACCOUNT_FAILURE_LIMIT.max || windowEnds <= now) return 0
  return Math.ceil((windowEnds - now) / 1000)
}

/** Counts one failed sign-in; a window starts at the first failure after the previous one ended. */
export async function recordAccountFailure(email: string, now = Date.now(), scope: AccountScope = 'account'): Promise<void> {
  const windowStart = now - ACCOUNT_FAILURE_LIMIT.window * 1000
  await getPool().query(
    `insert into "auth"."rateLimit" (id, key, count, "lastRequest") values ($1, $2, 1, $3)
     on conflict (key) do update set
       count = case when "rateLimit"."lastRequest" <= $4 then 1 else "rateLimit".count + 1 end,
       "lastRequest" = case when "rateLimit"."lastRequest" <= $4 then $3 else "rateLimit"."lastRequest" end`,
    [randomUUID(), keyOf(email, scope), now, windowStart],
  )
}

/** A successful sign-in clears the count. */
export async function clearAccountFailures(email: string, scope: AccountScope = 'account'): Promise<void> {
  await getPool().query('delete from "auth"."rateLimit" where key = $1', [keyOf(email, scope)])
}
