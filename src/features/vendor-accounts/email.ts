/**
 * The email a member receives when an operator confirms a vendor account link. Pure: subject,
 * plain text and simple accessible HTML, no remote images.
 */
import { escapeHtml } from '@/server/mailer/templates'

export interface LinkConfirmedEmailInput {
  productName: string
  /** E.g. 'Dell customer account'. */
  accountLabel: string
  programName: string
  /** Masked account number, e.g. '•••• 6789'. */
  accountNumber: string
  /** The program page in the dashboard, absolute. */
  programUrl: string
  name?: string | null
}

export function renderLinkConfirmedEmail(input: LinkConfirmedEmailInput) {
  const { productName, accountLabel, programName, accountNumber, programUrl } = input
  const subject = `Your ${programName} account is connected`
  const greeting = input.name?.trim() ? `Hi ${input.name.trim()},` : 'Hello,'
  const intro = `We confirmed your ${accountLabel} (${accountNumber}). Program pricing and member actions are now open in your dashboard.`
  const text = [greeting, '', intro, '', `Open the ${programName} program: ${programUrl}`, '', `— ${productName}`].join('\n')
  const e = escapeHtml
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f6fa;color:#1a1f2b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 28px;">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;letter-spacing:0.04em;text-transform:uppercase;color:#17449c;">${e(productName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;">${e(subject)}</h1>
<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;">${e(intro)}</p>
<p style="margin:0 0 24px;"><a href="${e(programUrl)}" style="display:inline-block;padding:12px 20px;background:#17449c;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">Open the ${e(programName)} program</a></p>
<p style="margin:0;font-size:14px;word-break:break-all;"><a href="${e(programUrl)}" style="color:#17449c;">${e(programUrl)}</a></p>
</div>
</body>
</html>`
  return { subject, text, html }
}
