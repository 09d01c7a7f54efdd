import type { PayloadHandler, PayloadRequest, Where } from 'payload'

import { toCsv } from '@/features/forms/csv'
import { submittedFieldRows, submittedFormLabel } from '@/features/forms/submission-display'
import type { FormSubmission } from '@/payload-types'

/** Submissions read per query: the export reads them all, a batch at a time. */
const BATCH = 1_000
const BASE_COLUMNS = [
  'id',
  'createdAt',
  'form',
  'formName',
  'formType',
  'status',
  'pageSource',
  'email',
  'company',
  'member',
  'quoteFile',
]
/** What the admin list's search box looks in (the collection's listSearchableFields). */
export const SEARCHED_FIELDS = ['email', 'company', 'summary'] as const

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

/** The list's search box: the fields the admin searches (`listSearchableFields`), any of them. */
function searchWhere(search: unknown): Where | null {
  const text = typeof search === 'string' ? search.trim() : ''
  if (!text) return null
  return { or: SEARCHED_FIELDS.map((field) => ({ [field]: { like: text } })) }
}

// Excel keeps at most 32,767 characters in a cell and cuts the rest without a word.
const CELL_LIMIT = 32_000
const clip = (text: string) =>
  text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT)}… (cut; the whole answer is in the admin)` : text

/**
 * GET /cms-api/form-submissions/export.csv: the inbox as CSV, with the `where` filter and the
 * `search` the admin list sends (its Export button passes both), operators only. One row per
 * submission: who and what first, then a column for each answer, headed by the field's label, in
 * the order the forms ask them (a spreadsheet sorts and filters by them), and the answers as JSON
 * last, so nothing is lost.
 */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (req.user?.collection !== 'users') {
    return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  }
  const filter = (req.query?.where ?? null) as Where | null
  const search = searchWhere(req.query?.search)
  const where: Where = filter && search ? { and: [filter, search] } : (filter ?? search ?? {})
  let docs: FormSubmission[]
  try {
    docs = await readAllSubmissions(req, where)
  } catch {
    return Response.json({ errors: [{ message: 'The filter could not be applied.' }] }, { status: 400 })
  }
  const answerColumns: string[] = []
  const rows = docs.map((doc) => {
    const row: Record<string, string | number> = {
      id: doc.id,
      createdAt: doc.createdAt,
      form: doc.form,
      formName: submittedFormLabel(doc.form, doc.formInfo),
      formType: doc.formType,
      status: doc.status,
      pageSource: doc.pageSource ?? '',
      email: doc.email ?? '',
      company: doc.company ?? '',
      member: typeof doc.member === 'object' && doc.member ? doc.member.id : (doc.member ?? ''),
      quoteFile: typeof doc.quoteFile === 'object' && doc.quoteFile ? doc.quoteFile.id : (doc.quoteFile ?? ''),
    }
    for (const { label, value } of submittedFieldRows(doc.form, doc.data, doc.formInfo)) {
      const column = `Answer: ${label}`
      if (!answerColumns.includes(column)) answerColumns.push(column)
      row[column] = clip(row[column] ? `${row[column]}; ${value}` : value)
    }
    row.data = clip(JSON.stringify(doc.data ?? {}))
    return row
  })
  const columns = [...BASE_COLUMNS, ...answerColumns, 'data']
  // With a byte order mark, so Excel reads it as UTF-8 (names with accents, emoji, Hebrew).
  return new Response(`\uFEFF${toCsv(columns, rows)}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="form-submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
