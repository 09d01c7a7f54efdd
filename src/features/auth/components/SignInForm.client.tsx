'use client'

import { Link } from '@/components/Link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls'
import { signUpHref } from '@/lib/links'
import { DASHBOARD_PATH, forgotPasswordHref, verifiedHref } from '@/lib/portal-links'

import { runAuthCall } from '../auth-result'
import { lazyAuthSchema, useAuthForm } from '../use-auth-form'
import { loadAuthClient } from '../load-client'
import type { SignInInput, SignInValues } from '../schemas'

import { PasswordField } from './PasswordField.client'

export interface SignInFormProps {
  productName: string
  /** Where to go once signed in (already made safe by the page); the dashboard when absent. */
  returnTo: string | null
}

const DEFAULT_VALUES: SignInInput = { email: '', password: '' }

/** The schema (and Zod) is fetched on the first validation; focusing the form starts both downloads. */
const schema = lazyAuthSchema(() => import('../schemas').then((module) => module.signInSchema))

/**
 * 'Log in to your account': email and password, or a one-time sign-in link by email. Every
 * failure shows its message from spec section 8 in the alert region above the form.
 */
export function SignInForm({ productName, returnTo }: SignInFormProps) {
  const router = useRouter()
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null)
  const [isSendingLink, setIsSendingLink] = useState(false)

  const {
    register,
    getValues,
    trigger,
    setFocus,
    formState: { errors, isSubmitting },
    alertRef,
    failure,
    fail,
    clearFailure,
    failToLoad,
    formProps,
  } = useAuthForm(schema, DEFAULT_VALUES)

  const onSubmit = async (values: SignInValues) => {
    clearFailure()
    setLinkSentTo(null)
    const outcome = await runAuthCall(async () =>
      (await loadAuthClient()).signIn.email({
        email: values.email,
        password: values.password,
        callbackURL: returnTo ?? DASHBOARD_PATH,
      }),
    )
    if (!outcome.ok) return fail(outcome.message)
    router.replace(returnTo ?? DASHBOARD_PATH)
    router.refresh()
  }

  const sendMagicLink = async () => {
    clearFailure()
    setLinkSentTo(null)
    let parsed
    try {
      if (!(await trigger('email'))) {
        setFocus('email')
        return
      }
      const { magicLinkSchema } = await import('../schemas')
      parsed = magicLinkSchema.safeParse({ email: getValues('email') })
    } catch {
      return failToLoad()
    }
    if (!parsed.success) {
      setFocus('email')
      return
    }
    setIsSendingLink(true)
    const outcome = await runAuthCall(
      async () =>
        (await loadAuthClient()).signIn.magicLink({
          email: parsed.data.email,
          callbackURL: verifiedHref(returnTo ?? DASHBOARD_PATH),
        }),
      { sends: 'email' },
    )
    setIsSendingLink(false)
    if (!outcome.ok) return fail(outcome.message)
    setLinkSentTo(parsed.data.email)
  }

  const isBusy = isSubmitting || isSendingLink

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Log in to your account</h1>
        <p className="text-muted">Welcome back. Log in to reach your member pricing, benefits and dashboard.</p>
      </div>

      <FormAlert ref={alertRef}>{failure}</FormAlert>

      <form {...formProps(onSubmit)} className="flex flex-col gap-2" aria-label="Log in">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-3 mb-3 text-right text-sm">
          <Link
            href={forgotPasswordHref(returnTo)}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Forgot password?
          </Link>
        </p>
        <SubmitButton isBusy={isSubmitting} disabled={isBusy}>
          Log In
        </SubmitButton>
      </form>

      <div className="flex flex-col gap-3 border-t border-line pt-6">
        <p className="text-sm text-muted">
          Rather not type a password? We can email you a link that signs you in once.
        </p>
        <button
          type="button"
          onClick={sendMagicLink}
          disabled={isBusy}
          aria-busy={isSendingLink}
          className={buttonClasses('outline', 'light', 'w-full')}
        >
          Email me a sign-in link
        </button>
        <div role="status" className="min-h-5 text-sm text-success">
          {linkSentTo && (
            <>
              If an account uses <strong>{linkSentTo}</strong>, we sent it a sign-in link: check your inbox. It works
              once and expires in 10 minutes. No email? Check the address, or sign up.
            </>
          )}
        </div>
      </div>

      <p className="text-center text-sm text-muted">
        New to {productName}?{' '}
        <Link href={signUpHref(returnTo)} className="font-semibold text-brand-700 underline underline-offset-4">
          Sign up
        </Link>
      </p>
    </div>
  )
}
