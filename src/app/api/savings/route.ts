import { SAVINGS_ANSWER_HEADERS, rememberSavings, savingsGeneration } from '@/lib/savings-memory'
import { findMemberBusinessAccountId } from '@/server/members'
import { getSavingsSummary } from '@/server/savings'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'

export const dynamic = 'force-dynamic'

/**
 * What membership saved the signed-in member's business (src/features/savings/ledger.ts):
 * 200 {summary}; 401 when not signed in as a member; 404 without a business account. Takes no
 * id: a member only ever reads their own business's savings. The dashboard home fetches it in
 * the browser, so the page itself is the same for every Plus member (docs/decisions/017-page-templates.md).
 * Always read from the database; the answer is kept for the business, and the page cache's front
 * door and the proxy answer the member's next requests from it until the orders change
 * (src/lib/savings-memory.ts, docs/decisions/024-savings-in-memory.md).
 */
export async function GET(request: Request): Promise<Response> {
  const generation = savingsGeneration()
  const session = await getSessionFromHeaders(request.headers)
  if (!isMemberSession(session)) {
    return Response.json(
      { code: 'UNAUTHORIZED', message: 'Sign in to see what membership saved your business.' },
      { status: 401, headers: SAVINGS_ANSWER_HEADERS },
    )
  }
  const accountId = await findMemberBusinessAccountId(session.user.id)
  const summary = accountId === null ? null : await getSavingsSummary(accountId)
  if (accountId === null || !summary) {
    return Response.json(
      { code: 'NO_BUSINESS_ACCOUNT', message: 'Upgrade to Plus to see what membership saves your business.' },
      { status: 404, headers: SAVINGS_ANSWER_HEADERS },
    )
  }
  rememberSavings(accountId, summary, generation)
  return Response.json({ summary }, { headers: SAVINGS_ANSWER_HEADERS })
}
