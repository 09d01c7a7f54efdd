import type { CollectionAfterChangeHook } from 'payload'

import { env } from '@/server/env'

/**
 * Emails FORM_NOTIFY_EMAIL about each new submission, after the submission's transaction commits
 * (a rolled-back submission sends nothing). A failed email is logged and never fails the
 * submission. The mailer is imported lazily: it is server-only and the Payload CLI loads this file.
 */
export const notifyOperators: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create' || !env.FORM_NOTIFY_EMAIL || req.context.skipNotification) return doc
  const send = async () => {
    const { sendMail } = await import('@/server/mailer')
    const { renderSubmissionEmail } = await import('@/server/mailer/submission-email')
    await sendMail({ to: env.FORM_NOTIFY_EMAIL, ...renderSubmissionEmail(doc, env.SITE_URL) })
  }
  setImmediate(() => {
    send().catch((error: unknown) =>
      console.error('[forms] notification email failed', error instanceof Error ? error.message : error),
    )
  })
  return doc
}
