import 'server-only'

import { submissionStatusLabel } from '@/features/forms/status'
import { submittedFormLabel } from '@/features/forms/submission-display'
import { getPayloadClient } from '@/server/payload'

export interface MyRequest {
  id: number
  formLabel: string
  /** What sets it apart from another of the same form: a benefits request's partners. */
  detail: string | null
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
    select: {
      form: true,
      formInfo: true,
      data: true,
      status: true,
      pageSource: true,
      createdAt: true,
      updatedAt: true,
    },
  })
  return docs.map((doc) => {
    const partners = doc.form === 'benefits' ? (doc.data as { selectedList?: unknown } | null)?.selectedList : null
    return {
      id: doc.id,
      formLabel: submittedFormLabel(doc.form, doc.formInfo),
      detail: Array.isArray(partners) && partners.length > 0 ? partners.join(', ') : null,
      status: doc.status,
      statusLabel: submissionStatusLabel(doc.status),
      pageSource: doc.pageSource ?? null,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
    }
  })
}
