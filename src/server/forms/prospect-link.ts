import 'server-only'

import { requireSecret, usesSecureCookies } from '@/server/env'
import { isSignedBy, sign } from '@/server/signature'

/**
 * The Spend Navigator asks for a name and email in step 1 and for the business's size and spend in
 * step 2, which by the spec carries no contact fields: stored alone, an operator could not tell
 * whose spend it was. Step 1's answer sets this cookie (the submission's id, signed with the
 * server's secret, for an hour, sent back only to the form endpoint); step 2 reads it and is stored
 * under step 1's sender, as is a step 2 sent again from that browser within the hour (Back, a
 * correction). Nothing personal is kept in the browser.
 */
export const PROSPECT_COOKIE = 'ea_prospect'
export const PROSPECT_COOKIE_MAX_AGE_SECONDS = 60 * 60
const COOKIE_PATH = '/api/forms'
const PURPOSE = 'prospect-step-1'

/** The Set-Cookie header that ties the step 2 sent next (and again, within the hour) to step 1's submission. */
export function prospectCookie(stepOneId: number): string {
  const secure = usesSecureCookies() ? '; Secure' : ''
  const value = `${stepOneId}.${sign(requireSecret('PAYLOAD_SECRET'), PURPOSE, String(stepOneId))}`
  return `${PROSPECT_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${PROSPECT_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`
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
  return isSignedBy(requireSecret('PAYLOAD_SECRET'), PURPOSE, String(id), match[2]) ? id : null
}
