import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { FORM_KINDS, type FormKind } from '@/features/forms/schemas'
import { submittedEmail, submittedFormLabel } from '@/features/forms/submission-display'
import { getPayloadClient } from '@/server/payload'

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

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** The list's line for a submission: who sent it (name, business, email), else the form's name. */
function summaryOf(submission: SubmissionToStore, email: string | null): string {
  const { data } = submission
  const name = [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ')
  const who = [name, text(data.company), email].filter(Boolean).join(', ')
  return who || submittedFormLabel(submission.form, submission.formInfo)
}

/** Appends `value` to a list unless it is there already. */
const withItem = (list: readonly string[] | null | undefined, value: string) =>
  list?.includes(value) ? [...list] : [...(list ?? []), value]

/**
 * Stores one submission and, for a signed-in member, the business state it changes (spec 3/4):
 * feedback forms go to completedForms (the business account's feedbackForms when there is one),
 * benefit requests to the business account's memberBenefits, other forms join the campaign their
 * page source names (joinedCampaigns / campaigns). All in one transaction: committed together or
 * not at all.
 */
export async function storeSubmission(submission: SubmissionToStore): Promise<StoredSubmission> {
  const payload = await getPayloadClient()
  const transactionID = await payload.db.beginTransaction()
  const req = { payload, transactionID: transactionID ?? undefined } as unknown as PayloadRequest
  try {
    const { businessAccountId } = submission.memberId
      ? await updateMemberState(payload, req, submission)
      : { businessAccountId: null }
    // A built form names its own email field ('workEmail'): the list's Email column reads it too.
    const email = submittedEmail(submission.form, submission.data, submission.formInfo)
    const stepOne = await stepOneOf(payload, req, submission)
    const doc = await payload.create({
      collection: 'form-submissions',
      data: {
        summary: stepOne?.summary ?? summaryOf(submission, email),
        form: submission.form,
        formType: submission.formType,
        pageSource: submission.pageSource,
        email: stepOne ? stepOne.email : email,
        company: stepOne ? stepOne.company : text(submission.data.company),
        data: submission.data,
        formInfo: stepOne ? { continues: `${FORM_KINDS['prospect-step-1'].label}, submission ${stepOne.id}` } : (submission.formInfo ?? null),
        quoteFile: submission.quoteFileId ?? null,
        builderForm: submission.builderFormId ?? null,
        member: submission.memberId ?? relationId(stepOne?.member) ?? null,
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

const relationId = <T extends string | number>(value: T | { id: T } | null | undefined): T | null =>
  value && typeof value === 'object' ? value.id : (value ?? null)

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

async function updateMemberState(
  payload: Payload,
  req: PayloadRequest,
  submission: SubmissionToStore,
): Promise<{ businessAccountId: number | null }> {
  const asServer = { req, overrideAccess: true, depth: 0 } as const
  const member = await payload.findByID({ collection: 'members', id: submission.memberId!, disableErrors: true, ...asServer })
  if (!member) return { businessAccountId: null }
  const businessAccountId =
    typeof member.businessAccountId === 'object' && member.businessAccountId
      ? member.businessAccountId.id
      : (member.businessAccountId ?? null)
  const account = businessAccountId
    ? await payload.findByID({ collection: 'business-accounts', id: businessAccountId, disableErrors: true, ...asServer })
    : null

  const now = new Date().toISOString()
  if (submission.form === 'feedback') {
    const slug = text(submission.formInfo?.formSlug)
    if (!slug) return { businessAccountId: account?.id ?? null }
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
  return { businessAccountId: account?.id ?? null }
}

function toSlug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-').slice(0, 100) || 'benefit'
}
