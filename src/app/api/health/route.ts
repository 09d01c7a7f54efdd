import { getPayloadClient } from '@/server/payload'
import { sql } from '@payloadcms/db-postgres'

export const dynamic = 'force-dynamic'

/** For load balancers: 200 while the database answers, 503 otherwise. */
export async function GET() {
  const started = Date.now()
  try {
    const payload = await getPayloadClient()
    await payload.db.drizzle.execute(sql`select 1`)
    return Response.json({ status: 'ok', database: 'reachable', latencyMs: Date.now() - started })
  } catch {
    return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers: { 'Retry-After': '5' } })
  }
}
