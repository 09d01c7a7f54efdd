import { BUSINESS_DETAILS_MANAGERS_ONLY } from '@/features/business-account/roles'
import { profileUpdateSchema } from '@/features/dashboard/schemas'
import { toSessionUser } from '@/server/auth/errors'
import { noStoreJson, readMemberForm } from '@/server/member-form'
import { updateBusinessDetails, updateMemberName } from '@/server/profile'

export const dynamic = 'force-dynamic'

/**
 * Saves the member's profile: `{name?: {firstName, lastName}, business?: {company, businessInfo,
 * businessDetails}}` → 200 `{saved: true}`. 400 `{errors}` keyed by field path with the forms'
 * messages; 401 when not signed in as a member; 403 when the business part is sent by someone who
 * is not its OWNER or ADMIN (or has none), or for a cross-site request; 413 for an oversized body.
 */
export async function PATCH(request: Request): Promise<Response> {
  const form = await readMemberForm(request, profileUpdateSchema, 'Sign in to edit your profile.')
  if (!form.ok) return form.response

  const { name, business } = form.data
  if (business) {
    const result = await updateBusinessDetails(toSessionUser(form.session.user), business)
    if (result !== 'saved') {
      return noStoreJson(
        {
          code: result === 'no-business-account' ? 'PLUS_REQUIRED' : 'FORBIDDEN',
          message:
            result === 'no-business-account'
              ? 'Upgrade to Plus to add your business.'
              : BUSINESS_DETAILS_MANAGERS_ONLY,
        },
        403,
      )
    }
  }
  if (name) await updateMemberName(request.headers, name)
  return noStoreJson({ saved: true })
}
