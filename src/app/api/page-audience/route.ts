import { audienceOf } from '@/lib/page-audience'
import { isRenderRequest } from '@/lib/page-cache'
import { toSessionUser } from '@/server/auth/errors'
import { loadMemberState } from '@/server/members'
import { getSessionWithoutRenewal } from '@/server/session'

export const dynamic = 'force-dynamic'

/**
 * For the page cache only (src/proxy.ts): the audience of the session the request carries, as
 * {audience: {key, variants}}, or {audience: null} when it has none to share (no valid session).
 * Answers only the proxy's own requests, which carry its secret render token; 404 to anyone else.
 */
export async function GET(request: Request): Promise<Response> {
  if (!isRenderRequest(request.headers)) return new Response('Not found', { status: 404 })
  // The proxy does not pass this answer's cookies on.
  const session = await getSessionWithoutRenewal(request.headers)
  const audience = session ? audienceOf((await loadMemberState(toSessionUser(session.user))).appState) : null
  return Response.json({ audience }, { headers: { 'cache-control': 'no-store' } })
}
