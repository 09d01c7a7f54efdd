import { isDatabaseReachable } from '@/server/db'

export const dynamic = 'force-dynamic'

/** For load balancers: 200 while the database answers, 503 otherwise. */
export async function GET() {
  const started = Date.now()
  const isReachable = await isDatabaseReachable()
  const headers = { 'Cache-Control': 'no-store' }
  if (!isReachable) {
    return Response.json(
      { status: 'unavailable', database: 'unreachable' },
      { status: 503, headers: { ...headers, 'Retry-After': '5' } },
    )
  }
  return Response.json({ status: 'ok', database: 'reachable', latencyMs: Date.now() - started }, { headers })
}
