import { describe, expect, it } from 'vitest'
import {
  type RawBusinessAccount,
  clearBusinessState,
  computeCompletedForms,
  computeJoinedCampaigns,
  computeTargetStatus,
  findTeamMemberRole,
  initialBusinessState,
  isBizReady,
  isVendorAccountPresent,
  normalizeVendorAccounts,
  setBusinessState,
} from './business-state'

const account = (n = '123') => ({ vendorAccountNumber: n })

const raw: RawBusinessAccount = {
  id: 'biz1',
  status: 'CONNECTED',
  vendorAccounts: {
    DELL_ACCOUNT: {
      vendorAccountNumber: 'D-1',
      dateAdded: { seconds: 1, nanoseconds: 0 },
      dateUpdated: '2026-01-01T00:00:00Z',
    },
    ODP_PORTAL: { vendorAccountNumber: '42', vendorPortalBaseUrl: 'https://odp.example' },
  },
  businessInfo: { industry: 'Retail', stage: 'Growth', numberOfEmployees: '1-10' },
  businessDetails: {
    company: 'Acme',
    domain: 'acme.com',
    address1: '1 Main St',
    address2: null,
    city: 'Springfield',
    state: 'IL',
    zipcode: '62701',
    phoneNumber: '5551234567',
  },
  teamMembers: [{ memberId: 'u1', email: 'ada@acme.com', role: 'OWNER' }],
  campaigns: [{ campaignSlug: 'spring' }, { campaignSlug: 'dell-2026' }],
  feedbackForms: [{ formSlug: 'nps' }, { formSlug: 'onboarding' }],
  memberBenefits: [
    {
      benefitSlug: 'fedex-discount',
      benefitPartnerName: 'FedEx',
      dateAdded: { seconds: 1767643445, nanoseconds: 0 },
      dateUpdated: '2026-01-05T20:04:05Z',
    },
  ],
  odAccountId: 1234,
  groupData: { groupCode: 'G1', promoCode: 'P1' },
}

describe('initialBusinessState', () => {
  it('starts unchecked, not ready, with nothing set', () => {
    expect(initialBusinessState.bizStateChecked).toBe(false)
    expect(initialBusinessState.isBizReady).toBe(false)
    expect(initialBusinessState.businessAccountId).toBeNull()
    expect(initialBusinessState.vendorAccounts).toEqual({})
    expect(initialBusinessState.targetStatus).toEqual([])
  })
})

describe('setBusinessState', () => {
  it('with nothing gives the cleared state with bizStateChecked true', () => {
    const next = setBusinessState(null)
    expect(next).toEqual({ ...initialBusinessState, bizStateChecked: true })
  })

  it('takes the business account id and status from the record', () => {
    const next = setBusinessState(raw)
    expect(next.businessAccountId).toBe('biz1')
    expect(next.businessAccountStatus).toBe('CONNECTED')
    expect(next.bizStateChecked).toBe(true)
  })

  it('is ready when a business account id exists', () => {
    expect(setBusinessState(raw).isBizReady).toBe(true)
  })

  it('is not ready when the record has no id', () => {
    expect(setBusinessState({ ...raw, id: null }).isBizReady).toBe(false)
  })

  it('drops dateAdded and dateUpdated from vendor accounts', () => {
    const dell = setBusinessState(raw).vendorAccounts.DELL_ACCOUNT
    expect(dell).toEqual({ vendorAccountNumber: 'D-1' })
    expect(dell).not.toHaveProperty('dateAdded')
    expect(dell).not.toHaveProperty('dateUpdated')
  })

  it('keeps other vendor fields used in link templates', () => {
    expect(setBusinessState(raw).vendorAccounts.ODP_PORTAL).toEqual({
      vendorAccountNumber: '42',
      vendorPortalBaseUrl: 'https://odp.example',
    })
  })

  it('converts member benefit {seconds, nanoseconds} and ISO dates to long US date-time text', () => {
    expect(setBusinessState(raw).memberBenefits).toEqual([
      {
        benefitSlug: 'fedex-discount',
        benefitPartnerName: 'FedEx',
        dateAdded: 'January 5, 2026 at 3:04:05 PM',
        dateUpdated: 'January 5, 2026 at 3:04:05 PM',
      },
    ])
  })

  it('gives empty date text for a member benefit with an invalid date', () => {
    const next = setBusinessState({
      memberBenefits: [{ benefitSlug: 'x', dateAdded: 'bad', dateUpdated: null }],
    })
    expect(next.memberBenefits[0]).toMatchObject({
      dateAdded: '',
      dateUpdated: '',
      benefitPartnerName: null,
    })
  })

  it('copies business info and business details', () => {
    const next = setBusinessState(raw)
    expect(next.businessInfo).toEqual({
      industry: 'Retail',
      stage: 'Growth',
      numberOfEmployees: '1-10',
    })
    expect(next.businessDetails).toEqual({
      company: 'Acme',
      domain: 'acme.com',
      address1: '1 Main St',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      phoneNumber: '5551234567',
    })
  })

  it('copies team members, campaigns, feedback forms and the od account id', () => {
    const next = setBusinessState(raw)
    expect(next.teamMembers).toEqual([{ memberId: 'u1', email: 'ada@acme.com', role: 'OWNER' }])
    expect(next.campaigns).toEqual([{ campaignSlug: 'spring' }, { campaignSlug: 'dell-2026' }])
    expect(next.feedbackForms).toEqual([{ formSlug: 'nps' }, { formSlug: 'onboarding' }])
    expect(next.odAccountId).toBe('1234')
  })

  it('fills bizStatus with target status, joined campaigns and completed forms', () => {
    const next = setBusinessState(raw)
    expect(next.bizStatus).toEqual({
      targetStatus: ['EA', 'DELL_ACCOUNT', 'FEDEX_NO', 'ODP_PORTAL', 'ODP_ONLINE'],
      joinedCampaigns: ['ea', 'spring', 'dell-2026'],
      completedForms: ['nps', 'onboarding'],
    })
    expect(next.targetStatus).toEqual(next.bizStatus.targetStatus)
  })

  it('sets group data only when both codes are present', () => {
    expect(setBusinessState(raw).groupData).toEqual({
      groupCode: 'G1',
      promoCode: 'P1',
      isSet: true,
    })
    expect(setBusinessState({ ...raw, groupData: { groupCode: 'G1' } }).groupData).toEqual({
      groupCode: null,
      promoCode: null,
      isSet: false,
    })
  })

  it('accepts vendor accounts as an array of {key, vendorAccountNumber}', () => {
    const next = setBusinessState({
      id: 'b',
      vendorAccounts: [
        { key: 'FEDEX_ACCOUNT', vendorAccountNumber: '9', id: 'row1', dateAdded: 'x' },
        { key: 'ODP_CARD', vendorAccountNumber: '7', vendorSpcAccountCard: 'card' },
      ],
    })
    expect(next.vendorAccounts).toEqual({
      FEDEX_ACCOUNT: { vendorAccountNumber: '9' },
      ODP_CARD: { vendorAccountNumber: '7', vendorSpcAccountCard: 'card' },
    })
    expect(next.targetStatus).toEqual(['EA', 'DELL_NO', 'FEDEX_ACCOUNT', 'ODP_CARD'])
  })

  it('does not mutate the record it reads', () => {
    const copy = structuredClone(raw)
    setBusinessState(raw)
    expect(raw).toEqual(copy)
  })
})

describe('clearBusinessState', () => {
  it('returns to the initial state with bizStateChecked false', () => {
    const next = clearBusinessState()
    expect(next).toEqual(initialBusinessState)
    expect(next.bizStateChecked).toBe(false)
  })

  it('returns fresh objects, not the shared initial ones', () => {
    const next = clearBusinessState()
    expect(next.teamMembers).not.toBe(initialBusinessState.teamMembers)
    expect(next.bizStatus).not.toBe(initialBusinessState.bizStatus)
  })
})

describe('vendor account presence', () => {
  it('counts an account with a non-empty vendorAccountNumber as present', () => {
    expect(isVendorAccountPresent(account('1'))).toBe(true)
  })

  it('does not count a missing, empty or blank vendorAccountNumber', () => {
    expect(isVendorAccountPresent(null)).toBe(false)
    expect(isVendorAccountPresent({})).toBe(false)
    expect(isVendorAccountPresent(account(''))).toBe(false)
    expect(isVendorAccountPresent(account('   '))).toBe(false)
  })

  it('keeps only known vendor keys with a present account', () => {
    expect(
      normalizeVendorAccounts({
        DELL_ACCOUNT: account(''),
        FEDEX_ACCOUNT: null,
        SOMETHING_ELSE: account('1'),
        ODP_CARD: account('5'),
      }),
    ).toEqual({ ODP_CARD: { vendorAccountNumber: '5' } })
  })

  it('turns a numeric account number into text', () => {
    expect(normalizeVendorAccounts({ DELL_ACCOUNT: { vendorAccountNumber: 77 } })).toEqual({
      DELL_ACCOUNT: { vendorAccountNumber: '77' },
    })
  })
})

describe('computeTargetStatus', () => {
  it('gives EA, DELL_NO, FEDEX_NO, ODP_NO with no vendor accounts', () => {
    expect(computeTargetStatus({})).toEqual(['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'])
    expect(computeTargetStatus(null)).toEqual(['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'])
    expect(computeTargetStatus([])).toEqual(['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'])
  })

  it('always contains EA first', () => {
    expect(computeTargetStatus({ DELL_ACCOUNT: account() })[0]).toBe('EA')
  })

  it('gives DELL_ACCOUNT when a Dell account exists', () => {
    expect(computeTargetStatus({ DELL_ACCOUNT: account() })).toEqual([
      'EA',
      'DELL_ACCOUNT',
      'FEDEX_NO',
      'ODP_NO',
    ])
  })

  it('gives FEDEX_ACCOUNT when a FedEx account exists', () => {
    expect(computeTargetStatus({ FEDEX_ACCOUNT: account() })).toEqual([
      'EA',
      'DELL_NO',
      'FEDEX_ACCOUNT',
      'ODP_NO',
    ])
  })

  it('gives ODP_CARD alone (no ODP_ONLINE, no ODP_NO) for a card only', () => {
    expect(computeTargetStatus({ ODP_CARD: account() })).toEqual([
      'EA',
      'DELL_NO',
      'FEDEX_NO',
      'ODP_CARD',
    ])
  })

  it('gives ODP_PORTAL plus ODP_ONLINE for a portal', () => {
    expect(computeTargetStatus({ ODP_PORTAL: account() })).toEqual([
      'EA',
      'DELL_NO',
      'FEDEX_NO',
      'ODP_PORTAL',
      'ODP_ONLINE',
    ])
  })

  it('gives ODP_ACCOUNT plus ODP_ONLINE for an ODP account', () => {
    expect(computeTargetStatus({ ODP_ACCOUNT: account() })).toEqual([
      'EA',
      'DELL_NO',
      'FEDEX_NO',
      'ODP_ACCOUNT',
      'ODP_ONLINE',
    ])
  })

  it('gives ODP_CARD and ODP_ACCOUNT plus ODP_ONLINE for a card and an account', () => {
    expect(computeTargetStatus({ ODP_CARD: account(), ODP_ACCOUNT: account() })).toEqual([
      'EA',
      'DELL_NO',
      'FEDEX_NO',
      'ODP_CARD',
      'ODP_ACCOUNT',
      'ODP_ONLINE',
    ])
  })

  it('gives every account status with ODP_ONLINE once when all accounts exist', () => {
    expect(
      computeTargetStatus({
        DELL_ACCOUNT: account(),
        FEDEX_ACCOUNT: account(),
        ODP_CARD: account(),
        ODP_PORTAL: account(),
        ODP_ACCOUNT: account(),
      }),
    ).toEqual([
      'EA',
      'DELL_ACCOUNT',
      'FEDEX_ACCOUNT',
      'ODP_CARD',
      'ODP_PORTAL',
      'ODP_ACCOUNT',
      'ODP_ONLINE',
    ])
  })

  it('treats accounts with an empty vendorAccountNumber as absent', () => {
    expect(
      computeTargetStatus({ DELL_ACCOUNT: account(''), ODP_PORTAL: { vendorAccountNumber: null } }),
    ).toEqual(['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'])
  })

  it('reads the array form of vendor accounts', () => {
    expect(computeTargetStatus([{ key: 'DELL_ACCOUNT', vendorAccountNumber: '1' }])).toEqual([
      'EA',
      'DELL_ACCOUNT',
      'FEDEX_NO',
      'ODP_NO',
    ])
  })
})

describe('computeJoinedCampaigns', () => {
  it("gives 'ea' plus each campaign slug", () => {
    expect(computeJoinedCampaigns([{ campaignSlug: 'a' }, { campaignSlug: 'b' }])).toEqual([
      'ea',
      'a',
      'b',
    ])
  })

  it("gives just 'ea' with no campaigns", () => {
    expect(computeJoinedCampaigns([])).toEqual(['ea'])
    expect(computeJoinedCampaigns(null)).toEqual(['ea'])
  })

  it('skips empty slugs and duplicates', () => {
    expect(
      computeJoinedCampaigns([
        { campaignSlug: '' },
        { campaignSlug: 'ea' },
        { campaignSlug: 'a' },
        { campaignSlug: 'a' },
      ]),
    ).toEqual(['ea', 'a'])
  })
})

describe('computeCompletedForms', () => {
  it('gives the feedback form slugs', () => {
    expect(computeCompletedForms([{ formSlug: 'nps' }, { formSlug: 'exit' }])).toEqual([
      'nps',
      'exit',
    ])
  })

  it('gives an empty list with no feedback forms', () => {
    expect(computeCompletedForms(undefined)).toEqual([])
  })
})

describe('isBizReady', () => {
  it('is true when a business account id exists', () => {
    expect(isBizReady('biz1')).toBe(true)
  })

  it('is false without a business account id', () => {
    expect(isBizReady(null)).toBe(false)
    expect(isBizReady('')).toBe(false)
  })
})

describe('findTeamMemberRole', () => {
  it("gives the member's role in the team, or null", () => {
    const s = setBusinessState(raw)
    expect(findTeamMemberRole(s, 'u1')).toBe('OWNER')
    expect(findTeamMemberRole(s, 'u2')).toBeNull()
  })
})
