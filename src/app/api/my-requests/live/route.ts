import { isSessionActive } from '@/server/auth/queries'
import { getMyRequests } from '@/server/forms/my-requests'
import { subscribeToMemberState } from '@/server/live/listener'
import { STREAM_HEADERS, createStateStream } from '@/server/live/stream'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

/**
 * Server-sent events of the signed-in member's own submissions (`event: state`, data
 * {requests}), re-sent when an operator changes one's status (the member_state channel, as
 * /api/live). 401 without a member session.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getSessionFromHeaders(request.headers)
  if (!isMemberSession(session)) {
    return Response.json({ code: 'UNAUTHORIZED', message: 'Not signed in.' }, { status: 401, headers: { 'cache-control': 'no-store' } })
  }
  const memberId = session.user.id
  const sessionId = session.session.id
  const stream = createStateStream({
    memberId,
    signal: request.signal,
    subscribe: subscribeToMemberState,
    isActive: () => isSessionActive(sessionId),
    load: async () => {
      const isActive = await isSessionActive(sessionId)
      const requests = isActive ? await getMyRequests(memberId) : []
      return { state: { appState: { businessAccountId: null }, requests }, isActive }
    },
  })
  return new Response(stream, { headers: STREAM_HEADERS })
}
