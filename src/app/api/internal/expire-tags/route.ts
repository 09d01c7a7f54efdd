import { EXPIRE_SIGNATURE_HEADER, verifiedExpireRequest } from '@/server/background-expiry'
import { requireSecret } from '@/server/env'
import { expireTags } from '@/server/revalidate'

export const dynamic = 'force-dynamic'

/**
 * Expires cache tags on behalf of this server's own background work (src/server/background-expiry.ts):
 * only a body signed with the server's secret in the last minute; anything else is 403.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text()
  if (body.length > 16_384) return new Response(null, { status: 413 })
  const tags = verifiedExpireRequest(requireSecret('PAYLOAD_SECRET'), body, request.headers.get(EXPIRE_SIGNATURE_HEADER))
  if (!tags) return Response.json({ message: 'Not allowed.' }, { status: 403, headers: { 'cache-control': 'no-store' } })
  await expireTags(tags)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
