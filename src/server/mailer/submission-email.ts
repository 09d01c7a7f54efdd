/**
 * The operators' email about a new form submission: who sent which form, every field under the
 * label the visitor saw, and a link to the submission in the admin. Pure, so it is tested without
 * a mail server.
 */
import { FORM_KINDS } from '@/features/forms/schemas'
import { submittedFieldRows } from '@/features/forms/submission-display'

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

/** The form's name as operators know it: a site form's label, or the name a built form was given. */
function formTitle(submission: SubmissionForEmail): string {
  const formName = (submission.formInfo as { formName?: unknown } | null | undefined)?.formName
  if (typeof formName === 'string' && formName.trim()) return formName.trim()
  return Object.hasOwn(FORM_KINDS, submission.form) ? FORM_KINDS[submission.form as keyof typeof FORM_KINDS].label : submission.form
}

export function renderSubmissionEmail(submission: SubmissionForEmail, siteUrl: string) {
  const rows = submittedFieldRows(submission.form, submission.data)
  const who = [submission.company, submission.email].filter(Boolean).join(', ') || 'a visitor'
  const link = `${siteUrl.replace(/\/$/, '')}/admin/collections/form-submissions/${submission.id}`
  const subject = `New ${formTitle(submission)} submission from ${who}`
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
