// @vitest-environment node
import { computeAppState } from '@/features/app-state/app-state'

import { audienceOf, decodeAudienceState, encodeAudienceState, standIn } from './page-audience'

const member = (overrides: { id: string; email: string; firstName: string | null; lastName?: string; businessAccountId?: string }) =>
  computeAppState({
    authUser: { id: overrides.id, email: overrides.email, name: `${overrides.firstName ?? ''} ${overrides.lastName ?? ''}`.trim() },
    member: {
      id: overrides.id,
      email: overrides.email,
      firstName: overrides.firstName,
      lastName: overrides.lastName ?? 'Okafor',
      businessAccountId: overrides.businessAccountId ?? null,
    },
  })

describe('audienceOf', () => {
  const dana = member({ id: 'u1', email: 'dana@brightsidebakery.com', firstName: 'Dana' })
  const marcus = member({ id: 'u2', email: 'marcus@harborprint.co', firstName: 'Marcus', lastName: 'Reyes' })

  it('gives members of the same kind one audience, whatever their names and addresses', () => {
    expect(dana.appStatus).toBe('LOGGED_IN')
    expect(audienceOf(dana)!.key).toBe(audienceOf(marcus)!.key)
  })

  it('keeps nothing personal in the key or in the stand-in states', () => {
    const audience = audienceOf(dana)!
    for (const text of [audience.key, ...audience.variants.map((variant) => Buffer.from(variant, 'base64url').toString())]) {
      for (const personal of ['u1', 'dana@brightsidebakery.com', 'Dana', 'Okafor']) expect(text).not.toContain(personal)
    }
  })

  it('separates user types, and members with and without a first name', () => {
    const plus = member({ id: 'u3', email: 'lee@oakandiron.com', firstName: 'Lee', businessAccountId: 'ba-7' })
    const nameless = member({ id: 'u4', email: 'sam@northwind.io', firstName: null })
    expect(plus.userType).toBe('PLUS')
    expect(audienceOf(plus)!.key).not.toBe(audienceOf(dana)!.key)
    expect(audienceOf(nameless)!.key).not.toBe(audienceOf(dana)!.key)
  })

  it('carries the viewer’s own filled-in values beside the key, and shares the dashboard among members, never guests', () => {
    const audience = audienceOf(dana)!
    expect(audience.values).toMatchObject({ uid: 'u1', email: 'dana@brightsidebakery.com', memberfirstName: 'Dana', memberlastName: 'Okafor' })
    expect(audience.values).not.toHaveProperty('businessAccountId')
    expect(audience.dashboard).toBe(true)
    const plus = member({ id: 'u3', email: 'lee@oakandiron.com', firstName: 'Lee', businessAccountId: 'ba-7' })
    expect(audienceOf(plus)!.dashboard).toBe(true)
    expect(audienceOf(plus)!.values).toMatchObject({ uid: 'u3', businessAccountId: 'ba-7' })
    const guest = computeAppState({ authUser: { id: 'g1', isAnonymous: true } })
    expect(audienceOf(guest)!.dashboard).toBe(false)
  })

  it('makes stand-ins of one length, longer than any value written into a template', () => {
    // One length: React splits a payload row by the length of its strings, and both renders must
    // split alike (see standIn).
    for (const field of ['uid', 'email', 'memberfirstName', 'businessAccountId']) {
      expect(standIn('a', field)).toHaveLength(90)
      expect(standIn('b', field)).toHaveLength(90)
    }
  })

  it('has no audience for visitors without a session', () => {
    expect(audienceOf(computeAppState({ authUser: null }))).toBeNull()
  })

  it('renders the two variants with different stand-ins but the same audience fields', () => {
    const [a, b] = audienceOf(dana)!.variants.map((variant) => decodeAudienceState(variant)!)
    expect(a.memberData.firstName).not.toBe(b.memberData.firstName)
    expect(a.email).not.toBe(b.email)
    expect(a.email).toMatch(/@audience-a\.invalid$/)
    // Derived values differ too: first and last letters (initials), the email's domain.
    expect(a.memberData.firstName![0]).not.toBe(b.memberData.firstName![0])
    expect(a.memberData.firstName!.at(-1)).not.toBe(b.memberData.firstName!.at(-1))
    expect(a.email!.split('@')[1]).not.toBe(b.email!.split('@')[1])
    expect([a.appStatus, a.userType, a.isAnonymous]).toEqual([dana.appStatus, dana.userType, dana.isAnonymous])
    expect(audienceOf(a)!.key).toBe(audienceOf(dana)!.key)
  })
})

describe('decodeAudienceState', () => {
  it('reads back what was encoded and refuses anything else', () => {
    const state = computeAppState({ authUser: { id: 'u9', email: 'ana@example.com' } })
    expect(decodeAudienceState(encodeAudienceState({ ...state }))).toEqual(state)
    expect(decodeAudienceState('not base64 json')).toBeNull()
    expect(decodeAudienceState(encodeAudienceState({ hello: 'world' }))).toBeNull()
    expect(decodeAudienceState(null)).toBeNull()
  })
})
