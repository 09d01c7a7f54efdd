import type { PayloadHandler, Where } from 'payload'

import { toCsv } from '@/features/forms/csv'

const MAX_ROWS = 10_000
const CSV_COLUMNS = ['id', 'createdAt', 'form', 'formType', 'status', 'pageSource', 'email', 'company', 'member', 'quoteFile', 'data'] as const

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
  let result
  try {
    result = await req.payload.find({
      collection: 'form-submissions',
      where,
      limit: MAX_ROWS,
      depth: 0,
      sort: '-createdAt',
      req,
      overrideAccess: false,
    })
  } catch {
    return Response.json({ errors: [{ message: 'The filter could not be applied.' }] }, { status: 400 })
  }
  const rows = result.docs.map((doc) => ({
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
  return new Response(toCsv(CSV_COLUMNS, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="form-submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
