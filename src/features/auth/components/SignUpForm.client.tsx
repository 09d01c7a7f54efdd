'use client'

import { Link } from '@/components/Link'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'

import { buttonClasses } from '@/components/ui/button-classes'
import { CheckboxField, FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls'
import { signInHref } from '@/lib/links'
import { PRIVACY_PATH, TERMS_PATH, guestDestination, signUpConfirmationHref, verifiedHref } from '@/lib/portal-links'

import { runAuthCall } from '../auth-result'
import { lazyAuthSchema, useAuthForm } from '../use-auth-form'
import { loadAuthClient } from '../load-client'
import type { SignUpInput, SignUpValues } from '../schemas'
import { passwordRuleChecks } from '../password-rules'

import { PasswordChecklist } from './PasswordChecklist'
import { PasswordField } from './PasswordField.client'

export interface SignUpFormProps {
  productName: string
  /** Where the member lands afterwards (already made safe by the page). */
  pageSlug: string | null
  /** Offer an anonymous session: only to visitors without any session. */
  canContinueAsGuest: boolean
}

const DEFAULT_VALUES: SignUpInput = { firstName: '', lastName: '', email: '', password: '', terms: false }

/** The schema (and Zod) is fetched on the first validation; focusing the form starts both downloads. */
const schema = lazyAuthSchema(() => import('../schemas').then((module) => module.signUpSchema))

/** 'Welcome to the Collective': names, email, a password checked rule by rule as it is typed, and the terms. */
export function SignUpForm({ productName, pageSlug, canContinueAsGuest }: SignUpFormProps) {
  const router = useRouter()
  const checklistId = useId()
  const [isStartingGuest, setIsStartingGuest] = useState(false)

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

  const onSubmit = async (values: SignUpValues) => {
    clearFailure()
    const outcome = await runAuthCall(async () =>
      (await loadAuthClient()).signUp.email({
        email: values.email,
        password: values.password,
        name: `${values.firstName} ${values.lastName}`,
        firstName: values.firstName,
        lastName: values.lastName,
        // The server parses the same sign-up schema, terms included.
        terms: values.terms,
        callbackURL: verifiedHref(pageSlug),
      }),
    )
    if (!outcome.ok) return fail(outcome.message)
    router.push(signUpConfirmationHref(pageSlug))
    router.refresh()
  }

  const continueAsGuest = async () => {
    clearFailure()
    setIsStartingGuest(true)
    const outcome = await runAuthCall(async () => (await loadAuthClient()).signIn.anonymous())
    if (!outcome.ok) {
      setIsStartingGuest(false)
      return fail(outcome.message)
    }
    // A guest session changes every page's audience: render the destination afresh.
    router.push(guestDestination(pageSlug))
    router.refresh()
  }

  const isBusy = isSubmitting || isStartingGuest
  // The checklist says which password rules are missing; the field is marked invalid once typed in.
  const isPasswordInvalid = Boolean(errors.password && (dirtyFields.password || isSubmitted))

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Welcome to the Collective</h1>
        <p className="text-muted">
          Create your free {productName} account for program prices from our vendor partners, member benefits and a
          community of small business owners.
        </p>
      </div>

      <FormAlert ref={alertRef}>{failure}</FormAlert>

      <form {...formProps(onSubmit)} className="flex flex-col gap-2" aria-label="Sign up">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="mb-5 flex flex-col gap-2">
          <PasswordField
            label="Password"
            autoComplete="new-password"
            describedBy={checklistId}
            isInvalid={isPasswordInvalid}
            {...register('password')}
          />
          <PasswordChecklist id={checklistId} checks={passwordRuleChecks(password)} />
        </div>
        <CheckboxField
          label={
            <>
              I agree to the{' '}
              <Link href={TERMS_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
                Terms and Conditions
              </Link>{' '}
              and{' '}
              <Link href={PRIVACY_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
                Privacy Policy
              </Link>
            </>
          }
          error={errors.terms?.message}
          {...register('terms')}
        />
        <SubmitButton isBusy={isSubmitting} disabled={isBusy}>
          Sign Up
        </SubmitButton>
      </form>

      <p className="text-center">
        <Link href={signInHref(pageSlug)} className="font-semibold text-brand-700 underline underline-offset-4">
          Already signed up for {productName}?
        </Link>
      </p>

      {canContinueAsGuest && (
        <div className="flex flex-col items-center gap-2 border-t border-line pt-6 text-center">
          <p className="text-sm text-muted">Not ready to join? Look around first; you can sign up at any time.</p>
          <button
            type="button"
            onClick={continueAsGuest}
            disabled={isBusy}
            aria-busy={isStartingGuest}
            className={buttonClasses('outline', 'light')}
          >
            Continue as a guest
          </button>
        </div>
      )}
    </div>
  )
}
