/**
 * A business account's Team tab and its members' "Business account" field say the same thing
 * (spec section 6: PLUS members are business account holders with a role), so an operator may
 * change either and the other follows: a member added to a team belongs to the business (and
 * is PLUS, with the row's role); one removed from it no longer does; a member given a business
 * account on their record joins its team as a MEMBER and leaves the team of the one before.
 *
 * Each side changes the other only where they differ, so the second pass finds nothing to do
 * and the two hooks never loop.
 */
import {
  APIError,
  type ArrayFieldValidation,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { canManageBusiness } from '@/features/business-account/roles'
import type { BusinessAccount } from '@/payload-types'
import { relationId } from '@/server/members/records'

type TeamRow = NonNullable<BusinessAccount['teamMembers']>[number]

/** The member ids a team names, as text, in order (rows holding only an email name nobody). */
const memberIdsOf = (rows: unknown): string[] =>
  (Array.isArray(rows) ? (rows as TeamRow[]) : [])
    .map((row) => relationId(row?.member))
    .filter((id): id is string | number => id !== null)
    .map(String)

export const TEAM_NEEDS_A_MANAGER =
  'A team needs an owner or an admin, who can change the business details and link vendor accounts: give a teammate that role first (or delete the business account).'

const accountName = (account: Pick<BusinessAccount, 'company' | 'id'> | null | undefined) =>
  account?.company ? account.company : `#${account?.id ?? '?'}`

/**
 * A member is on a team once, and on no other business's team: moving someone between
 * businesses is two steps an operator takes on purpose.
 */
export const validateTeamMembers: ArrayFieldValidation = async (rows, { event, id, req }) => {
  const ids = memberIdsOf(rows)
  if (new Set(ids).size !== ids.length) return 'Each member can be on the team only once.'
  if (event !== 'submit' || ids.length === 0) return true
  // Only an owner or an admin can change the business's details and vendor links: a team left
  // without one has nobody to manage it (an operator demoting the last admin, or deleting the owner).
  const roles = (Array.isArray(rows) ? rows : []).map((row) => (row as { role?: string | null } | null)?.role)
  if (!roles.some(canManageBusiness)) return TEAM_NEEDS_A_MANAGER
  const { docs } = await req.payload.find({
    collection: 'members',
    where: { id: { in: ids }, businessAccountId: { exists: true } },
    select: { email: true, businessAccountId: true },
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const elsewhere = docs.find((member) => {
    const accountId = relationId(member.businessAccountId)
    return accountId !== null && String(accountId) !== String(id)
  })
  if (!elsewhere) return true
  const other = typeof elsewhere.businessAccountId === 'object' ? elsewhere.businessAccountId : null
  return `${elsewhere.email ?? elsewhere.id} belongs to the business account ${accountName(other)}. Remove them from its team first.`
}

/**
 * A team row names its member by email too (the row's label, and where the team's mail goes, such
 * as a vendor link confirmed): an operator who picks a member and leaves Email empty gets the
 * member's address filled in.
 */
export const fillTeamEmails: CollectionBeforeChangeHook<BusinessAccount> = async ({ data, req }) => {
  const rows = data.teamMembers
  if (!Array.isArray(rows)) return data
  const missing = memberIdsOf(rows.filter((row) => !row?.email))
  if (missing.length === 0) return data
  const { docs } = await req.payload.find({
    collection: 'members',
    where: { id: { in: missing } },
    select: { email: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const emails = new Map(docs.map((member) => [String(member.id), member.email ?? null]))
  return {
    ...data,
    teamMembers: rows.map((row) =>
      row && !row.email ? { ...row, email: emails.get(String(relationId(row.member))) ?? null } : row,
    ),
  }
}

/** Gives these members the business (those who have it already are left alone). */
async function joinBusiness(req: PayloadRequest, ids: string[], accountId: number) {
  if (ids.length === 0) return
  await req.payload.update({
    collection: 'members',
    where: {
      and: [
        { id: { in: ids } },
        { or: [{ businessAccountId: { not_equals: accountId } }, { businessAccountId: { exists: false } }] },
      ],
    },
    data: { businessAccountId: accountId },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** Takes the business from these members, those who still have it (one moved on keeps theirs). */
async function leaveBusiness(req: PayloadRequest, ids: string[], accountId: number) {
  if (ids.length === 0) return
  await req.payload.update({
    collection: 'members',
    where: { id: { in: ids }, businessAccountId: { equals: accountId } },
    data: { businessAccountId: null },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** Members added to the team belong to the business; members removed from it no longer do. */
export const syncTeamToMembers: CollectionAfterChangeHook<BusinessAccount> = async ({ doc, previousDoc, req }) => {
  const now = new Set(memberIdsOf(doc.teamMembers))
  const before = new Set(memberIdsOf(previousDoc?.teamMembers))
  await joinBusiness(
    req,
    [...now].filter((id) => !before.has(id)),
    doc.id,
  )
  await leaveBusiness(
    req,
    [...before].filter((id) => !now.has(id)),
    doc.id,
  )
  return doc
}

async function changeTeam(req: PayloadRequest, accountId: number, change: (rows: TeamRow[]) => TeamRow[] | null) {
  const account = await req.payload.findByID({
    collection: 'business-accounts',
    id: accountId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!account) return
  const rows = change(account.teamMembers ?? [])
  if (rows === null) return
  await req.payload.update({
    collection: 'business-accounts',
    id: accountId,
    data: { teamMembers: rows },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** A member given a business account on their record joins its team, and leaves the one before. */
export const syncMemberToTeam: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const now = relationId(doc.businessAccountId)
  const before = operation === 'update' ? relationId(previousDoc?.businessAccountId) : null
  if (String(now) === String(before)) return doc
  const self = String(doc.id)
  const isSelf = (row: TeamRow) => String(relationId(row.member)) === self
  if (before !== null) {
    await changeTeam(req, Number(before), (rows) => (rows.some(isSelf) ? rows.filter((row) => !isSelf(row)) : null))
  }
  if (now !== null) {
    await changeTeam(req, Number(now), (rows) =>
      rows.some(isSelf) ? null : [...rows, { member: self, email: doc.email ?? null, role: 'MEMBER' }],
    )
  }
  return doc
}

/** A member deleted leaves every team that names them: no row is left for the mail the team gets. */
export const leaveTeamsOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const self = String(id)
  const { docs } = await req.payload.find({
    collection: 'business-accounts',
    where: { 'teamMembers.member': { equals: self } },
    select: { company: true, teamMembers: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const account of docs) {
    const rows = (account.teamMembers ?? []).filter((row) => String(relationId(row.member)) !== self)
    if (rows.length > 0 && !rows.some((row) => canManageBusiness(row.role))) {
      throw new APIError(
        `This member is the last owner or admin of ${accountName(account)}: give a teammate the OWNER or ADMIN role on its Team tab first (or delete the business account).`,
        409,
        null,
        true,
      )
    }
    await changeTeam(req, account.id, (current) => current.filter((row) => String(relationId(row.member)) !== self))
  }
}
