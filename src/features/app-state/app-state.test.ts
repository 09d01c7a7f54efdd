import { describe, expect, it } from 'vitest'
import {
  type AppState,
  type AuthUser,
  type MemberRecord,
  DASHBOARD_FIRST_NAME_FALLBACK,
  INDEX_USER_FIRST_NAME_FALLBACK,
  clearGroupData,
  computeAppState,
  deriveUserType,
  getDisplayName,
  getFirstName,
  getInitials,
  initialAppState,
  resetAppState,
  resolveAppStatus,
  setAuthData,
  setGroupData,
  setMemberData,
} from './app-state'

const user: AuthUser = {
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  isAnonymous: false,
  displayName: 'Ada L',
  phoneNumber: '+15551234567',
}
const anonUser: AuthUser = { uid: 'anon1', isAnonymous: true }
const member: MemberRecord = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace' }
const plusMember: MemberRecord = {
  ...member,
  businessAccountId: 'biz1',
  businessAccountRole: 'OWNER',
}

const state = (overrides: Partial<AppState> = {}): AppState => ({
  ...initialAppState,
  ...overrides,
})

describe('initialAppState', () => {
  it('starts LOADING with user type GUEST and nothing checked', () => {
    expect(initialAppState.appStatus).toBe('LOADING')
    expect(initialAppState.userType).toBe('GUEST')
    expect(initialAppState.uid).toBeNull()
    expect(initialAppState.appStateChecked).toBe(false)
    expect(initialAppState.memberStateChecked).toBe(false)
    expect(initialAppState.groupData).toEqual({ groupCode: null, promoCode: null, isSet: false })
  })
})

describe('resetAppState', () => {
  it('gives LOGGED_OUT, GUEST and both checked flags true', () => {
    const reset = resetAppState()
    expect(reset.appStatus).toBe('LOGGED_OUT')
    expect(reset.userType).toBe('GUEST')
    expect(reset.appStateChecked).toBe(true)
    expect(reset.memberStateChecked).toBe(true)
  })

  it('drops every user field', () => {
    const reset = resetAppState()
    expect(reset.uid).toBeNull()
    expect(reset.email).toBeNull()
    expect(reset.businessAccountId).toBeNull()
    expect(reset.memberData.firstName).toBeNull()
  })
})

describe('setAuthData', () => {
  it('sets user type GUEST and appStateChecked true', () => {
    const next = setAuthData(initialAppState, user)
    expect(next.userType).toBe('GUEST')
    expect(next.appStateChecked).toBe(true)
  })

  it('copies uid, email, emailVerified, isAnonymous, displayName and phoneNumber', () => {
    const next = setAuthData(initialAppState, user)
    expect(next).toMatchObject({
      uid: 'u1',
      email: 'ada@example.com',
      emailVerified: true,
      isAnonymous: false,
      displayName: 'Ada L',
      phoneNumber: '+15551234567',
    })
  })

  it('accepts a Better Auth style user with id and name', () => {
    const next = setAuthData(initialAppState, { id: 'u2', name: 'Grace', email: 'g@x.io' })
    expect(next.uid).toBe('u2')
    expect(next.displayName).toBe('Grace')
  })

  it('stays LOADING until the member record is checked', () => {
    expect(setAuthData(initialAppState, user).appStatus).toBe('LOADING')
  })

  it('returns a new state without mutating the input', () => {
    const before = state()
    const next = setAuthData(before, user)
    expect(next).not.toBe(before)
    expect(before.uid).toBeNull()
  })

  it('drops the previous member data when a different user signs in', () => {
    const first = setMemberData(setAuthData(initialAppState, user), plusMember)
    const next = setAuthData(first, { uid: 'u9', email: 'other@x.io' })
    expect(next.userType).toBe('GUEST')
    expect(next.businessAccountId).toBeNull()
    expect(next.memberData.firstName).toBeNull()
    expect(next.memberStateChecked).toBe(false)
    expect(next.appStatus).toBe('LOADING')
  })

  it('keeps member-derived fields when the same user is refreshed', () => {
    const first = setMemberData(setAuthData(initialAppState, user), plusMember)
    const next = setAuthData(first, { ...user, emailVerified: false })
    expect(next.userType).toBe('PLUS')
    expect(next.emailVerified).toBe(false)
    expect(next.appStatus).toBe('LOGGED_IN')
  })

  it('keeps the first + last name display name when the same user refreshes without one', () => {
    const first = setMemberData(setAuthData(initialAppState, { uid: 'u1' }), member)
    expect(setAuthData(first, { uid: 'u1' }).displayName).toBe('Ada Lovelace')
  })

  it('resets when there is no user', () => {
    expect(setAuthData(initialAppState, null)).toEqual(resetAppState())
  })
})

describe('setMemberData', () => {
  const signedIn = setAuthData(initialAppState, { ...user, displayName: null })

  it('with no record gives initial member values and memberStateChecked true', () => {
    const withPlus = setMemberData(signedIn, plusMember)
    const next = setMemberData(withPlus, null)
    expect(next.memberStateChecked).toBe(true)
    expect(next.memberData).toEqual(initialAppState.memberData)
    expect(next.businessAccountId).toBeNull()
    expect(next.businessAccountRole).toBeNull()
  })

  it('gives PLUS when the record has a businessAccountId', () => {
    const next = setMemberData(signedIn, plusMember)
    expect(next.userType).toBe('PLUS')
    expect(next.businessAccountId).toBe('biz1')
    expect(next.businessAccountRole).toBe('OWNER')
  })

  it('gives MEMBER for a non-anonymous user without a business account', () => {
    expect(setMemberData(signedIn, member).userType).toBe('MEMBER')
  })

  it('gives GUEST for an anonymous user without a business account', () => {
    const anon = setAuthData(initialAppState, anonUser)
    expect(setMemberData(anon, { id: 'anon1' }).userType).toBe('GUEST')
  })

  it('falls back to first plus last name for the display name', () => {
    expect(setMemberData(signedIn, member).displayName).toBe('Ada Lovelace')
  })

  it('keeps the auth display name when there is one', () => {
    const named = setAuthData(initialAppState, user)
    expect(setMemberData(named, member).displayName).toBe('Ada L')
  })

  it('sets both checked flags true', () => {
    const next = setMemberData({ ...signedIn, appStateChecked: false }, member)
    expect(next.appStateChecked).toBe(true)
    expect(next.memberStateChecked).toBe(true)
  })

  it('fills memberData with uid, email, first and last name and group data', () => {
    const next = setMemberData(signedIn, {
      ...member,
      groupData: { groupCode: 'G1', promoCode: 'P1' },
    })
    expect(next.memberData).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      groupData: { groupCode: 'G1', promoCode: 'P1', isSet: true },
    })
  })

  it("uses the member's stored group codes when none were captured", () => {
    const next = setMemberData(signedIn, { ...member, groupCode: 'G1', promoCode: 'P1' })
    expect(next.groupData).toEqual({ groupCode: 'G1', promoCode: 'P1', isSet: true })
  })

  it('keeps group codes already captured over the stored ones', () => {
    const captured = setGroupData(signedIn, { groupCode: 'URL', promoCode: 'PROMO' })
    const next = setMemberData(captured, { ...member, groupCode: 'G1', promoCode: 'P1' })
    expect(next.groupData.groupCode).toBe('URL')
  })
})

describe('deriveUserType', () => {
  it('gives PLUS with a business account even for an anonymous user', () => {
    expect(deriveUserType({ businessAccountId: 'b' }, true)).toBe('PLUS')
  })

  it('treats a blank businessAccountId as none', () => {
    expect(deriveUserType({ businessAccountId: '  ' }, false)).toBe('MEMBER')
  })
})

describe('setGroupData', () => {
  it('sets the codes and isSet true when both are present', () => {
    const next = setGroupData(initialAppState, { groupCode: 'G1', promoCode: 'P1' })
    expect(next.groupData).toEqual({ groupCode: 'G1', promoCode: 'P1', isSet: true })
  })

  it('leaves the state unchanged when only the group code is present', () => {
    const next = setGroupData(initialAppState, { groupCode: 'G1', promoCode: null })
    expect(next).toEqual(initialAppState)
  })

  it('leaves the state unchanged when only the promo code is present', () => {
    const before = setGroupData(initialAppState, { groupCode: 'G0', promoCode: 'P0' })
    const next = setGroupData(before, { groupCode: '', promoCode: 'P1' })
    expect(next.groupData).toEqual({ groupCode: 'G0', promoCode: 'P0', isSet: true })
  })
})

describe('clearGroupData', () => {
  it('sets both codes null and isSet false', () => {
    const set = setGroupData(initialAppState, { groupCode: 'G1', promoCode: 'P1' })
    expect(clearGroupData(set).groupData).toEqual({
      groupCode: null,
      promoCode: null,
      isSet: false,
    })
  })
})

describe('resolveAppStatus (intended rule, see docs/spec-deviations.md)', () => {
  const checked = { appStateChecked: true, memberStateChecked: true }

  it('stays LOADING while the auth user is not checked', () => {
    expect(resolveAppStatus(state({ uid: 'u1', memberStateChecked: true }))).toBe('LOADING')
  })

  it('stays LOADING while the member record is not checked', () => {
    expect(resolveAppStatus(state({ uid: 'u1', appStateChecked: true }))).toBe('LOADING')
  })

  it('gives LOGGED_OUT when there is no uid', () => {
    expect(resolveAppStatus(state(checked))).toBe('LOGGED_OUT')
  })

  it('gives LOGGED_IN_ANON for an anonymous session', () => {
    expect(resolveAppStatus(state({ ...checked, uid: 'a', isAnonymous: true }))).toBe(
      'LOGGED_IN_ANON',
    )
  })

  it('gives LOGGED_IN_ANON for a GUEST with a uid', () => {
    expect(resolveAppStatus(state({ ...checked, uid: 'a', userType: 'GUEST' }))).toBe(
      'LOGGED_IN_ANON',
    )
  })

  it('gives LOGGED_IN for a MEMBER (not LOGGED_OUT as the spec text reads)', () => {
    expect(resolveAppStatus(state({ ...checked, uid: 'u1', userType: 'MEMBER' }))).toBe('LOGGED_IN')
  })

  it('gives LOGGED_IN for a PLUS user', () => {
    expect(resolveAppStatus(state({ ...checked, uid: 'u1', userType: 'PLUS' }))).toBe('LOGGED_IN')
  })

  it('is applied by setMemberData', () => {
    const signedIn = setAuthData(initialAppState, user)
    expect(setMemberData(signedIn, member).appStatus).toBe('LOGGED_IN')
    const anon = setAuthData(initialAppState, anonUser)
    expect(setMemberData(anon, null).appStatus).toBe('LOGGED_IN_ANON')
  })
})

describe('computeAppState', () => {
  it('gives the reset state when there is no auth user', () => {
    expect(computeAppState({ authUser: null })).toEqual(resetAppState())
  })

  it('gives a LOGGED_IN PLUS state for a business member', () => {
    const s = computeAppState({ authUser: user, member: plusMember })
    expect(s.appStatus).toBe('LOGGED_IN')
    expect(s.userType).toBe('PLUS')
    expect(s.businessAccountId).toBe('biz1')
  })

  it('gives LOGGED_IN_ANON for an anonymous user without a member record', () => {
    const s = computeAppState({ authUser: anonUser, member: null })
    expect(s.appStatus).toBe('LOGGED_IN_ANON')
    expect(s.userType).toBe('GUEST')
    expect(s.memberStateChecked).toBe(true)
  })

  it('applies group codes from the request for visitors too', () => {
    const s = computeAppState({ authUser: null, groupData: { groupCode: 'G', promoCode: 'P' } })
    expect(s.appStatus).toBe('LOGGED_OUT')
    expect(s.groupData).toEqual({ groupCode: 'G', promoCode: 'P', isSet: true })
  })
})

describe('name helpers', () => {
  const signedIn = setMemberData(
    setAuthData(initialAppState, { ...user, displayName: null }),
    member,
  )

  it('getDisplayName returns the display name', () => {
    expect(getDisplayName(signedIn)).toBe('Ada Lovelace')
  })

  it('getDisplayName falls back to first and last name, then the fallback', () => {
    const s = state({ memberData: { ...initialAppState.memberData, firstName: 'Ada' } })
    expect(getDisplayName(s)).toBe('Ada')
    expect(getDisplayName(initialAppState, 'Friend')).toBe('Friend')
  })

  it("getFirstName falls back to 'Rep' on the dashboard hero", () => {
    expect(DASHBOARD_FIRST_NAME_FALLBACK).toBe('Rep')
    expect(getFirstName(initialAppState, DASHBOARD_FIRST_NAME_FALLBACK)).toBe('Rep')
  })

  it("getFirstName falls back to 'Guest' in the index-user block (the default)", () => {
    expect(INDEX_USER_FIRST_NAME_FALLBACK).toBe('Guest')
    expect(getFirstName(initialAppState)).toBe('Guest')
  })

  it("getFirstName returns the member's first name when present", () => {
    expect(getFirstName(signedIn, 'Rep')).toBe('Ada')
  })
})

describe('getInitials', () => {
  it('takes the first letters of first and last name, uppercased', () => {
    const s = state({
      memberData: { ...initialAppState.memberData, firstName: 'ada', lastName: 'lovelace' },
    })
    expect(getInitials(s)).toBe('AL')
  })

  it('falls back to the first and last words of the display name', () => {
    expect(getInitials(state({ displayName: 'grace brewster hopper' }))).toBe('GH')
  })

  it('uses two letters of a one-word display name', () => {
    expect(getInitials(state({ displayName: 'cher' }))).toBe('CH')
  })

  it("falls back to the email's local part", () => {
    expect(getInitials(state({ email: 'john.smith@example.com' }))).toBe('JS')
    expect(getInitials(state({ email: 'zed@example.com' }))).toBe('ZE')
  })

  it('gives an empty string when nothing is known', () => {
    expect(getInitials(initialAppState)).toBe('')
  })
})
