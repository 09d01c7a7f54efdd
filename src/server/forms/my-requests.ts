import 'server-only'

import { FORM_KINDS, type FormKind } from '@/features/forms/schemas'
import { submissionStatusLabel } from '@/features/forms/status'
import { getPayloadClient } from '@/server/payload'

export interface MyRequest {
  id: number
  formLabel: string
  status: string
  statusLabel: string
  pageSource: string | null
  createdAt: string
  updatedAt: string
}

/**
 * The signed-in member's own submissions, newest first. Members never read form-submissions
 * through the CMS API; this server code reads for them, filtered by their own id only.
 */
export async function getMyRequests(memberId: string): Promise<MyRequest[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { form: true, formInfo: true, status: true, pageSource: true, createdAt: true, updatedAt: true },
  })
  return docs.map((doc) => {
    const kind = doc.form as FormKind | 'feedback'
    const feedbackName = (doc.formInfo as { formName?: string } | null)?.formName
    return {
      id: doc.id,
      formLabel: kind === 'feedback' ? (feedbackName ?? 'Feedback form') : (FORM_KINDS[kind]?.label ?? kind),
      status: doc.status,
      statusLabel: submissionStatusLabel(doc.status),
      pageSource: doc.pageSource ?? null,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
    }
  })
}
