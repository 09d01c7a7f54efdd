import type { NextRequest } from 'next/server'

import { getPayloadClient } from '@/server/payload'
import { loadAnalyticsSummary, parsePeriod } from '@/server/tracking/summary'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

/**
 * Analytics for operators as JSON (?from=YYYY-MM-DD&to=YYYY-MM-DD, `to` inclusive; by default the
 * last 30 days): visitors, page views, top pages, clicks per element, forms, the funnel and what
 * members open. Operators (signed in to the admin) only: members and visitors get 403.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') {
    return Response.json(
      { code: 'FORBIDDEN', message: 'Analytics are for operators: sign in to the admin.' },
      { status: 403, headers: noStore },
    )
  }
  const params = request.nextUrl.searchParams
  const period = parsePeriod(params.get('from'), params.get('to'))
  if (!period.ok) return Response.json({ code: 'INVALID_PERIOD', message: period.message }, { status: 400, headers: noStore })
  try {
    return Response.json(await loadAnalyticsSummary(period.from, period.to), { headers: noStore })
  } catch (error) {
    console.error('[analytics] summary failed:', error instanceof Error ? error.message : error)
    return Response.json(
      { code: 'ANALYTICS_UNAVAILABLE', message: 'Analytics are unavailable right now; try again shortly.' },
      { status: 503, headers: noStore },
    )
  }
}
