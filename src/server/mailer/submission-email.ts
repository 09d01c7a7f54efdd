/**
 * The operators' email about a new form submission: who sent which form, every field under the
 * label the visitor saw, and a link to the submission in the admin. Pure, so it is tested without
 * a mail server.
 */
import { submittedFieldRows, submittedFormLabel } from '@/features/forms/submission-display'

import { escapeHtml } from './templates'

export interface SubmissionForEmail {
  id: number | string
  form: string
  formType: string
  pageSource?: string | null
  email?: string | null
  company?: string | null
  data: unknown
  /** A builder or feedback form's name and slug (`formName`). */
  formInfo?: unknown
}

export function renderSubmissionEmail(submission: SubmissionForEmail, siteUrl: string) {
  const rows = submittedFieldRows(submission.form, submission.data, submission.formInfo)
  const who = [submission.company, submission.email].filter(Boolean).join(', ') || 'a visitor'
  const link = `${siteUrl.replace(/\/$/, '')}/admin/collections/form-submissions/${submission.id}`
  const subject = `New ${submittedFormLabel(submission.form, submission.formInfo)} submission from ${who}`
  const page = submission.pageSource ? ` (page ${submission.pageSource})` : ''
  const text = [`${subject}${page}.`, '', ...rows.map((row) => `${row.label}: ${row.value}`), '', `Open it: ${link}`].join('\n')
  const cells = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0">${escapeHtml(row.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('')
  const html = `<p>${escapeHtml(subject)}${escapeHtml(page)}.</p><table cellspacing="0">${cells}</table><p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`
  return { subject, text, html }
}
