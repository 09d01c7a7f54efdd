/**
 * The operators' email about a new form submission: who sent which form, every field, and a link
 * to the submission in the admin. Pure, so it is tested without a mail server.
 */
export interface SubmissionForEmail {
  id: number | string
  form: string
  formType: string
  pageSource?: string | null
  email?: string | null
  company?: string | null
  data: unknown
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-'
  if (Array.isArray(value)) return value.map(formatValue).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

export function renderSubmissionEmail(submission: SubmissionForEmail, siteUrl: string) {
  const fields =
    submission.data && typeof submission.data === 'object' && !Array.isArray(submission.data)
      ? Object.entries(submission.data as Record<string, unknown>)
      : []
  const who = [submission.company, submission.email].filter(Boolean).join(', ') || 'a visitor'
  const link = `${siteUrl.replace(/\/$/, '')}/admin/collections/form-submissions/${submission.id}`
  const subject = `New ${submission.form} submission from ${who}`
  const lines = fields.map(([key, value]) => `${key}: ${formatValue(value)}`)
  const text = [`${subject} (page ${submission.pageSource ?? '-'}).`, '', ...lines, '', `Open it: ${link}`].join('\n')
  const rows = fields
    .map(([key, value]) => `<tr><th align="left">${escapeHtml(key)}</th><td>${escapeHtml(formatValue(value))}</td></tr>`)
    .join('')
  const html = `<p>${escapeHtml(subject)} (page ${escapeHtml(submission.pageSource ?? '-')}).</p><table>${rows}</table><p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`
  return { subject, text, html }
}
