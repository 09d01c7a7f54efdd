import { toSessionUser } from '@/server/auth/errors'
import { findAuthUserById, isSessionActive } from '@/server/auth/queries'
import { subscribeToMemberState } from '@/server/live/listener'
import { STREAM_HEADERS, createStateStream } from '@/server/live/stream'
import { loadMemberState, loggedOutState } from '@/server/members'
import { getSessionFromHeaders } from '@/server/session'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

/**
 * Server-sent events of the signed-in member's {appState, businessState} (`event: state`), sent
 * on open and whenever their member or business record changes (Postgres LISTEN/NOTIFY, so it
 * works across app instances). 401 without a session.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getSessionFromHeaders(request.headers)
  if (!session) {
    return Response.json(
      { code: 'UNAUTHORIZED', message: 'Not signed in.' },
      { status: 401, headers: { 'cache-control': 'no-store' } },
    )
  }
  const userId = session.user.id
  const sessionId = session.session.id

  const stream = createStateStream({
    memberId: userId,
    signal: request.signal,
    subscribe: subscribeToMemberState,
    isActive: () => isSessionActive(sessionId),
    load: async () => {
      const [isActive, user] = await Promise.all([isSessionActive(sessionId), findAuthUserById(userId)])
      if (!isActive || !user) return { state: loggedOutState(), isActive: false }
      return { state: await loadMemberState(toSessionUser({ ...user })), isActive: true }
    },
  })
  return new Response(stream, { headers: STREAM_HEADERS })
}
