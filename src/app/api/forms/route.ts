import {
  type BuilderField,
  FORM_UNAVAILABLE_MESSAGE,
  buildFormSchema,
  builderEnvelopeSchema,
  pageSourceOf,
  submissionTypeOf,
} from '@/features/forms/builder'
import {
  FORM_KINDS,
  HONEYPOT_FIELD,
  QUOTE_FILE_NOT_FOUND_MESSAGE,
  type QuoteFileReference,
  feedbackEnvelopeSchema,
  formEnvelopeSchema,
} from '@/features/forms/schemas'
import { submittedFieldsOf } from '@/features/forms/submission-display'
import type { Form } from '@/payload-types'
import { toFieldErrors } from '@/lib/field-errors'
import { isOtherMember } from '@/lib/member-request'
import { env } from '@/server/env'
import { BENEFITS_SIGN_IN_MESSAGE, UNKNOWN_BENEFIT_MESSAGE, unknownBenefitPartners } from '@/server/forms/benefits'
import { getPublishedFormBySlug } from '@/server/forms/definitions'
import { noStore, rateLimited } from '@/server/forms/guard'
import { prospectCookie, stepOneIdFrom } from '@/server/forms/prospect-link'
import { SenderGoneError, storeSubmission } from '@/server/forms/store'
import { sessionChanged } from '@/server/member-form'
import { assertSameOrigin } from '@/server/origin'
import { getPayloadClient } from '@/server/payload'
import { isQuoteFileToken } from '@/server/quotes/file-token'
import { readJsonBody } from '@/server/request-body'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'

export const dynamic = 'force-dynamic'

const BODY_LIMIT = 64 * 1024

/** A benefits request without a member to answer (never signed in, or deleted meanwhile). */
function benefitsSignInRequired() {
  return Response.json(
    { success: false, message: BENEFITS_SIGN_IN_MESSAGE, errors: { form: BENEFITS_SIGN_IN_MESSAGE } },
    { status: 401, headers: noStore },
  )
}

function invalid(errors: Record<string, string>, status = 400) {
  const message = Object.values(errors)[0] ?? 'The form could not be read.'
  return Response.json({ success: false, message, errors }, { status, headers: noStore })
}

/**
 * The one submit endpoint of every form (spec 7 "Shared form submit"): {formType, form?, formData}
 * or the feedback shape {formType: 'FORM_SUBMIT', formInfo, formData}, or a builder form's
 * {form: 'builder', formType, formSlug, formData}. Builder forms (feedback ones too) are validated
 * against their published definition with the schema the browser used. Answers 200 {success,
 * pageSource} once the submission is committed; 400 {message, errors: {field: message}} with the
 * form's own messages; 429 when the address sent too many; 413/415 for oversized or non-JSON.
 */
export async function POST(request: Request): Promise<Response> {
  const rejected = assertSameOrigin(request)
  if (rejected) return rejected
  const limited = await rateLimited(request, 'forms', env.FORMS_RATE_LIMIT)
  if (limited) return limited

  const body = await readJsonBody(request, BODY_LIMIT)
  if (!body.ok) return invalid({ form: body.message }, body.status)
  const value = body.value
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return invalid({ form: 'The form could not be read.' })
  }

  const isFeedback = (value as { formType?: unknown }).formType === 'FORM_SUBMIT'
  const session = await getSessionFromHeaders(request.headers).catch(() => null)
  const memberId = isMemberSession(session) ? session.user.id : null
  // A page showing another member (signed out and in as someone else elsewhere) files nothing.
  if (memberId && isOtherMember(request, memberId)) return sessionChanged()

  if (isFeedback) {
    const parsed = feedbackEnvelopeSchema.safeParse(value)
    if (!parsed.success) return invalid(toFieldErrors(parsed.error))
    // A feedback form built in the admin (the only kind the site shows): its answers must fit its
    // fields. Any other name and fields would be stored as sent, the name as the email's subject.
    const definition = await getPublishedFormBySlug(parsed.data.formInfo.formSlug)
    if (!definition) return invalid({ form: FORM_UNAVAILABLE_MESSAGE })
    const answers = buildFormSchema(definition.fields as BuilderField[]).safeParse(parsed.data.formData)
    if (!answers.success) return invalid(toFieldErrors(answers.error))
    const data: Record<string, unknown> = answers.data
    const pageSource = typeof data.pageSource === 'string' ? data.pageSource : null
    if (parsed.data[HONEYPOT_FIELD]) return Response.json({ success: true, pageSource }, { headers: noStore })
    // The form's name, type and collection are the published form's, not what the request says:
    // a visitor could otherwise file answers under another form and write the operators' subject.
    const formInfo = formInfoOf(definition)
    await storeSubmission({
      form: 'feedback',
      formType: formInfo.formType || parsed.data.formType,
      pageSource,
      data,
      formInfo,
      builderFormId: definition.id,
      memberId,
    })
    return Response.json({ success: true, pageSource }, { headers: noStore })
  }

  if ((value as { form?: unknown }).form === 'builder') {
    const envelope = builderEnvelopeSchema.safeParse(value)
    if (!envelope.success) return invalid(toFieldErrors(envelope.error))
    const definition = await getPublishedFormBySlug(envelope.data.formSlug)
    if (!definition) return invalid({ form: FORM_UNAVAILABLE_MESSAGE })
    const parsed = buildFormSchema(definition.fields as BuilderField[]).safeParse(envelope.data.formData)
    if (!parsed.success) return invalid(toFieldErrors(parsed.error))
    const data = parsed.data as Record<string, unknown>
    const pageSource = typeof data.pageSource === 'string' ? data.pageSource : pageSourceOf(definition)
    if (envelope.data[HONEYPOT_FIELD]) return Response.json({ success: true, pageSource }, { headers: noStore })
    await storeSubmission({
      form: 'builder',
      formType: submissionTypeOf(definition),
      pageSource,
      data,
      formInfo: formInfoOf(definition),
      builderFormId: definition.id,
      memberId,
    })
    return Response.json({ success: true, pageSource }, { headers: noStore })
  }

  const envelope = formEnvelopeSchema.safeParse(value)
  if (!envelope.success) return invalid(toFieldErrors(envelope.error))
  const { form, formType, formData } = envelope.data
  const parsed = FORM_KINDS[form].schema.safeParse(formData)
  if (!parsed.success) return invalid(toFieldErrors(parsed.error))
  const data = parsed.data as Record<string, unknown> & { pageSource?: string }
  const pageSource = data.pageSource ?? null
  // A bot filled the field people never see: answer as if stored, keep nothing.
  if (envelope.data[HONEYPOT_FIELD]) return Response.json({ success: true, pageSource }, { headers: noStore })

  // A benefits request names no one but the member who sends it: nobody could write back to a visitor.
  if (form === 'benefits' && !memberId) return benefitsSignInRequired()
  if (form === 'benefits' && (await unknownBenefitPartners(data.selectedList as string[])).length > 0) {
    return invalid({ selectedList: UNKNOWN_BENEFIT_MESSAGE })
  }

  let quoteFileId: number | null = null
  if (form === 'quote' && data.quoteData) {
    const reference = data.quoteData as QuoteFileReference
    quoteFileId = Number(reference.fileId)
    // Only the sender's own upload (ids are serial), its size and type as stored.
    const payload = await getPayloadClient()
    const file = isQuoteFileToken(quoteFileId, reference.fileToken)
      ? await payload.findByID({
          collection: 'quote-files',
          id: quoteFileId,
          disableErrors: true,
          overrideAccess: true,
          depth: 0,
        })
      : null
    if (!file) return invalid({ quoteData: QUOTE_FILE_NOT_FOUND_MESSAGE })
    // The name the sender's file had on their machine (stored, it may carry a suffix); the token is not kept.
    data.quoteData = {
      fileId: String(file.id),
      fileName: reference.fileName,
      fileSize: file.filesize ?? reference.fileSize,
      mimeType: file.mimeType ?? reference.mimeType,
    }
  }

  const stepOneId = form === 'prospect-step-2' ? stepOneIdFrom(request.headers) : null
  // The sender gave up (their page's 30 s passed and it said the form failed): store nothing.
  if (request.signal.aborted) return invalid({ form: 'The request was cancelled.' })
  let stored: { id: number }
  try {
    stored = await storeSubmission({ form, formType, pageSource, data, quoteFileId, memberId, stepOneId })
  } catch (error) {
    if (error instanceof SenderGoneError) return benefitsSignInRequired()
    throw error
  }
  const headers = new Headers(noStore)
  // Kept after step 2 for the rest of its hour: step 2 sent again (Back, a correction) is still theirs.
  if (form === 'prospect-step-1') headers.set('set-cookie', prospectCookie(stored.id))
  return Response.json({ success: true, pageSource }, { headers })
}

/** What a built form's submission records of the form: the published form's own, never the request's. */
function formInfoOf(definition: Form) {
  return {
    formName: definition.formName,
    formSlug: definition.formSlug,
    formCollection: definition.formCollection ?? null,
    formType: definition.formType,
    fields: submittedFieldsOf(definition.fields as BuilderField[]),
  }
}
