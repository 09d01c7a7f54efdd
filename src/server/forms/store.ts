import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { FORM_KINDS, type FormKind } from '@/features/forms/schemas'
import { filledText, submissionSummary, submittedEmail } from '@/features/forms/submission-display'
import { getPayloadClient } from '@/server/payload'
import { relationId } from '@/server/members/records'
import { lockRecord } from '@/server/row-lock'

export interface SubmissionToStore {
  form: FormKind | 'feedback' | 'builder'
  formType: string
  pageSource: string | null
  data: Record<string, unknown>
  formInfo?: Record<string, unknown> | null
  quoteFileId?: number | null
  /** The builder form (Forms) whose definition validated it. */
  builderFormId?: number | null
  /** The signed-in member (auth user id), when there is one. */
  memberId?: string | null
  /** A Spend Navigator step 2: the step 1 submission its cookie names (src/server/forms/prospect-link.ts). */
  stepOneId?: number | null
}

export interface StoredSubmission {
  id: number
}

/** Appends `value` to a list unless it is there already. */
const withItem = (list: readonly string[] | null | undefined, value: string) =>
  list?.includes(value) ? [...list] : [...(list ?? []), value]

/**
 * Stores one submission and, for a signed-in member, the business state it changes (spec 3/4):
 * feedback forms go to completedForms (the business account's feedbackForms when there is one),
 * benefit requests to the business account's memberBenefits, other forms join the campaign their
 * page source names (joinedCampaigns / campaigns). All in one transaction: committed together or
 * not at all. The member's record and the business account are locked before they are read, so
 * requests sent together each add their item (they overwrote each other's lists); a member deleted
 * meanwhile leaves the submission stored as a visitor's. Postgres ends a rare lock cycle (an
 * operator's team change at the same moment) by failing one side: that side is tried once more.
 */
export async function storeSubmission(submission: SubmissionToStore): Promise<StoredSubmission> {
  try {
    return await storeOnce(submission)
  } catch (error) {
    if ((error as { code?: unknown; cause?: { code?: unknown } })?.code === DEADLOCK || (error as { cause?: { code?: unknown } })?.cause?.code === DEADLOCK) {
      return storeOnce(submission)
    }
    throw error
  }
}

const DEADLOCK = '40P01'

/** The member who sent a request that needs one was deleted while it was on its way (nothing stored). */
export class SenderGoneError extends Error {
  constructor() {
    super('The member who sent this request no longer exists.')
    this.name = 'SenderGoneError'
  }
}

async function storeOnce(submission: SubmissionToStore): Promise<StoredSubmission> {
  const payload = await getPayloadClient()
  const transactionID = await payload.db.beginTransaction()
  const req = { payload, transactionID: transactionID ?? undefined } as unknown as PayloadRequest
  try {
    const { memberId, businessAccountId, memberEmail } = submission.memberId
      ? await updateMemberState(payload, req, submission.memberId, submission)
      : { memberId: null, businessAccountId: null, memberEmail: null }
    // A benefits request names no one but its member: theirs gone meanwhile, nobody could be answered.
    if (submission.form === 'benefits' && !memberId) throw new SenderGoneError()
    // A built form names its own email field ('workEmail'): the list's Email column reads it too.
    // A form without one (a benefits request) sent by a member is theirs: their email is shown.
    const email = submittedEmail(submission.form, submission.data, submission.formInfo) ?? memberEmail
    const stepOne = await stepOneOf(payload, req, submission)
    const doc = await payload.create({
      collection: 'form-submissions',
      data: {
        summary: stepOne?.summary ?? submissionSummary(submission, email),
        form: submission.form,
        formType: submission.formType,
        pageSource: submission.pageSource,
        email: stepOne ? stepOne.email : email,
        company: stepOne ? stepOne.company : filledText(submission.data.company),
        data: submission.data,
        formInfo: stepOne ? { continues: `${FORM_KINDS['prospect-step-1'].label}, submission ${stepOne.id}` } : (submission.formInfo ?? null),
        quoteFile: submission.quoteFileId ?? null,
        builderForm: submission.builderFormId ?? null,
        member: memberId ?? (relationId(stepOne?.member) as string | null),
        businessAccount: businessAccountId,
        status: 'new',
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return { id: doc.id }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** Step 2 is told whose it is by its step 1, sent from the same browser within the last two hours. */
const STEP_ONE_FRESH_MS = 2 * 60 * 60 * 1000

async function stepOneOf(payload: Payload, req: PayloadRequest, submission: SubmissionToStore) {
  if (submission.form !== 'prospect-step-2' || !submission.stepOneId) return null
  const stepOne = await payload.findByID({
    collection: 'form-submissions',
    id: submission.stepOneId,
    disableErrors: true,
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (!stepOne || stepOne.form !== 'prospect-step-1') return null
  return Date.now() - Date.parse(stepOne.createdAt) <= STEP_ONE_FRESH_MS ? stepOne : null
}

/**
 * Locks what the submission changes, then reads it: the business account, then the member's record
 * against deletion only (as its foreign keys do); for a member without a business account, their
 * record. Account before member, as every update of an account (which refreshes its members)
 * locks them, so the two cannot wait on each other.
 */
async function lockedMemberState(payload: Payload, req: PayloadRequest, memberId: string) {
  const asServer = { req, overrideAccess: true, depth: 0 } as const
  const seen = await payload.findByID({ collection: 'members', id: memberId, disableErrors: true, ...asServer })
  const accountId = relationId(seen?.businessAccountId) as number | null
  if (accountId !== null) await lockRecord(req, 'business-accounts', accountId)
  if (!(await lockRecord(req, 'members', memberId, accountId === null ? 'update' : 'key share'))) return null
  const member = await payload.findByID({ collection: 'members', id: memberId, disableErrors: true, ...asServer })
  const account =
    member && accountId !== null
      ? await payload.findByID({ collection: 'business-accounts', id: accountId, disableErrors: true, ...asServer })
      : null
  return member ? { member, account } : null
}

async function updateMemberState(
  payload: Payload,
  req: PayloadRequest,
  memberId: string,
  submission: SubmissionToStore,
): Promise<{ memberId: string | null; businessAccountId: number | null; memberEmail: string | null }> {
  const asServer = { req, overrideAccess: true, depth: 0 } as const
  const state = await lockedMemberState(payload, req, memberId)
  // Deleted while the request was on its way: stored as a visitor's.
  if (!state) return { memberId: null, businessAccountId: null, memberEmail: null }
  const { member, account } = state
  const memberEmail = filledText(member.email)
  const now = new Date().toISOString()
  if (submission.form === 'feedback') {
    const slug = filledText(submission.formInfo?.formSlug)
    if (!slug) return { memberId, businessAccountId: account?.id ?? null, memberEmail }
    if (account) {
      const forms = account.feedbackForms ?? []
      if (!forms.some((entry) => entry.formSlug === slug)) {
        await payload.update({ collection: 'business-accounts', id: account.id, data: { feedbackForms: [...forms, { formSlug: slug }] }, ...asServer })
      }
    } else {
      await payload.update({ collection: 'members', id: member.id, data: { completedForms: withItem(member.completedForms, slug) }, ...asServer })
    }
  } else if (submission.form === 'benefits') {
    if (account) {
      const benefits = [...(account.memberBenefits ?? [])]
      for (const name of (submission.data.selectedList as string[] | undefined) ?? []) {
        const existing = benefits.find((entry) => entry.benefitPartnerName === name)
        if (existing) existing.dateUpdated = now
        else benefits.push({ benefitSlug: toSlug(name), benefitPartnerName: name, dateAdded: now, dateUpdated: now })
      }
      await payload.update({ collection: 'business-accounts', id: account.id, data: { memberBenefits: benefits }, ...asServer })
    }
  } else if (submission.pageSource) {
    const campaign = submission.pageSource
    if (account) {
      const campaigns = account.campaigns ?? []
      if (!campaigns.some((entry) => entry.campaignSlug === campaign)) {
        await payload.update({ collection: 'business-accounts', id: account.id, data: { campaigns: [...campaigns, { campaignSlug: campaign }] }, ...asServer })
      }
    } else if (!member.joinedCampaigns?.includes(campaign)) {
      await payload.update({ collection: 'members', id: member.id, data: { joinedCampaigns: withItem(member.joinedCampaigns, campaign) }, ...asServer })
    }
  }
  return { memberId, businessAccountId: account?.id ?? null, memberEmail }
}

function toSlug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-').slice(0, 100) || 'benefit'
}
