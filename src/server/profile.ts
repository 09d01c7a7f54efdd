import 'server-only'

import { canManageBusiness } from '@/features/business-account/roles'
import type { ProfileBusinessValues, ProfileNameValues } from '@/features/dashboard/schemas'
import { stripPhoneDashes } from '@/lib/validation'
import { auth } from '@/server/auth/auth'
import { relationId, type SessionUserLike, teamRoleOf } from '@/server/members/records'
import { getPayloadClient } from '@/server/payload'

/**
 * Renames the member through Better Auth, whose update hook copies the names onto the member
 * record; saving that record tells every open tab (src/server/live).
 */
export async function updateMemberName(requestHeaders: Headers, values: ProfileNameValues): Promise<void> {
  await auth.api.updateUser({
    headers: requestHeaders,
    body: { firstName: values.firstName, lastName: values.lastName, name: `${values.firstName} ${values.lastName}` },
  })
}

export type BusinessUpdateResult = 'saved' | 'no-business-account' | 'not-allowed'


/**
 * Saves the business's details for an OWNER or ADMIN of it. Through Payload, so the account's
 * hooks announce the change to every open page of its members.
 */
export async function updateBusinessDetails(
  user: SessionUserLike,
  values: ProfileBusinessValues,
): Promise<BusinessUpdateResult> {
  const payload = await getPayloadClient()
  const member = await payload.findByID({
    collection: 'members',
    id: user.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const businessAccountId = relationId(member?.businessAccountId)
  if (businessAccountId === null) return 'no-business-account'
  const account = await payload.findByID({
    collection: 'business-accounts',
    id: businessAccountId,
    depth: 0,
    overrideAccess: true,
  })
  if (!canManageBusiness(teamRoleOf(account, user.id))) return 'not-allowed'

  const { company, businessInfo, businessDetails } = values
  await payload.update({
    collection: 'business-accounts',
    id: businessAccountId,
    data: {
      businessInfo,
      businessDetails: {
        company,
        domain: businessDetails.domain || null,
        address1: businessDetails.address1,
        address2: businessDetails.address2 || null,
        city: businessDetails.city,
        state: businessDetails.state,
        zipcode: businessDetails.zipcode,
        phoneNumber: businessDetails.phoneNumber ? stripPhoneDashes(businessDetails.phoneNumber) : null,
      },
    },
    overrideAccess: true,
    depth: 0,
  })
  return 'saved'
}
