import { toSessionUser } from '@/server/auth/errors'
import { loadMemberState } from '@/server/members'
import { getSessionFromHeaders } from '@/server/session'

export const dynamic = 'force-dynamic'

/**
 * The app state and business state of the request's own session: {appState, businessState}.
 * Takes no id: a member can only ever read their own records. Logged out: the reset state.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getSessionFromHeaders(request.headers)
  const state = await loadMemberState(session ? toSessionUser(session.user) : null)
  return Response.json(state, { headers: { 'cache-control': 'no-store', vary: 'cookie' } })
}
