/**
 * Member sessions slide: 7 days without a visit end them, and a visit after a day pushes the end
 * 7 days on (Better Auth's expiresIn and updateAge). Sliding alone would keep a session alive for
 * ever, so a member's session also ends 30 days after it began (the sign-in), whatever the
 * activity. Guests' sessions (anonymous users) hold no account and keep sliding. Pure: no runtime.
 */
export const SESSION_ABSOLUTE_LIMIT_DAYS = 30
const LIMIT_MS = SESSION_ABSOLUTE_LIMIT_DAYS * 24 * 60 * 60 * 1000

/** When a session that began at createdAt must end at the latest. */
export function absoluteSessionEnd(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + LIMIT_MS)
}

/** Whether a session that began at createdAt has passed its absolute limit at `now`. */
export function isPastAbsoluteLimit(createdAt: Date | string, now = new Date()): boolean {
  return absoluteSessionEnd(createdAt).getTime() <= now.getTime()
}

/** A refreshed session's new end, never later than its absolute end. */
export function cappedExpiry(expiresAt: Date | string, createdAt: Date | string): Date {
  const end = absoluteSessionEnd(createdAt)
  const wanted = new Date(expiresAt)
  return wanted.getTime() > end.getTime() ? end : wanted
}
