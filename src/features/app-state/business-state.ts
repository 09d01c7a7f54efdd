/**
 * The spec's business state (sections 3 and 4) derived from a business account record by
 * pure functions: vendor accounts, target status, joined campaigns, completed forms.
 */
import { formatLongUsDateTime, type DateInput } from '@/lib/dates'
import { VENDOR_ACCOUNT_KEYS, type GroupData, type VendorAccountKey } from '@/lib/types'

export const TARGET_STATUSES = [
  'EA',
  'DELL_ACCOUNT',
  'DELL_NO',
  'FEDEX_ACCOUNT',
  'FEDEX_NO',
  'ODP_CARD',
  'ODP_PORTAL',
  'ODP_ACCOUNT',
  'ODP_ONLINE',
  'ODP_NO',
] as const
export type TargetStatus = (typeof TARGET_STATUSES)[number]

/** Every business state's joined campaigns start with this one. */
export const BASE_CAMPAIGN = 'ea'

/** One vendor account as kept in business state (dateAdded/dateUpdated dropped). */
export interface VendorAccount {
  vendorAccountNumber: string
  /** PENDING until an operator confirms the link, then CONNECTED (see VENDOR_LINK_STATUSES). */
  linkStatus?: VendorLinkStatus | null
  vendorSpcAccountCard?: string | null
  vendorSpcAccountCardUrl?: string | null
  vendorPortalBaseUrl?: string | null
  vendorParentAccountId?: string | null
  [field: string]: unknown
}

export type VendorAccounts = Partial<Record<VendorAccountKey, VendorAccount>>

/**
 * Where a vendor account link stands: a member's new link is PENDING until an operator confirms
 * it (CONNECTED) or refuses it (REFUSED). Rows without a status were entered by operators and
 * count as CONNECTED.
 */
export const VENDOR_LINK_STATUSES = ['PENDING', 'CONNECTED', 'REFUSED'] as const
export type VendorLinkStatus = (typeof VENDOR_LINK_STATUSES)[number]

/** A vendor account as stored: any fields, number possibly missing or numeric. */
export interface RawVendorAccount {
  vendorAccountNumber?: string | number | null
  linkStatus?: string | null
  vendorSpcAccountCard?: string | null
  vendorSpcAccountCardUrl?: string | null
  vendorPortalBaseUrl?: string | null
  vendorParentAccountId?: string | null
  dateAdded?: unknown
  dateUpdated?: unknown
  [field: string]: unknown
}

/** Array form of stored vendor accounts (e.g. a Payload array field): the vendor key rides along. */
export interface RawVendorAccountRow extends RawVendorAccount {
  key: string
}

export type RawVendorAccounts =
  Partial<Record<string, RawVendorAccount | null>> | RawVendorAccountRow[]

export interface BusinessInfo {
  industry: string | null
  stage: string | null
  numberOfEmployees: string | null
}

export interface BusinessDetails {
  company: string | null
  domain: string | null
  address1: string | null
  address2: string | null
  city: string | null
  state: string | null
  zipcode: string | null
  phoneNumber: string | null
}

export interface TeamMember {
  memberId: string | null
  email: string | null
  role: string | null
}

export interface MemberBenefit {
  benefitSlug: string | null
  benefitPartnerName: string | null
  /** Long US date-time text, e.g. 'January 5, 2026 at 3:04:05 PM'; '' when unknown. */
  dateAdded: string
  dateUpdated: string
}

export interface Campaign {
  campaignSlug: string
}

export interface FeedbackForm {
  formSlug: string
}

export interface BizStatus {
  targetStatus: TargetStatus[]
  joinedCampaigns: string[]
  completedForms: string[]
}

export interface BusinessState {
  businessAccountId: string | null
  businessAccountStatus: string | null
  groupData: GroupData
  targetStatus: TargetStatus[]
  vendorAccounts: VendorAccounts
  odAccountId: string | null
  businessInfo: BusinessInfo
  businessDetails: BusinessDetails
  teamMembers: TeamMember[]
  memberBenefits: MemberBenefit[]
  campaigns: Campaign[]
  feedbackForms: FeedbackForm[]
  bizStatus: BizStatus
  bizStateChecked: boolean
  isBizReady: boolean
}

type Nullable<T> = { [K in keyof T]?: T[K] | null }

/** The business account record as the database holds it (businessAccounts, keyed by id). */
export interface RawBusinessAccount {
  id?: string | number | null
  businessAccountId?: string | null
  status?: string | null
  vendorAccounts?: RawVendorAccounts | null
  businessInfo?: Nullable<BusinessInfo> | null
  businessDetails?: Nullable<BusinessDetails> | null
  teamMembers?: Array<Nullable<TeamMember> | null> | null
  campaigns?: Array<{ campaignSlug?: string | null } | null> | null
  feedbackForms?: Array<{ formSlug?: string | null } | null> | null
  memberBenefits?: Array<{
    benefitSlug?: string | null
    benefitPartnerName?: string | null
    dateAdded?: DateInput | null
    dateUpdated?: DateInput | null
  } | null> | null
  odAccountId?: string | number | null
  groupData?: { groupCode?: string | null; promoCode?: string | null } | null
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

const unique = <T>(items: T[]): T[] => Array.from(new Set(items))

const isVendorKey = (key: string): key is VendorAccountKey =>
  (VENDOR_ACCOUNT_KEYS as readonly string[]).includes(key)

const emptyBusinessInfo = (): BusinessInfo => ({
  industry: null,
  stage: null,
  numberOfEmployees: null,
})

const emptyBusinessDetails = (): BusinessDetails => ({
  company: null,
  domain: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zipcode: null,
  phoneNumber: null,
})

export const initialBusinessState: BusinessState = Object.freeze({
  businessAccountId: null,
  businessAccountStatus: null,
  groupData: { groupCode: null, promoCode: null, isSet: false },
  targetStatus: [],
  vendorAccounts: {},
  odAccountId: null,
  businessInfo: emptyBusinessInfo(),
  businessDetails: emptyBusinessDetails(),
  teamMembers: [],
  memberBenefits: [],
  campaigns: [],
  feedbackForms: [],
  bizStatus: { targetStatus: [], joinedCampaigns: [], completedForms: [] },
  bizStateChecked: false,
  isBizReady: false,
}) as BusinessState

// Fresh copies so callers can never mutate the shared initial value.
const freshInitial = (): BusinessState => ({
  ...initialBusinessState,
  groupData: { groupCode: null, promoCode: null, isSet: false },
  targetStatus: [],
  vendorAccounts: {},
  businessInfo: emptyBusinessInfo(),
  businessDetails: emptyBusinessDetails(),
  teamMembers: [],
  memberBenefits: [],
  campaigns: [],
  feedbackForms: [],
  bizStatus: { targetStatus: [], joinedCampaigns: [], completedForms: [] },
})

/**
 * A vendor account counts as present when it exists with a non-empty vendorAccountNumber and an
 * operator has not refused the link.
 */
export function isVendorAccountPresent(account: RawVendorAccount | null | undefined): boolean {
  return Boolean(account && text(account.vendorAccountNumber) && account.linkStatus !== 'REFUSED')
}

/** A present account an operator has confirmed (or entered): only these open a program. */
export function isVendorAccountConnected(account: RawVendorAccount | null | undefined): boolean {
  return isVendorAccountPresent(account) && account?.linkStatus !== 'PENDING'
}

// Dates are dropped per spec; `key` and `id` are storage details of the array form.
const DROPPED_VENDOR_FIELDS = new Set(['dateAdded', 'dateUpdated', 'key', 'id'])

function toVendorAccount(raw: RawVendorAccount): VendorAccount {
  const fields = Object.fromEntries(
    Object.entries(raw).filter(([field]) => !DROPPED_VENDOR_FIELDS.has(field)),
  )
  return { ...fields, vendorAccountNumber: text(raw.vendorAccountNumber) ?? '' }
}

/**
 * Normalises stored vendor accounts (map keyed by vendor key, or array of {key, ...}) to the
 * state's map. Only known vendor keys with a present account are kept.
 */
export function normalizeVendorAccounts(
  raw: RawVendorAccounts | VendorAccounts | null | undefined,
): VendorAccounts {
  if (!raw) return {}
  const entries: Array<[string, RawVendorAccount | null | undefined]> = Array.isArray(raw)
    ? raw.map((row) => [row?.key ?? '', row])
    : Object.entries(raw)
  const accounts: VendorAccounts = {}
  for (const [key, account] of entries) {
    if (isVendorKey(key) && account && isVendorAccountPresent(account) && !accounts[key]) {
      accounts[key] = toVendorAccount(account)
    }
  }
  return accounts
}

/**
 * Target status from vendor accounts: always EA; DELL_ACCOUNT or DELL_NO; FEDEX_ACCOUNT or
 * FEDEX_NO; each present ODP_CARD / ODP_PORTAL / ODP_ACCOUNT, plus ODP_ONLINE when portal or
 * account exists, or ODP_NO when none of the three does.
 */
export function computeTargetStatus(
  vendorAccounts: RawVendorAccounts | VendorAccounts | null | undefined,
): TargetStatus[] {
  const accounts = normalizeVendorAccounts(vendorAccounts)
  // A link waiting for an operator does not change the target status yet.
  const has = (key: VendorAccountKey) => isVendorAccountConnected(accounts[key])
  const status: TargetStatus[] = ['EA']
  status.push(has('DELL_ACCOUNT') ? 'DELL_ACCOUNT' : 'DELL_NO')
  status.push(has('FEDEX_ACCOUNT') ? 'FEDEX_ACCOUNT' : 'FEDEX_NO')
  const odp = (['ODP_CARD', 'ODP_PORTAL', 'ODP_ACCOUNT'] as const).filter(has)
  status.push(...odp)
  if (has('ODP_PORTAL') || has('ODP_ACCOUNT')) status.push('ODP_ONLINE')
  else if (odp.length === 0) status.push('ODP_NO')
  return status
}

/** 'ea' plus each campaign's slug. */
export function computeJoinedCampaigns(
  campaigns: RawBusinessAccount['campaigns'] | Campaign[],
): string[] {
  const slugs = (campaigns ?? []).map((c) => text(c?.campaignSlug)).filter((s): s is string => !!s)
  return unique([BASE_CAMPAIGN, ...slugs])
}

/** Slugs of the feedback forms the business has completed. */
export function computeCompletedForms(
  feedbackForms: RawBusinessAccount['feedbackForms'] | FeedbackForm[],
): string[] {
  return unique((feedbackForms ?? []).map((f) => text(f?.formSlug)).filter((s): s is string => !!s))
}

/** Ready once a business account id exists. */
export function isBizReady(businessAccountId: string | null | undefined): boolean {
  return Boolean(text(businessAccountId))
}

/** Role of a member in the business team (fills the app state's businessAccountRole). */
export function findTeamMemberRole(
  state: Pick<BusinessState, 'teamMembers'>,
  memberId: string | null | undefined,
): string | null {
  if (!memberId) return null
  return state.teamMembers.find((m) => m.memberId === memberId)?.role ?? null
}

/** Derives the business state from the stored record. Nothing → cleared state, bizStateChecked true. */
export function setBusinessState(raw: RawBusinessAccount | null | undefined): BusinessState {
  if (!raw) return { ...freshInitial(), bizStateChecked: true }
  const businessAccountId = text(raw.id) ?? text(raw.businessAccountId)
  const vendorAccounts = normalizeVendorAccounts(raw.vendorAccounts)
  // Computed from the normalised map, whose rows keep their linkStatus.
  const targetStatus = computeTargetStatus(vendorAccounts)
  const campaigns = (raw.campaigns ?? [])
    .map((c) => text(c?.campaignSlug))
    .filter((s): s is string => !!s)
    .map((campaignSlug) => ({ campaignSlug }))
  const feedbackForms = (raw.feedbackForms ?? [])
    .map((f) => text(f?.formSlug))
    .filter((s): s is string => !!s)
    .map((formSlug) => ({ formSlug }))
  const groupCode = text(raw.groupData?.groupCode)
  const promoCode = text(raw.groupData?.promoCode)
  const info = raw.businessInfo ?? {}
  const details = raw.businessDetails ?? {}

  return {
    businessAccountId,
    businessAccountStatus: text(raw.status),
    // Both codes or neither, as for the app state's group data.
    groupData:
      groupCode && promoCode
        ? { groupCode, promoCode, isSet: true }
        : { groupCode: null, promoCode: null, isSet: false },
    targetStatus,
    vendorAccounts,
    odAccountId: text(raw.odAccountId),
    businessInfo: {
      industry: text(info.industry),
      stage: text(info.stage),
      numberOfEmployees: text(info.numberOfEmployees),
    },
    businessDetails: {
      company: text(details.company),
      domain: text(details.domain),
      address1: text(details.address1),
      address2: text(details.address2),
      city: text(details.city),
      state: text(details.state),
      zipcode: text(details.zipcode),
      phoneNumber: text(details.phoneNumber),
    },
    teamMembers: (raw.teamMembers ?? [])
      .filter((m): m is Nullable<TeamMember> => Boolean(m))
      .map((m) => ({ memberId: text(m.memberId), email: text(m.email), role: text(m.role) })),
    memberBenefits: (raw.memberBenefits ?? [])
      .filter((b): b is NonNullable<typeof b> => Boolean(b))
      .map((b) => ({
        benefitSlug: text(b.benefitSlug),
        benefitPartnerName: text(b.benefitPartnerName),
        dateAdded: formatLongUsDateTime(b.dateAdded),
        dateUpdated: formatLongUsDateTime(b.dateUpdated),
      })),
    campaigns,
    feedbackForms,
    bizStatus: {
      targetStatus: [...targetStatus],
      joinedCampaigns: computeJoinedCampaigns(campaigns),
      completedForms: computeCompletedForms(feedbackForms),
    },
    bizStateChecked: true,
    isBizReady: isBizReady(businessAccountId),
  }
}

/** Back to the initial state, bizStateChecked false (e.g. after sign-out). */
export function clearBusinessState(): BusinessState {
  return freshInitial()
}
