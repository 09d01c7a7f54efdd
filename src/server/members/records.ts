/**
 * Maps stored member and business-account documents to the shapes the spec's state functions
 * take, and merges a guest's record into the account they sign up for. Pure (no 'server-only'):
 * collection hooks and unit tests use it too.
 */
import type { AuthUser, MemberRecord } from '@/features/app-state/app-state'
import type { RawBusinessAccount } from '@/features/app-state/business-state'
import type { BusinessAccount, Member } from '@/payload-types'

/** The id held by a relationship value, populated or not. */
export function relationId(value: unknown): string | number | null {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'string' || typeof id === 'number') return id
  }
  return null
}

/** The role a member holds on a stored business account's team, or null when they are not on it. */
export function teamRoleOf(
  account: { teamMembers?: { member?: unknown; role?: string | null }[] | null } | null | undefined,
  memberId: string,
): string | null {
  return (account?.teamMembers ?? []).find((row) => String(relationId(row.member)) === memberId)?.role ?? null
}

const idText = (value: unknown): string | null => {
  const id = relationId(value)
  return id === null ? null : String(id)
}

/** The signed-in user as Better Auth's session reports it (fields we read). */
export interface SessionUserLike {
  id: string
  email?: string | null
  emailVerified?: boolean | null
  name?: string | null
  isAnonymous?: boolean | null
  firstName?: string | null
  lastName?: string | null
}

/**
 * The auth user for the app state. A guest's email is a generated placeholder and their name
 * 'Anonymous': neither is theirs, so neither is shown.
 */
export function toAuthUser(user: SessionUserLike): AuthUser {
  const isAnonymous = Boolean(user.isAnonymous)
  return {
    id: user.id,
    email: isAnonymous ? null : (user.email ?? null),
    emailVerified: Boolean(user.emailVerified),
    isAnonymous,
    name: isAnonymous ? null : (user.name ?? null),
  }
}

/** The member record as the app state reads it; the role comes from the business team. */
export function toMemberRecord(member: Member | null | undefined, role?: string | null): MemberRecord | null {
  if (!member) return null
  return {
    id: member.id,
    email: member.email ?? null,
    firstName: member.firstName ?? null,
    lastName: member.lastName ?? null,
    businessAccountId: idText(member.businessAccountId),
    businessAccountRole: role ?? null,
    discordId: member.discordId ?? null,
    groupCode: member.groupCode ?? null,
    promoCode: member.promoCode ?? null,
    joinedCampaigns: member.joinedCampaigns ?? [],
    targetStatus: member.targetStatus ?? [],
  }
}

/** The business account as the business state reads it. */
export function toRawBusinessAccount(account: BusinessAccount | null | undefined): RawBusinessAccount | null {
  if (!account) return null
  return {
    id: String(account.id),
    status: account.status ?? null,
    odAccountId: account.odAccountId ?? null,
    groupData: { groupCode: account.groupCode ?? null, promoCode: account.promoCode ?? null },
    vendorAccounts: (account.vendorAccounts ?? []).map(({ id: _id, ...row }) => ({ ...row })),
    businessInfo: { ...account.businessInfo },
    businessDetails: { ...account.businessDetails },
    teamMembers: (account.teamMembers ?? []).map((row) => ({
      memberId: idText(row.member),
      email: row.email ?? null,
      role: row.role ?? null,
    })),
    campaigns: (account.campaigns ?? []).map((row) => ({ campaignSlug: row.campaignSlug })),
    feedbackForms: (account.feedbackForms ?? []).map((row) => ({ formSlug: row.formSlug })),
    memberBenefits: (account.memberBenefits ?? []).map((row) => ({
      benefitSlug: row.benefitSlug,
      benefitPartnerName: row.benefitPartnerName ?? null,
      dateAdded: row.dateAdded ?? null,
      dateUpdated: row.dateUpdated ?? null,
    })),
  }
}

const union = (...lists: Array<readonly string[] | null | undefined>): string[] =>
  Array.from(new Set(lists.flatMap((list) => list ?? []).filter((item) => item.trim() !== '')))

const hasBothCodes = (record: Pick<Member, 'groupCode' | 'promoCode'>) =>
  Boolean(record.groupCode?.trim() && record.promoCode?.trim())

export type GuestMergeData = Pick<
  Member,
  'joinedCampaigns' | 'completedForms' | 'groupCode' | 'promoCode' | 'phoneNumber' | 'discordId'
> & { businessAccountId?: number | null }

/**
 * What a guest did before signing up, carried onto their new member record: campaigns joined and
 * forms completed are added; group codes, phone and Discord id fill only what the member lacks.
 */
export function mergeGuestIntoMember(guest: Member, member: Member): GuestMergeData {
  const codesFrom = hasBothCodes(member) ? member : hasBothCodes(guest) ? guest : member
  const memberAccount = relationId(member.businessAccountId)
  const guestAccount = relationId(guest.businessAccountId)
  return {
    joinedCampaigns: union(member.joinedCampaigns, guest.joinedCampaigns),
    completedForms: union(member.completedForms, guest.completedForms),
    groupCode: codesFrom.groupCode ?? null,
    promoCode: codesFrom.promoCode ?? null,
    phoneNumber: member.phoneNumber || guest.phoneNumber || null,
    discordId: member.discordId || guest.discordId || null,
    ...(memberAccount === null && typeof guestAccount === 'number' ? { businessAccountId: guestAccount } : {}),
  }
}
