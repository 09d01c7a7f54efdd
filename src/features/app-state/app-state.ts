/**
 * The spec's app state (sections 3, 4 and 6) as pure, reducer-style functions.
 * Each function takes a state and returns a new one; nothing here touches the network,
 * so the server can compute the first render and the browser can apply live updates
 * with exactly the same rules.
 */
import type { AppStatus, GroupData, UserType } from '@/lib/types'

export interface MemberData {
  uid: string | null
  email: string | null
  firstName: string | null
  lastName: string | null
  groupData: GroupData
}

export interface AppState {
  uid: string | null
  userType: UserType
  appStatus: AppStatus
  email: string | null
  displayName: string | null
  emailVerified: boolean
  phoneNumber: string | null
  discordId: string | null
  isAnonymous: boolean
  businessAccountId: string | null
  businessAccountRole: string | null
  memberData: MemberData
  groupData: GroupData
  appStateChecked: boolean
  memberStateChecked: boolean
}

/**
 * The signed-in identity as the auth layer reports it. `uid` or `id` (Better Auth's user has
 * `id`, `name`, `email`, `emailVerified`, `isAnonymous`), so a session user fits directly.
 */
export interface AuthUser {
  uid?: string | null
  id?: string | null
  email?: string | null
  emailVerified?: boolean | null
  isAnonymous?: boolean | null
  displayName?: string | null
  name?: string | null
  phoneNumber?: string | null
}

/** The member record (members collection, keyed by user id). */
export interface MemberRecord {
  id?: string | null
  email?: string | null
  firstName?: string | null
  lastName?: string | null
  businessAccountId?: string | null
  businessAccountRole?: string | null
  discordId?: string | null
  groupData?: Partial<GroupData> | null
  groupCode?: string | null
  promoCode?: string | null
  joinedCampaigns?: string[] | null
  targetStatus?: string[] | null
}

export interface GroupCodes {
  groupCode?: string | null
  promoCode?: string | null
}

/** Dashboard hero fallback first name (spec section 6). */
export const DASHBOARD_FIRST_NAME_FALLBACK = 'Rep'
/** Index-user block fallback first name (spec section 6). */
export const INDEX_USER_FIRST_NAME_FALLBACK = 'Guest'

export const emptyGroupData = (): GroupData => ({ groupCode: null, promoCode: null, isSet: false })

const initialMemberData = (): MemberData => ({
  uid: null,
  email: null,
  firstName: null,
  lastName: null,
  groupData: emptyGroupData(),
})

export const initialAppState: AppState = Object.freeze({
  uid: null,
  userType: 'GUEST',
  appStatus: 'LOADING',
  email: null,
  displayName: null,
  emailVerified: false,
  phoneNumber: null,
  discordId: null,
  isAnonymous: false,
  businessAccountId: null,
  businessAccountRole: null,
  memberData: initialMemberData(),
  groupData: emptyGroupData(),
  appStateChecked: false,
  memberStateChecked: false,
}) as AppState

const text = (value: string | null | undefined): string | null => {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? null : trimmed
}

/** Group codes count only when both are present (spec section 4). */
export function toGroupData(codes: GroupCodes | null | undefined): GroupData {
  const groupCode = text(codes?.groupCode)
  const promoCode = text(codes?.promoCode)
  return groupCode && promoCode ? { groupCode, promoCode, isSet: true } : emptyGroupData()
}

const fullNameOf = (names: { firstName?: string | null; lastName?: string | null }) =>
  text([text(names.firstName), text(names.lastName)].filter(Boolean).join(' '))

// Fields that come from the member record; reset whenever that record is absent or stale.
const memberDerivedReset = (): Pick<
  AppState,
  'businessAccountId' | 'businessAccountRole' | 'discordId' | 'memberData'
> => ({
  businessAccountId: null,
  businessAccountRole: null,
  discordId: null,
  memberData: initialMemberData(),
})

/**
 * Session status once the auth user and the member record are both checked.
 *
 * Deviation from the spec: section 4 says the status becomes LOGGED_OUT when the user type is
 * not GUEST and LOGGED_IN otherwise, which reads inverted (a Plus member would be shown as
 * logged out). We build the intended rule instead (see docs/spec-deviations.md):
 * - not both checked yet → LOADING
 * - no uid → LOGGED_OUT
 * - anonymous session (isAnonymous, or a GUEST/ANON with a uid) → LOGGED_IN_ANON
 * - a MEMBER or PLUS user (or any other authenticated type) → LOGGED_IN
 */
export function resolveAppStatus(state: AppState): AppStatus {
  if (!state.appStateChecked || !state.memberStateChecked) return 'LOADING'
  if (!state.uid) return 'LOGGED_OUT'
  if (state.isAnonymous || state.userType === 'GUEST' || state.userType === 'ANON') {
    return 'LOGGED_IN_ANON'
  }
  return 'LOGGED_IN'
}

const withStatus = (state: AppState): AppState => ({ ...state, appStatus: resolveAppStatus(state) })

/** No authenticated user: LOGGED_OUT, GUEST, both checked flags true. */
export function resetAppState(): AppState {
  return {
    ...initialAppState,
    memberData: initialMemberData(),
    groupData: emptyGroupData(),
    appStatus: 'LOGGED_OUT',
    userType: 'GUEST',
    appStateChecked: true,
    memberStateChecked: true,
  }
}

/**
 * Loads the signed-in user: type GUEST, appStateChecked true. A different user than before
 * also drops the previous member's data and waits for the new member record (so the status
 * stays LOADING rather than flashing a stale one). The same user only refreshes auth fields.
 */
export function setAuthData(state: AppState, authUser: AuthUser | null | undefined): AppState {
  const uid = text(authUser?.uid) ?? text(authUser?.id)
  if (!authUser || !uid) return resetAppState()
  const sameUser = uid === state.uid && state.memberStateChecked
  const next: AppState = {
    ...state,
    ...(sameUser ? {} : { ...memberDerivedReset(), userType: 'GUEST', memberStateChecked: false }),
    uid,
    email: text(authUser.email),
    emailVerified: Boolean(authUser.emailVerified),
    isAnonymous: Boolean(authUser.isAnonymous),
    // Same user: keep the first + last name fallback that setMemberData applied.
    displayName:
      text(authUser.displayName) ??
      text(authUser.name) ??
      (sameUser ? fullNameOf(state.memberData) : null),
    phoneNumber: text(authUser.phoneNumber),
    appStateChecked: true,
  }
  return withStatus(next)
}

/** User type from the member record: PLUS with a business account, else GUEST if anonymous, else MEMBER. */
export function deriveUserType(member: MemberRecord, isAnonymous: boolean): UserType {
  if (text(member.businessAccountId)) return 'PLUS'
  return isAnonymous ? 'GUEST' : 'MEMBER'
}

/**
 * Applies the member record. None: initial member values with memberStateChecked true.
 * Otherwise derives the user type, falls back to first + last name for the display name,
 * and sets both checked flags.
 */
export function setMemberData(state: AppState, member: MemberRecord | null | undefined): AppState {
  if (!member) {
    return withStatus({ ...state, ...memberDerivedReset(), memberStateChecked: true })
  }
  const firstName = text(member.firstName)
  const lastName = text(member.lastName)
  const fullName = fullNameOf(member)
  const memberGroup = toGroupData(member.groupData ?? member)
  const next: AppState = {
    ...state,
    userType: deriveUserType(member, state.isAnonymous),
    displayName: text(state.displayName) ?? fullName,
    businessAccountId: text(member.businessAccountId),
    businessAccountRole: text(member.businessAccountRole),
    discordId: text(member.discordId),
    memberData: {
      uid: state.uid ?? text(member.id),
      email: text(member.email) ?? state.email,
      firstName,
      lastName,
      groupData: memberGroup,
    },
    // Codes already captured (from a link) win; otherwise the member's stored codes apply.
    groupData: state.groupData.isSet ? state.groupData : memberGroup,
    appStateChecked: true,
    memberStateChecked: true,
  }
  return withStatus(next)
}

/** Sets group data only when both codes are present (then isSet true); otherwise unchanged. */
export function setGroupData(state: AppState, codes: GroupCodes | null | undefined): AppState {
  const groupData = toGroupData(codes)
  return groupData.isSet ? { ...state, groupData } : state
}

/** Clears group data: both codes null, isSet false. */
export function clearGroupData(state: AppState): AppState {
  return { ...state, groupData: emptyGroupData() }
}

/**
 * Server-side first render: composes the functions above so a signed-in page never
 * flashes a logged-out state. No auth user → the reset (LOGGED_OUT) state.
 */
export function computeAppState({
  authUser,
  member,
  groupData,
}: {
  authUser: AuthUser | null | undefined
  member?: MemberRecord | null
  groupData?: GroupCodes | null
}): AppState {
  const hasUser = Boolean(authUser && (text(authUser.uid) ?? text(authUser.id)))
  // Codes from the request (link or cookie) apply to visitors and members alike.
  const base = setGroupData(hasUser ? initialAppState : resetAppState(), groupData)
  return hasUser ? setMemberData(setAuthData(base, authUser), member ?? null) : base
}

/** Display name, else first + last name, else the fallback. */
export function getDisplayName(state: AppState, fallback = ''): string {
  return text(state.displayName) ?? fullNameOf(state.memberData) ?? fallback
}

/** Member's first name, else the fallback ('Rep' for the dashboard hero, 'Guest' for index-user). */
export function getFirstName(
  state: AppState,
  fallback: string = INDEX_USER_FIRST_NAME_FALLBACK,
): string {
  return text(state.memberData.firstName) ?? fallback
}

const words = (value: string | null | undefined): string[] =>
  typeof value === 'string' ? (value.match(/[\p{L}\p{N}]+/gu) ?? []) : []

function initialsFrom(parts: string[]): string {
  if (parts.length === 0) return ''
  if (parts.length === 1) return Array.from(parts[0]).slice(0, 2).join('').toUpperCase()
  const first = Array.from(parts[0])[0]
  const last = Array.from(parts[parts.length - 1])[0]
  return `${first}${last}`.toUpperCase()
}

/** Two avatar letters: first + last name initials, else from the display name, else the email's local part. */
export function getInitials(state: AppState): string {
  const first = words(state.memberData.firstName)[0]
  const last = words(state.memberData.lastName)[0]
  if (first && last) return initialsFrom([first, last])
  const fromDisplay = initialsFrom(words(state.displayName))
  if (fromDisplay) return fromDisplay
  const fromNames = initialsFrom(words(state.memberData.firstName ?? state.memberData.lastName))
  if (fromNames) return fromNames
  const email = state.email ?? state.memberData.email
  return initialsFrom(words(email?.split('@')[0]))
}
