import { profileUpdateSchema } from '@/features/dashboard/schemas'
import { toFieldErrors } from '@/lib/field-errors'
import { toSessionUser } from '@/server/auth/errors'
import { assertSameOrigin } from '@/server/origin'
import { updateBusinessDetails, updateMemberName } from '@/server/profile'
import { readJsonBody } from '@/server/request-body'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

/**
 * Saves the member's profile: `{name?: {firstName, lastName}, business?: {company, businessInfo,
 * businessDetails}}` → 200 `{saved: true}`. 400 `{errors}` keyed by field path with the forms'
 * messages; 401 when not signed in as a member; 403 when the business part is sent by someone who
 * is not its OWNER or ADMIN (or has none), or for a cross-site request; 413 for an oversized body.
 */
export async function PATCH(request: Request): Promise<Response> {
  const rejected = assertSameOrigin(request)
  if (rejected) return rejected

  const session = await getSessionFromHeaders(request.headers)
  if (!isMemberSession(session)) {
    return Response.json(
      { code: 'UNAUTHORIZED', message: 'Sign in to edit your profile.' },
      { status: 401, headers: noStore },
    )
  }

  const body = await readJsonBody(request)
  if (!body.ok) return Response.json({ errors: { form: body.message } }, { status: body.status, headers: noStore })

  const parsed = profileUpdateSchema.safeParse(body.value)
  if (!parsed.success) {
    return Response.json({ errors: toFieldErrors(parsed.error) }, { status: 400, headers: noStore })
  }

  const { name, business } = parsed.data
  if (business) {
    const result = await updateBusinessDetails(toSessionUser(session.user), business)
    if (result !== 'saved') {
      return Response.json(
        {
          code: result === 'no-business-account' ? 'PLUS_REQUIRED' : 'FORBIDDEN',
          message:
            result === 'no-business-account'
              ? 'Upgrade to Plus to add your business.'
              : 'Only the owner or an admin of the business account can change its details.',
        },
        { status: 403, headers: noStore },
      )
    }
  }
  if (name) await updateMemberName(request.headers, name)
  return Response.json({ saved: true }, { headers: noStore })
}
