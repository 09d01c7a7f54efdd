import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { DEFAULT_TIME_ZONE } from '@/lib/dates'
import { listMailbox } from '@/server/mailer'
import { getOperator } from '@/server/operator'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Development mailbox', robots: { index: false, follow: false } }

const MAILBOX_SIGN_IN_PATH = '/admin/login?redirect=%2Fdev%2Fmailbox'

/** When a message was kept, with its zone named ('November 30, 2026 at 7:18:58 AM EST'). */
const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone: DEFAULT_TIME_ZONE })

/**
 * Mail the app kept instead of sending (SMTP_URL empty), newest first, with its links one click
 * away. The links sign people in, so only a signed-in operator reads it, in every mode; anyone
 * else is sent to the admin's sign-in first.
 */
export default async function DevMailboxPage() {
  if (!(await getOperator(await headers()))) redirect(MAILBOX_SIGN_IN_PATH)
  const messages = await listMailbox({ limit: 50 })

  return (
    <main id="main" className="page-screen mx-auto w-full max-w-content flex-1 px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">Development mailbox</h1>
      <p className="mt-2 text-muted">
        Mail is kept here because SMTP_URL is not set. The newest{' '}
        {messages.length === 50 ? '50 messages are' : 'messages are'} listed first.
      </p>

      {messages.length === 0 ? (
        <p className="mt-8">No mail yet. Sign up, ask for a magic link or reset a password to see one here.</p>
      ) : (
        <ol className="mt-8 flex flex-col gap-4" aria-label="Messages, newest first">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-line bg-white p-5">
              <article aria-labelledby={`mail-${message.id}`}>
                <h2 id={`mail-${message.id}`} className="text-lg font-bold text-brand-900">
                  {message.subject}
                </h2>
                <p className="mt-1 text-sm text-muted">
                  To {message.to} · <time dateTime={message.createdAt}>{sentAt.format(new Date(message.createdAt))}</time>
                </p>
                {message.links.length > 0 && (
                  <ul className="mt-3 flex flex-col gap-1" aria-label="Links in this message">
                    {message.links.map((link) => (
                      <li key={link} className="break-all">
                        <a href={link} className="font-semibold text-brand-700 underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold">Message text</summary>
                  <pre className="mt-2 whitespace-pre-wrap text-sm">{message.text}</pre>
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  )
}
