import 'server-only'

import { getPool } from '@/server/db'

import type { SessionUserLike } from '@/server/members/records'

/**
 * Direct reads of Better Auth's tables (schema "auth") for what its API does not offer cheaply:
 * the live stream re-reads a user and checks its session on every change.
 */
interface UserRow {
  id: string
  email: string
  name: string
  emailVerified: boolean
  isAnonymous: boolean | null
  firstName: string | null
  lastName: string | null
}

const USER_COLUMNS = 'id, email, name, "emailVerified", "isAnonymous", "firstName", "lastName"'

export async function findAuthUserById(id: string): Promise<SessionUserLike | null> {
  const { rows } = await getPool().query<UserRow>(`select ${USER_COLUMNS} from "auth"."user" where id = $1`, [id])
  return rows[0] ?? null
}

export async function findAuthUserByEmail(email: string): Promise<SessionUserLike | null> {
  const { rows } = await getPool().query<UserRow>(`select ${USER_COLUMNS} from "auth"."user" where email = $1`, [
    email.trim().toLowerCase(),
  ])
  return rows[0] ?? null
}

/** Whether the session still exists and has not expired (sign-out, reset and disabling end it). */
export async function isSessionActive(sessionId: string): Promise<boolean> {
  const { rowCount } = await getPool().query('select 1 from "auth"."session" where id = $1 and "expiresAt" > now()', [
    sessionId,
  ])
  return (rowCount ?? 0) > 0
}
