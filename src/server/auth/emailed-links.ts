import 'server-only'

import { getPool } from '@/server/db'

/**
 * Ends every sign-in and reset link still waiting in the account's mail: other reset links (their
 * row names the user) and magic links (their row names the email). Run when the password is reset,
 * so a mail read by someone else stops working the moment the owner takes the account back, as
 * its sessions do. Verification links are signed, not stored, and only verify the address.
 */
export async function revokeEmailedLinks(user: { id: string; email: string }): Promise<number> {
  const { rowCount } = await getPool().query(
    `delete from "auth"."verification"
     where (identifier like 'reset-password:%' and value = $1)
        or (identifier like 'magic-link:%' and lower(value::jsonb ->> 'email') = lower($2))`,
    [user.id, user.email],
  )
  return rowCount ?? 0
}
