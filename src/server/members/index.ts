import 'server-only'

import type { Payload } from 'payload'

import { type AppState, computeAppState } from '@/features/app-state/app-state'
import { type BusinessState, findTeamMemberRole, setBusinessState } from '@/features/app-state/business-state'
import type { BusinessAccount, Member, MembersSelect } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

import {
  type SessionUserLike,
  mergeGuestIntoMember,
  relationId,
  toAuthUser,
  toMemberRecord,
  toRawBusinessAccount,
} from './records'

export type { SessionUserLike } from './records'

/** The spec's two states for one viewer. */
export interface MemberState {
  appState: AppState
  businessState: BusinessState
}

// Members are not Payload users: every read and write here is the server acting for the member
// it has authenticated, so access control is by construction (we only ever pass their own id).
const asServer = { overrideAccess: true, depth: 0 } as const

export async function findMember(id: string, payload?: Payload): Promise<Member | null> {
  const client = payload ?? (await getPayloadClient())
  return client.findByID({ collection: 'members', id, disableErrors: true, ...asServer })
}

/**
 * Only the named fields of a member's record (Payload `select`): for the hot paths, since a whole
 * member record costs Payload several times the work to build and read.
 */
async function findMemberFields<S extends MembersSelect<true>>(id: string, select: S) {
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'members', id, disableErrors: true, select, ...asServer })
}

/** The business account a member belongs to, if any (the savings panel, the tracker's plan check). */
export async function findMemberBusinessAccountId(id: string): Promise<string | number | null> {
  return relationId((await findMemberFields(id, { businessAccountId: true }))?.businessAccountId)
}

export async function findBusinessAccount(id: string | number): Promise<BusinessAccount | null> {
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'business-accounts', id, disableErrors: true, ...asServer })
}

const isUniqueViolation = (error: unknown) =>
  /duplicate key|unique constraint|already (exists|in use)/i.test(
    error instanceof Error ? error.message : String(error),
  )

/**
 * The member record of an auth user, created when missing. Sign-up creates it (a database hook
 * in src/server/auth/auth.ts); this is the safety net should that ever have failed.
 */
export async function ensureMember(user: SessionUserLike): Promise<Member> {
  const payload = await getPayloadClient()
  const existing = await findMember(user.id, payload)
  if (existing) return existing
  const isAnonymous = Boolean(user.isAnonymous)
  try {
    return await payload.create({
      collection: 'members',
      data: {
        id: user.id,
        email: isAnonymous ? null : (user.email ?? null),
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        isAnonymous,
        joinedCampaigns: [],
      },
      ...asServer,
    })
  } catch (error) {
    // Created at the same moment by another request: use that one.
    const created = isUniqueViolation(error) ? await findMember(user.id, payload) : null
    if (created) return created
    throw error
  }
}

/** Keeps the member's copy of the auth user's own fields in step (names, email). */
export async function syncMemberFromUser(user: SessionUserLike): Promise<void> {
  const payload = await getPayloadClient()
  const member = await findMember(user.id, payload)
  if (!member) {
    await ensureMember(user)
    return
  }
  const isAnonymous = Boolean(user.isAnonymous)
  await payload.update({
    collection: 'members',
    id: user.id,
    data: {
      email: isAnonymous ? null : (user.email ?? member.email ?? null),
      firstName: user.firstName ?? member.firstName ?? null,
      lastName: user.lastName ?? member.lastName ?? null,
      isAnonymous,
    },
    ...asServer,
  })
}

export async function deleteMember(id: string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'members', where: { id: { equals: id } }, ...asServer })
}

export async function isMemberDisabled(id: string): Promise<boolean> {
  return Boolean((await findMemberFields(id, { isDisabled: true }))?.isDisabled)
}

/**
 * Moves what a guest did onto the account they signed up for (campaigns joined, forms completed,
 * group codes), then removes the guest's record.
 */
export async function moveGuestData(guest: SessionUserLike, member: SessionUserLike): Promise<void> {
  if (guest.id === member.id) return
  const payload = await getPayloadClient()
  const guestRecord = await findMember(guest.id, payload)
  if (!guestRecord) return
  const memberRecord = await ensureMember(member)
  const data = mergeGuestIntoMember(guestRecord, memberRecord)
  await payload.update({ collection: 'members', id: member.id, data, ...asServer })
  await payload.delete({ collection: 'members', where: { id: { equals: guest.id } }, ...asServer })
}

/** Logged out: the reset app state, and a checked, empty business state. */
export function loggedOutState(): MemberState {
  return { appState: computeAppState({ authUser: null }), businessState: setBusinessState(null) }
}

/** The spec's app and business state of a signed-in user (or a visitor, for null). */
export async function loadMemberState(user: SessionUserLike | null | undefined): Promise<MemberState> {
  if (!user) return loggedOutState()
  const member = await ensureMember(user)
  const accountId = relationId(member.businessAccountId)
  const account = accountId === null ? null : await findBusinessAccount(accountId)
  const businessState = setBusinessState(toRawBusinessAccount(account))
  const role = findTeamMemberRole(businessState, user.id)
  const appState = computeAppState({ authUser: toAuthUser(user), member: toMemberRecord(member, role) })
  return { appState, businessState }
}
