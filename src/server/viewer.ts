import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import type { AppState } from '@/features/app-state/app-state'
import { type BusinessState, clearBusinessState, setBusinessState } from '@/features/app-state/business-state'
import { AUDIENCE_HEADER, decodeAudienceState } from '@/lib/page-audience'
import { isRenderRequest } from '@/lib/page-cache'
import { type MemberState, loadMemberState } from '@/server/members'
import { toSessionUser } from '@/server/auth/errors'
import { getSession } from '@/server/session'

/** App and business state of the request's session, computed once per request. */
const getViewerState = cache(async (): Promise<MemberState> => {
  // The page cache's own render for an audience (src/lib/page-audience.ts): it carries no cookie,
  // only the audience's app state with stand-ins for the personal fields, and the proxy's secret
  // render token, which no client can send.
  const requestHeaders = await headers()
  if (isRenderRequest(requestHeaders)) {
    const audienceState = decodeAudienceState(requestHeaders.get(AUDIENCE_HEADER))
    // No business account: checked and empty, as for the member. With one, its state is a
    // business's own, so the render leaves it pending and the browser's live state fills it in.
    if (audienceState) {
      const businessState = audienceState.businessAccountId ? clearBusinessState() : setBusinessState(null)
      return { appState: audienceState, businessState }
    }
  }
  const session = await getSession()
  return loadMemberState(session ? toSessionUser(session.user) : null)
})

/**
 * Who is looking at the page, as the spec's app state, computed on the server so the first render
 * is already right (no logged-out flash for a signed-in member).
 */
export const getViewer = cache(async (): Promise<AppState> => (await getViewerState()).appState)

/** The viewer's business state (checked and empty without a business account). */
export const getViewerBusinessState = cache(async (): Promise<BusinessState> => (await getViewerState()).businessState)

/** A signed-in member (not a guest): who may read member-only pages. */
export async function isMemberViewer(): Promise<boolean> {
  const viewer = await getViewer()
  return viewer.uid !== null && !viewer.isAnonymous
}
