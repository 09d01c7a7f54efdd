import { MAX_DOCUMENT_ID } from '@/lib/constants'
import { getPayloadClient } from '@/server/payload'
import { loadQuoteRows } from '@/server/quotes/quote-rows'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

/**
 * GET /api/quote-files/{id}/rows: a quote spreadsheet's rows with catalogue prices and savings,
 * as the admin shows them beside the submission (see src/server/quotes). Operators (signed in to
 * the admin) only: members and visitors get 403. A file that cannot be read safely answers 200
 * with status 'refused' and the message for the operator.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') {
    return Response.json(
      { code: 'FORBIDDEN', message: 'Quote spreadsheets are for operators: sign in to the admin.' },
      { status: 403, headers: noStore },
    )
  }
  const { id } = await params
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_DOCUMENT_ID) {
    return Response.json({ code: 'NOT_FOUND', message: 'There is no quote spreadsheet with that id.' }, { status: 404, headers: noStore })
  }
  try {
    const report = await loadQuoteRows(payload, Number(id))
    if (!report) {
      return Response.json({ code: 'NOT_FOUND', message: 'There is no quote spreadsheet with that id.' }, { status: 404, headers: noStore })
    }
    return Response.json(report, { headers: noStore })
  } catch (error) {
    console.error('[quote-files] rows failed:', error instanceof Error ? error.message : error)
    return Response.json(
      { code: 'QUOTE_ROWS_UNAVAILABLE', message: 'The spreadsheet rows are unavailable right now; try again shortly.' },
      { status: 503, headers: noStore },
    )
  }
}
