'use client'

import { Link } from '@/components/Link'
import { useEffect, useRef, useState } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls'
import { signInHref, withQuery } from '@/lib/links'
import { RESET_PASSWORD_PATH } from '@/lib/portal-links'

import { runAuthCall } from '../auth-result'
import { lazyAuthSchema, useAuthForm } from '../use-auth-form'
import { loadAuthClient } from '../load-client'
import type { ForgotPasswordValues } from '../schemas'

/** The schema (and Zod) is fetched on the first validation; focusing the form starts both downloads. */
const schema = lazyAuthSchema(() => import('../schemas').then((module) => module.forgotPasswordSchema))

/** Asks for a reset link, then says it was sent and offers to send it again. */
export function ForgotPasswordForm({ returnTo }: { returnTo: string | null }) {
  const sentHeadingRef = useRef<HTMLHeadingElement>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [resendNote, setResendNote] = useState<string | null>(null)
  const [isResending, setIsResending] = useState(false)

  const {
    register,
    formState: { errors, isSubmitting },
    alertRef,
    failure,
    fail,
    clearFailure,
    formProps,
  } = useAuthForm(schema, { email: '' })

  // The form is replaced by the confirmation: move focus to its heading so nothing is lost.
  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus()
  }, [sentTo])

  const requestLink = (email: string) =>
    runAuthCall(async () => (await loadAuthClient()).requestPasswordReset({ email, redirectTo: withQuery(RESET_PASSWORD_PATH, { returnTo }) }), {
      sends: 'email',
    })

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    clearFailure()
    const outcome = await requestLink(email)
    if (!outcome.ok) return fail(outcome.message)
    setSentTo(email)
  }

  const resend = async () => {
    if (!sentTo || isResending) return
    clearFailure()
    setResendNote(null)
    setIsResending(true)
    const outcome = await requestLink(sentTo)
    setIsResending(false)
    if (!outcome.ok) return fail(outcome.message)
    setResendNote(`We sent another link to ${sentTo}.`)
  }

  const backToSignIn = (
    <p className="text-center text-sm">
      <Link href={signInHref(returnTo)} className="font-semibold text-brand-700 underline underline-offset-4">
        Back to log in
      </Link>
    </p>
  )

  if (sentTo) {
    return (
      <div className="flex flex-col gap-6">
        <h1 ref={sentHeadingRef} tabIndex={-1} className="text-3xl font-extrabold text-brand-900">
          Reset Password Link Sent
        </h1>
        <p className="text-muted">
          If an account uses <strong className="text-ink">{sentTo}</strong>, we have emailed it a link to choose a new
          password. The link works once and only for a short time. If it has not arrived in a few minutes, check your
          spam folder.
        </p>
        <FormAlert ref={alertRef}>{failure}</FormAlert>
        <button
          type="button"
          onClick={resend}
          // aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page.
          aria-disabled={isResending}
          aria-busy={isResending}
          className={buttonClasses('primary', 'light', 'w-full')}
        >
          Resend Link
        </button>
        <p role="status" className="min-h-5 text-sm text-success">
          {resendNote}
        </p>
        {backToSignIn}
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Forgot your password?</h1>
        <p className="text-muted">
          Enter the email you signed up with and we will send you a link to choose a new one.
        </p>
      </div>
      <FormAlert ref={alertRef}>{failure}</FormAlert>
      <form {...formProps(onSubmit)} className="flex flex-col gap-2" aria-label="Forgot password">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton isBusy={isSubmitting}>Send Reset Link</SubmitButton>
      </form>
      {backToSignIn}
    </div>
  )
}
