/**
 * The shape of the site's notices to a member (a vendor link confirmed, Plus opened): a heading,
 * a greeting, a few sentences and the pages to go on to, as plain text and simple accessible HTML
 * with no remote images. Pure.
 */
import { escapeHtml, greetingFor } from './templates'

export interface NoticeEmailInput {
  productName: string
  subject: string
  /** First name or full name, for the greeting; omitted when unknown. */
  name?: string | null
  paragraphs: string[]
  /** Absolute addresses; the first is drawn as the button. */
  actions: { label: string; url: string }[]
}

export function renderNoticeEmail({ productName, subject, name, paragraphs, actions }: NoticeEmailInput) {
  const greeting = greetingFor(name)
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...actions.map((action) => `${action.label}: ${action.url}`),
    '',
    `— ${productName}`,
  ].join('\n')
  const e = escapeHtml
  const [first, ...others] = actions
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f6fa;color:#1a1f2b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 28px;">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;letter-spacing:0.04em;text-transform:uppercase;color:#17449c;">${e(productName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;">${e(subject)}</h1>
<p style="margin:0 0 16px;">${e(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 24px;">${e(paragraph)}</p>`).join('\n')}
${first ? `<p style="margin:0 0 24px;"><a href="${e(first.url)}" style="display:inline-block;padding:12px 20px;background:#17449c;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">${e(first.label)}</a></p>\n<p style="margin:0 0 16px;font-size:14px;word-break:break-all;"><a href="${e(first.url)}" style="color:#17449c;">${e(first.url)}</a></p>` : ''}
${others.map((action) => `<p style="margin:0 0 8px;"><a href="${e(action.url)}" style="color:#17449c;font-weight:bold;">${e(action.label)}</a></p>`).join('\n')}
</div>
</body>
</html>`
  return { subject, text, html }
}
