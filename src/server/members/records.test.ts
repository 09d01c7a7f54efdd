import { computeAppState } from '@/features/app-state/app-state'
import { setBusinessState } from '@/features/app-state/business-state'
import type { BusinessAccount, Member } from '@/payload-types'

import { mergeGuestIntoMember, relationId, toAuthUser, toMemberRecord, toRawBusinessAccount } from './records'

const stamp = '2026-01-05T15:04:05.000Z'
const member = (fields: Partial<Member> = {}): Member => ({
  id: 'usr_member',
  email: 'dana@brightsidebakery.com',
  firstName: 'Dana',
  lastName: 'Ruiz',
  createdAt: stamp,
  updatedAt: stamp,
  ...fields,
})

describe('relationId', () => {
  it('reads ids from plain and populated relationships', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId('usr_1')).toBe('usr_1')
    expect(relationId({ id: 9, company: 'x' })).toBe(9)
    expect(relationId(null)).toBeNull()
    expect(relationId({})).toBeNull()
  })
})

describe('toAuthUser', () => {
  it("hides a guest's placeholder email and name", () => {
    expect(toAuthUser({ id: 'g1', email: 'temp@anonymous.invalid', name: 'Anonymous', isAnonymous: true })).toEqual({
      id: 'g1',
      email: null,
      emailVerified: false,
      isAnonymous: true,
      name: null,
    })
  })
})

describe('toMemberRecord', () => {
  it('gives the business account id as text and the role from the team', () => {
    const record = toMemberRecord(member({ businessAccountId: 42, groupCode: 'G', promoCode: 'P' }), 'OWNER')
    expect(record).toMatchObject({
      businessAccountId: '42',
      businessAccountRole: 'OWNER',
      groupCode: 'G',
      promoCode: 'P',
    })
    const state = computeAppState({
      authUser: { id: 'usr_member', email: 'dana@brightsidebakery.com' },
      member: record,
    })
    expect(state).toMatchObject({ userType: 'PLUS', businessAccountId: '42', groupData: { isSet: true } })
  })

  it('is null without a member', () => {
    expect(toMemberRecord(null)).toBeNull()
  })
})

describe('toRawBusinessAccount', () => {
  it('feeds the business state: vendor rows by key, team roles, campaigns, forms, benefits', () => {
    const account: BusinessAccount = {
      id: 42,
      status: 'ACTIVE',
      odAccountId: '123',
      groupCode: 'G',
      promoCode: 'P',
      vendorAccounts: [
        { id: 'row1', key: 'ODP_PORTAL', vendorAccountNumber: '555', dateAdded: stamp },
        { id: 'row2', key: 'FEDEX_ACCOUNT', vendorAccountNumber: '' },
      ],
      businessInfo: { industry: 'retail', stage: 'growth', numberOfEmployees: '1-10' },
      businessDetails: { company: 'Brightside Bakery', city: 'Columbus' },
      teamMembers: [{ id: 't1', member: 'usr_member', email: 'dana@brightsidebakery.com', role: 'OWNER' }],
      campaigns: [{ id: 'c1', campaignSlug: 'spring' }],
      feedbackForms: [{ id: 'f1', formSlug: 'q1-survey' }],
      memberBenefits: [{ id: 'b1', benefitSlug: 'payroll', benefitPartnerName: 'Gusto', dateAdded: stamp }],
      createdAt: stamp,
      updatedAt: stamp,
    }
    const state = setBusinessState(toRawBusinessAccount(account))
    expect(state).toMatchObject({
      businessAccountId: '42',
      businessAccountStatus: 'ACTIVE',
      odAccountId: '123',
      groupData: { groupCode: 'G', promoCode: 'P', isSet: true },
      targetStatus: ['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_PORTAL', 'ODP_ONLINE'],
      vendorAccounts: { ODP_PORTAL: { vendorAccountNumber: '555' } },
      teamMembers: [{ memberId: 'usr_member', email: 'dana@brightsidebakery.com', role: 'OWNER' }],
      bizStatus: { joinedCampaigns: ['ea', 'spring'], completedForms: ['q1-survey'] },
      businessDetails: { company: 'Brightside Bakery', city: 'Columbus', domain: null },
      isBizReady: true,
    })
    expect(state.memberBenefits[0].dateAdded).toMatch(/^January 5, 2026/)
    expect(state.vendorAccounts.ODP_PORTAL).not.toHaveProperty('dateAdded')
  })

  it('is null without an account', () => {
    expect(toRawBusinessAccount(null)).toBeNull()
  })
})

describe('mergeGuestIntoMember', () => {
  const guest = member({
    id: 'usr_guest',
    email: null,
    isAnonymous: true,
    joinedCampaigns: ['grant-2026', 'spring'],
    completedForms: ['feedback-q1'],
    groupCode: 'CHAMBER',
    promoCode: 'SPRING',
    phoneNumber: '6145550142',
  })

  it('adds campaigns and forms, and fills codes and phone the member lacks', () => {
    expect(mergeGuestIntoMember(guest, member({ joinedCampaigns: ['spring'] }))).toEqual({
      joinedCampaigns: ['spring', 'grant-2026'],
      completedForms: ['feedback-q1'],
      groupCode: 'CHAMBER',
      promoCode: 'SPRING',
      phoneNumber: '6145550142',
      discordId: null,
    })
  })

  it("keeps the member's own codes when they have both", () => {
    const merged = mergeGuestIntoMember(guest, member({ groupCode: 'OWN', promoCode: 'CODE' }))
    expect(merged).toMatchObject({ groupCode: 'OWN', promoCode: 'CODE' })
  })

  it("takes the guest's codes only as a pair", () => {
    const half = member({ id: 'usr_guest', groupCode: 'ONLY-GROUP', promoCode: null })
    expect(mergeGuestIntoMember(half, member())).toMatchObject({ groupCode: null, promoCode: null })
  })
})
