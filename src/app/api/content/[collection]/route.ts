import { CONTENT_QUERY_MESSAGES, parseContentQuery } from '@/features/content/schemas'
import { InvalidCursorError, listArticles } from '@/server/content-lists'

export const dynamic = 'force-dynamic'

interface Context {
  params: Promise<{ collection: string }>
}

/**
 * Load More for article lists (spec section 7): GET /api/content/{reads|guides|resources|events}
 * ?after={endCursor}&limit={1-24}&tag={tag}&status={upcoming|completed|all}. Published documents
 * only, card-ready (depth 1), as { docs, pageInfo: { hasNextPage, endCursor }, aggregate: { count } }.
 */
export async function GET(request: Request, { params }: Context) {
  const { collection } = await params
  const query = parseContentQuery(collection, new URL(request.url).searchParams)
  if (!query.success) {
    return Response.json({ error: query.errors.join(' '), errors: query.errors }, { status: 400, headers: NO_STORE })
  }
  const { after, limit, tag, status } = query.data
  try {
    const page = await listArticles(query.data.collection, {
      after,
      limit,
      tag,
      status: status ?? defaultStatus(query.data.collection),
    })
    // The documents are cached on the server and expire on publish; browsers and proxies keep nothing.
    return Response.json(page, { headers: NO_STORE })
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      const message = CONTENT_QUERY_MESSAGES.after
      return Response.json({ error: message, errors: [message] }, { status: 400, headers: NO_STORE })
    }
    throw error
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Events lists default to upcoming events, as the block does. */
function defaultStatus(collection: string) {
  return collection === 'events' ? ('upcoming' as const) : ('all' as const)
}
