'use client'

import { Link } from '@/components/Link'
import { useEffect, useId, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'

import { buttonClasses } from '@/components/ui/button-classes'
import { FormAlert, SubmitButton } from '@/components/ui/form-controls'
import { signInHref, withQuery } from '@/lib/links'
import { FORGOT_PASSWORD_PATH } from '@/lib/portal-links'

import { runAuthCall } from '../auth-result'
import { lazyAuthSchema, useAuthForm } from '../use-auth-form'
import { loadAuthClient } from '../load-client'
import { authErrorMessage } from '../messages'
import type { ResetPasswordInput, ResetPasswordValues } from '../schemas'
import { resetPasswordRuleChecks } from '../password-rules'

import { PasswordChecklist } from './PasswordChecklist'
import { PasswordField } from './PasswordField.client'

const DEFAULT_VALUES: ResetPasswordInput = { password: '', confirmPassword: '' }

/** The schema (and Zod) is fetched on the first validation; focusing the form starts both downloads. */
const schema = lazyAuthSchema(() => import('../schemas').then((module) => module.resetPasswordSchema))

/** Said above the form after a verification link opened in another browser (`?verified=1`). */
export const VERIFIED_ELSEWHERE_INTRO =
  'Your email has been verified. The link was opened in a different browser, so any password set before no longer works: choose one now.'

/**
 * Choose a new password with the token from the emailed link. Without a token, or when the link
 * came back with an error, it says the link is no longer valid and offers a new one. `verified`:
 * the member came from a verification link opened in another browser (decision 010), which
 * removed the password set at sign-up; the intro says so.
 */
export function ResetPasswordForm({
  token,
  verified = false,
  returnTo = null,
}: {
  token: string | null
  verified?: boolean
  returnTo?: string | null
}) {
  const checklistId = useId()
  const doneHeadingRef = useRef<HTMLHeadingElement>(null)
  const [isDone, setIsDone] = useState(false)

  const {
    register,
    control,
    formState: { errors, isSubmitting, isSubmitted, dirtyFields },
    alertRef,
    failure,
    fail,
    clearFailure,
    formProps,
  } = useAuthForm(schema, DEFAULT_VALUES)
  const password = useWatch({ control, name: 'password' }) ?? ''

  useEffect(() => {
    if (isDone) doneHeadingRef.current?.focus()
  }, [isDone])

  if (!token) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-extrabold text-brand-900">Reset your password</h1>
        <FormAlert>{authErrorMessage('invalid-action-code')}</FormAlert>
        <Link href={withQuery(FORGOT_PASSWORD_PATH, { returnTo })} className={buttonClasses('primary', 'light', 'w-full')}>
          Send a new link
        </Link>
      </div>
    )
  }

  if (isDone) {
    return (
      <div className="flex flex-col gap-6">
        <h1 ref={doneHeadingRef} tabIndex={-1} className="text-3xl font-extrabold text-brand-900">
          Your password has been reset
        </h1>
        <p className="text-muted">
          Log in with your new password. For your security, every other device signed in to your account has been signed
          out.
        </p>
        <Link href={signInHref(returnTo)} className={buttonClasses('primary', 'light', 'w-full')}>
          Log In
        </Link>
      </div>
    )
  }

  const onSubmit = async (values: ResetPasswordValues) => {
    clearFailure()
    const outcome = await runAuthCall(async () =>
      (await loadAuthClient()).resetPassword({ newPassword: values.password, token }),
    )
    if (!outcome.ok) return fail(outcome.message)
    setIsDone(true)
  }

  const isPasswordInvalid = Boolean(errors.password && (dirtyFields.password || isSubmitted))

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Reset your password</h1>
        <p className="text-muted">{verified ? VERIFIED_ELSEWHERE_INTRO : 'Choose a new password for your account.'}</p>
      </div>
      <FormAlert ref={alertRef}>{failure}</FormAlert>
      <form {...formProps(onSubmit)} className="flex flex-col gap-2" aria-label="Reset password">
        <div className="mb-5 flex flex-col gap-2">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            describedBy={checklistId}
            isInvalid={isPasswordInvalid}
            // Changing the password re-checks that the confirmation still matches.
            {...register('password', { deps: ['confirmPassword'] })}
          />
          <PasswordChecklist id={checklistId} checks={resetPasswordRuleChecks(password)} />
        </div>
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={dirtyFields.confirmPassword || isSubmitted ? errors.confirmPassword?.message : undefined}
          {...register('confirmPassword')}
        />
        <SubmitButton isBusy={isSubmitting}>Reset Password</SubmitButton>
      </form>
    </div>
  )
}
