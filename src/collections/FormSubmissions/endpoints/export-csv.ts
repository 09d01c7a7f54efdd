import type { PayloadHandler, PayloadRequest, Where } from 'payload'

import { toCsv } from '@/features/forms/csv'
import type { FormSubmission } from '@/payload-types'

/** Submissions read per query: the export reads them all, a batch at a time. */
const BATCH = 1_000
const CSV_COLUMNS = ['id', 'createdAt', 'form', 'formType', 'status', 'pageSource', 'email', 'company', 'member', 'quoteFile', 'data'] as const

/** Every submission the filter finds, newest first, however many: a cap would drop the oldest without a word. */
export async function readAllSubmissions(req: PayloadRequest, where: Where, batch = BATCH): Promise<FormSubmission[]> {
  const docs: FormSubmission[] = []
  for (let page = 1, hasNextPage = true; hasNextPage; page += 1) {
    const found = await req.payload.find({
      collection: 'form-submissions',
      where,
      limit: batch,
      page,
      depth: 0,
      sort: ['-createdAt', '-id'],
      req,
      overrideAccess: false,
    })
    docs.push(...found.docs)
    hasNextPage = found.hasNextPage
  }
  return docs
}

/**
 * GET /cms-api/form-submissions/export.csv: the inbox as CSV, with the same `where` filter the
 * admin list sends (form, status, search), operators only. One row per submission; the submitted
 * fields as JSON in their own column so no form's fields are lost.
 */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (req.user?.collection !== 'users') {
    return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  }
  const where = (req.query?.where ?? {}) as Where
  let docs: FormSubmission[]
  try {
    docs = await readAllSubmissions(req, where)
  } catch {
    return Response.json({ errors: [{ message: 'The filter could not be applied.' }] }, { status: 400 })
  }
  const rows = docs.map((doc) => ({
    id: doc.id,
    createdAt: doc.createdAt,
    form: doc.form,
    formType: doc.formType,
    status: doc.status,
    pageSource: doc.pageSource ?? '',
    email: doc.email ?? '',
    company: doc.company ?? '',
    member: typeof doc.member === 'object' && doc.member ? doc.member.id : (doc.member ?? ''),
    quoteFile: typeof doc.quoteFile === 'object' && doc.quoteFile ? doc.quoteFile.id : (doc.quoteFile ?? ''),
    data: JSON.stringify(doc.data ?? {}),
  }))
  // With a byte order mark, so Excel reads it as UTF-8 (names with accents, emoji, Hebrew).
  return new Response(`\uFEFF${toCsv(CSV_COLUMNS, rows)}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="form-submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
