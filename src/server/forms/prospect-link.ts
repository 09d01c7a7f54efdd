import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { requireSecret, usesSecureCookies } from '@/server/env'

/**
 * The Spend Navigator asks for a name and email in step 1 and for the business's size and spend in
 * step 2, which by the spec carries no contact fields: stored alone, an operator could not tell
 * whose spend it was. Step 1's answer sets this cookie (the submission's id, signed with the
 * server's secret, for an hour, sent back only to the form endpoint); step 2 reads it and is stored
 * under step 1's sender. Nothing personal is kept in the browser.
 */
export const PROSPECT_COOKIE = 'ea_prospect'
export const PROSPECT_COOKIE_MAX_AGE_SECONDS = 60 * 60
const COOKIE_PATH = '/api/forms'

function signature(id: number): string {
  return createHmac('sha256', requireSecret('PAYLOAD_SECRET')).update(`prospect-step-1:${id}`).digest('base64url')
}

function cookie(value: string, maxAge: number): string {
  const secure = usesSecureCookies() ? '; Secure' : ''
  return `${PROSPECT_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

/** The Set-Cookie header that ties the next step 2 to step 1's submission. */
export function prospectCookie(stepOneId: number): string {
  return cookie(`${stepOneId}.${signature(stepOneId)}`, PROSPECT_COOKIE_MAX_AGE_SECONDS)
}

/** The Set-Cookie header that forgets it (step 2 was stored). */
export function clearedProspectCookie(): string {
  return cookie('', 0)
}

/** The step 1 submission the request's cookie names, when its signature holds; else null. */
export function stepOneIdFrom(headers: Headers): number | null {
  const raw = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PROSPECT_COOKIE}=`))
    ?.slice(PROSPECT_COOKIE.length + 1)
  const match = raw ? /^(\d{1,12})\.([\w-]+)$/.exec(raw) : null
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(signature(id))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}
