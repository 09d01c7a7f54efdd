'use client'

import { MailCheck } from '@/components/icons/mail-check'
import { useId, useState } from 'react'

import { BreakableEmail } from '@/components/ui/breakable-email'
import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/components/ui/cx'
import { useIsHydrated } from '@/components/ui/use-is-hydrated'
import { FormAlert } from '@/components/ui/form-controls'
import { useFormAlert } from '@/components/ui/use-form-alert'

import { runAuthCall } from '../auth-result'
import { loadAuthClient } from '../load-client'

/**
 * The email-verify card (spec section 2): asks the member to open the link we emailed, with
 * 'RESEND VERIFICATION EMAIL' and the spam-folder note.
 */
export function EmailVerifyCard({
  email,
  callbackURL,
  headingLevel = 'h2',
}: {
  email: string
  callbackURL: string
  /** h3 where the card sits under a section heading of its own. */
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const headingId = useId()
  const { alertRef, message: failure, show: fail, clear: clearFailure } = useFormAlert()
  const [sentNote, setSentNote] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  // The server writes the address as it is: the dashboard's stored copy writes each member's own in
  // (src/lib/page-template.ts), so the page may not hold it cut up. Its break points come in the browser.
  const isHydrated = useIsHydrated()

  const resend = async () => {
    clearFailure()
    setSentNote(null)
    setIsSending(true)
    const outcome = await runAuthCall(
      async () => (await loadAuthClient()).sendVerificationEmail({ email, callbackURL }),
      { sends: 'email' },
    )
    setIsSending(false)
    if (!outcome.ok) return fail(outcome.message)
    setSentNote(`We sent a new verification email to ${email}.`)
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
        <div className="flex min-w-0 flex-col gap-2">
          <Heading id={headingId} className="text-xl font-bold text-brand-900">
            Verify your email
          </Heading>
          <p className="text-muted">
            We sent a verification link to{' '}
            <strong className="text-ink wrap-anywhere">{isHydrated ? <BreakableEmail email={email} /> : email}</strong>.
            Open it to confirm your address and finish setting up your account.
          </p>
          <p className="text-sm text-muted">
            Can’t find it? Check your spam or junk folder, and add us to your contacts so our emails reach your inbox.
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={resend}
        disabled={isSending}
        aria-busy={isSending}
        className={buttonClasses('outline', 'light', 'w-full')}
      >
        RESEND VERIFICATION EMAIL
      </button>
      {/* The live regions are always there, to be announced; empty, they take no room under the button. */}
      <div className={cx('flex flex-col', failure || sentNote ? 'gap-2' : '-mt-4')}>
        <FormAlert ref={alertRef}>{failure}</FormAlert>
        <p role="status" className="text-sm text-success">
          {sentNote}
        </p>
      </div>
    </section>
  )
}
