/**
 * The account emails: verification, magic link, password reset and the notice that the password
 * changed, each as HTML and plain text.
 * Pure. The HTML is plain and accessible: a language, a title, one heading, the link as a real
 * button-styled anchor with its purpose in the text, the address spelled out for clients that
 * block links, inline styles only, and no remote images or fonts (nothing to fetch, nothing to
 * track).
 */
export type AuthEmailKind = 'verification' | 'magic-link' | 'reset-password' | 'password-changed'

export interface AuthEmailInput {
  productName: string
  url: string
  /** First name or full name, for the greeting; omitted when unknown. */
  name?: string | null
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

interface Copy {
  subject: string
  heading: string
  intro: string
  action: string
  validity: string
  ignore: string
}

function copyFor(kind: AuthEmailKind, productName: string): Copy {
  switch (kind) {
    case 'verification':
      return {
        subject: `Verify your email for ${productName}`,
        heading: 'Verify your email address',
        intro: `Thanks for joining ${productName}. Confirm this is your email address to finish setting up your account.`,
        action: 'Verify my email',
        validity: 'This link works once and expires in 24 hours.',
        ignore: `If you did not sign up for ${productName}, you can ignore this email.`,
      }
    case 'magic-link':
      return {
        subject: `Your ${productName} sign-in link`,
        heading: `Sign in to ${productName}`,
        intro: 'Use the link below to sign in without your password.',
        action: `Sign in to ${productName}`,
        validity: 'This link works once and expires in 10 minutes.',
        ignore: 'If you did not ask to sign in, you can ignore this email; your account is safe.',
      }
    case 'reset-password':
      return {
        subject: `Reset your ${productName} password`,
        heading: 'Reset your password',
        intro: `We received a request to reset the password of your ${productName} account.`,
        action: 'Choose a new password',
        validity: 'This link works once and expires in 1 hour. Resetting signs you out everywhere else.',
        ignore: 'If you did not ask for a reset, you can ignore this email; your password stays the same.',
      }
    case 'password-changed':
      return {
        subject: `Your ${productName} password was changed`,
        heading: 'Your password was changed',
        intro: `The password of your ${productName} account was just changed, and every device signed in to it was signed out.`,
        action: 'Sign in',
        validity: 'If this was you, there is nothing more to do.',
        ignore:
          'If it was not you, choose a new password now with "Forgot password" on the sign-in page: it also ends every link we have emailed you.',
      }
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The name a mail greets a member by: their first name, else the account's name. */
export const greetingNameOf = (user: { firstName?: unknown; name?: unknown }): string | null =>
  (typeof user.firstName === 'string' && user.firstName) || (typeof user.name === 'string' ? user.name : null)

/** 'Hi Dana,' or, without a name, 'Hello,'. */
export const greetingFor = (name: string | null | undefined) => {
  const trimmed = name?.trim()
  return trimmed ? `Hi ${trimmed},` : 'Hello,'
}

export function renderAuthEmail(kind: AuthEmailKind, { productName, url, name }: AuthEmailInput): RenderedEmail {
  const copy = copyFor(kind, productName)
  const greeting = greetingFor(name)
  const text = [
    greeting,
    '',
    copy.intro,
    '',
    `${copy.action}: ${url}`,
    '',
    copy.validity,
    copy.ignore,
    '',
    `— ${productName}`,
  ].join('\n')

  const e = escapeHtml
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f6fa;color:#1a1f2b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 28px;">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;letter-spacing:0.04em;text-transform:uppercase;color:#17449c;">${e(productName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#1a1f2b;">${e(copy.heading)}</h1>
<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;">${e(copy.intro)}</p>
<p style="margin:0 0 24px;"><a href="${e(url)}" style="display:inline-block;padding:12px 20px;background:#17449c;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">${e(copy.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#3d4556;">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${e(url)}" style="color:#17449c;">${e(url)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#3d4556;">${e(copy.validity)}</p>
<p style="margin:0;font-size:14px;color:#3d4556;">${e(copy.ignore)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`

  return { subject: copy.subject, html, text }
}
