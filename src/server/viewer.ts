import 'server-only'

import { cache } from 'react'

import type { AppState } from '@/features/app-state/app-state'
import type { BusinessState } from '@/features/app-state/business-state'
import { type MemberState, loadMemberState } from '@/server/members'
import { toSessionUser } from '@/server/auth/errors'
import { getSession } from '@/server/session'

/** App and business state of the request's session, computed once per request. */
const getViewerState = cache(async (): Promise<MemberState> => {
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
