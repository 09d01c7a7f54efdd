import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import type { AppState } from '@/features/app-state/app-state'
import { signInHref } from '@/lib/links'
import { optionalReturnPath } from '@/lib/portal-links'
import { type AuthSession, auth } from '@/server/auth/auth'
import { getViewer, isMemberViewer } from '@/server/viewer'

export type { AuthSession } from '@/server/auth/auth'

/** The session a request carries (its cookie), or null. For route handlers: pass request.headers. */
export async function getSessionFromHeaders(requestHeaders: Headers): Promise<AuthSession | null> {
  return auth.api.getSession({ headers: requestHeaders })
}

/**
 * The session a request carries, never renewed (`disableRefresh`). For answers whose cookies do not
 * reach the browser: a page (it cannot set cookies) and the page cache's audience question. A
 * renewal there would move the session's end in the database and leave the browser's cookie to
 * expire at the old one. The page's live-state stream (/api/live, a route handler, through
 * getSessionFromHeaders) renews it and sends the cookie.
 */
export async function getSessionWithoutRenewal(requestHeaders: Headers): Promise<AuthSession | null> {
  return auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: true } })
}

/** The session of the page being rendered, read once per request. */
export const getSession = cache(async (): Promise<AuthSession | null> => getSessionWithoutRenewal(await headers()))

/** A signed-in member: a session that is not a guest's. */
export function isMemberSession(session: AuthSession | null | undefined): session is AuthSession {
  return Boolean(session && !session.user.isAnonymous)
}

/**
 * For pages only members may see: the viewer's app state, or a redirect to sign-in that comes
 * back to `returnTo` afterwards. Guests (anonymous sessions) are sent to sign in too.
 */
export async function requireMember({ returnTo }: { returnTo?: string | null } = {}): Promise<AppState> {
  // The viewer's state, not the session itself: the page cache's render for an audience carries
  // no session, only the audience's state (src/server/viewer.ts).
  if (!(await isMemberViewer())) redirect(signInHref(optionalReturnPath(returnTo)))
  return getViewer()
}
