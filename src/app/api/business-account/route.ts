import { upgradeToPlusSchema } from '@/features/business-account/schemas'
import { toSessionUser } from '@/server/auth/errors'
import { createBusinessAccountForMember } from '@/server/business-account'
import { noStoreJson, readMemberForm } from '@/server/member-form'

export const dynamic = 'force-dynamic'

/**
 * Upgrade to Plus (the 'Upgrade to Plus' form): 201 {businessAccountId}; 400 {errors: {field:
 * message}} with the form's own messages; 401 when not signed in as a member; 409 when the member
 * already has a business account; 403 for a cross-site request; 413 for an oversized body.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readMemberForm(request, upgradeToPlusSchema, 'Sign in to upgrade to Plus.')
  if (!form.ok) return form.response

  const result = await createBusinessAccountForMember(toSessionUser(form.session.user), form.data)
  if (result.status === 'exists') {
    return noStoreJson(
      {
        code: 'BUSINESS_ACCOUNT_EXISTS',
        message: 'You already have a business account.',
        businessAccountId: result.businessAccountId,
      },
      409,
    )
  }
  return noStoreJson({ businessAccountId: result.businessAccountId }, 201)
}
