import { upgradeToPlusSchema } from '@/features/business-account/schemas'
import { toFieldErrors } from '@/lib/field-errors'
import { toSessionUser } from '@/server/auth/errors'
import { createBusinessAccountForMember } from '@/server/business-account'
import { assertSameOrigin } from '@/server/origin'
import { readJsonBody } from '@/server/request-body'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

/**
 * Upgrade to Plus (the 'Upgrade to Plus' form): 201 {businessAccountId}; 400 {errors: {field:
 * message}} with the form's own messages; 401 when not signed in as a member; 409 when the member
 * already has a business account; 403 for a cross-site request; 413 for an oversized body.
 */
export async function POST(request: Request): Promise<Response> {
  const rejected = assertSameOrigin(request)
  if (rejected) return rejected

  const session = await getSessionFromHeaders(request.headers)
  if (!isMemberSession(session)) {
    return Response.json(
      { code: 'UNAUTHORIZED', message: 'Sign in to upgrade to Plus.' },
      { status: 401, headers: noStore },
    )
  }

  const body = await readJsonBody(request)
  if (!body.ok) return Response.json({ errors: { form: body.message } }, { status: body.status, headers: noStore })

  const parsed = upgradeToPlusSchema.safeParse(body.value)
  if (!parsed.success) {
    return Response.json({ errors: toFieldErrors(parsed.error) }, { status: 400, headers: noStore })
  }

  const result = await createBusinessAccountForMember(toSessionUser(session.user), parsed.data)
  if (result.status === 'exists') {
    return Response.json(
      {
        code: 'BUSINESS_ACCOUNT_EXISTS',
        message: 'You already have a business account.',
        businessAccountId: result.businessAccountId,
      },
      { status: 409, headers: noStore },
    )
  }
  return Response.json({ businessAccountId: result.businessAccountId }, { status: 201, headers: noStore })
}
