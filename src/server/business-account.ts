import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { UpgradeToPlusValues } from '@/features/business-account/schemas'
import { stripPhoneDashes } from '@/lib/validation'
import { lockRecord } from '@/server/row-lock'
import { ensureMember } from '@/server/members'
import { relationId, type SessionUserLike } from '@/server/members/records'
import { getPayloadClient } from '@/server/payload'

export type UpgradeResult =
  { status: 'created'; businessAccountId: string } | { status: 'exists'; businessAccountId: string }

/**
 * Upgrade to Plus: creates the business account with the member as its OWNER and links it to the
 * member record (who is PLUS from then on), in one transaction. The member row is locked first,
 * so two submissions at once cannot create two accounts.
 */
export async function createBusinessAccountForMember(
  user: SessionUserLike,
  values: UpgradeToPlusValues,
): Promise<UpgradeResult> {
  await ensureMember(user)
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockRecord(req, 'members', user.id)
    const member = await payload.findByID({ collection: 'members', id: user.id, depth: 0, req, overrideAccess: true })
    const existing = relationId(member.businessAccountId)
    if (existing !== null) {
      await killTransaction(req)
      return { status: 'exists', businessAccountId: String(existing) }
    }

    const { company, businessInfo, businessDetails } = values
    const account = await payload.create({
      collection: 'business-accounts',
      data: {
        status: 'ACTIVE',
        groupCode: member.groupCode ?? null,
        promoCode: member.promoCode ?? null,
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
        teamMembers: [{ member: user.id, email: member.email ?? user.email ?? null, role: 'OWNER' }],
        // Forms the member completed before having an account belong to the business now.
        feedbackForms: (member.completedForms ?? []).map((formSlug) => ({ formSlug })),
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({
      collection: 'members',
      id: user.id,
      data: { businessAccountId: account.id },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await commitTransaction(req)
    return { status: 'created', businessAccountId: String(account.id) }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
