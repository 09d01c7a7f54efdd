'use client'

import { useShownMemberUid } from '@/features/app-state/components/AppStateProvider.client'
import { memberJsonHeaders } from '@/lib/member-request'
import { RotateCcw } from '@/components/icons/rotate-ccw'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'

import { Link } from '@/components/Link'
import { buttonClasses } from '@/components/ui/button-classes'
import { FormAlert, SubmitButton } from '@/components/ui/form-controls'
import { useFormAlert } from '@/components/ui/use-form-alert'
import { useLeaveWarning } from '@/components/ui/use-leave-warning'
import { authErrorMessage } from '@/features/auth/messages'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { signInHref } from '@/lib/links'
import { DASHBOARD_PATH, PLUS_CONFIRMATION_PATH, PLUS_FORM_PATH } from '@/lib/portal-links'

import type { UpgradeToPlusInput, UpgradeToPlusValues } from '../schemas'

import { BusinessFields } from './BusinessFields'

/** The schema (and Zod) is fetched on the first validation; focusing the form starts the download. */
const resolver = lazyZodResolver(() => import('../schemas').then((module) => module.upgradeToPlusSchema))

const BUSINESS_ACCOUNT_ENDPOINT = '/api/business-account'

type Status = 'idle' | 'submitting' | 'success' | 'failure'
type FieldName = FieldPath<UpgradeToPlusInput>

/**
 * Every field starts empty; the selects start on their "Select…" choice, which the schema
 * refuses, so the cast only lets the empty form exist before it is filled in.
 */
const EMPTY_VALUES = {
  company: '',
  businessInfo: { stage: '', industry: '', numberOfEmployees: '' },
  businessDetails: { domain: '', address1: '', address2: '', city: '', state: '', zipcode: '', phoneNumber: '' },
} as unknown as UpgradeToPlusInput

const FIELD_NAMES: readonly FieldName[] = [
  'company',
  'businessInfo.stage',
  'businessInfo.industry',
  'businessInfo.numberOfEmployees',
  'businessDetails.domain',
  'businessDetails.address1',
  'businessDetails.address2',
  'businessDetails.city',
  'businessDetails.state',
  'businessDetails.zipcode',
  'businessDetails.phoneNumber',
]

/** The form field a server error names: its full path ('businessDetails.zipcode') or its leaf ('zipcode'). */
export function toFieldName(key: string): FieldName | null {
  return FIELD_NAMES.find((name) => name === key || name.endsWith(`.${key}`)) ?? null
}

const UPGRADE_FAILURE_MESSAGES = {
  invalid: 'Please correct the highlighted fields and submit again.',
  conflict: 'Your account already has a business account, so it is already on Plus.',
  failed: 'We could not create your business account. Please try again in a moment.',
} as const

/** What the member can do about a failure besides correcting fields: a link beside the message. */
type FailureAction = 'sign-in' | 'dashboard'

interface Failure {
  message: string
  fieldErrors: { name: FieldName; message: string }[]
  action?: FailureAction
}

async function readFailure(response: Response): Promise<Failure> {
  if (response.status === 401)
    return { message: authErrorMessage('user-token-expired'), fieldErrors: [], action: 'sign-in' }
  if (response.status === 409)
    return { message: UPGRADE_FAILURE_MESSAGES.conflict, fieldErrors: [], action: 'dashboard' }
  if (response.status === 429) return { message: authErrorMessage('too-many-requests'), fieldErrors: [] }
  const body = (await response.json().catch(() => null)) as {
    errors?: Record<string, unknown>
    message?: unknown
  } | null
  const fieldErrors = Object.entries(body?.errors ?? {}).flatMap(([key, message]) => {
    const name = toFieldName(key)
    return name && typeof message === 'string' ? [{ name, message }] : []
  })
  if (response.status === 400 && fieldErrors.length > 0)
    return { message: UPGRADE_FAILURE_MESSAGES.invalid, fieldErrors }
  // A message about the whole request comes as errors.form, or as message.
  const given = [body?.errors?.form, body?.message].find((value) => typeof value === 'string' && value.trim() !== '')
  return { message: typeof given === 'string' ? given : UPGRADE_FAILURE_MESSAGES.failed, fieldErrors }
}

/**
 * 'Upgrade to Plus' (spec sections 4 and 5): the business account's company, business info and
 * business details. Submit is enabled only when the form is changed, valid and not submitting or
 * done; it reads 'Success' once the account exists, then the Plus confirmation opens. On failure
 * an error box (with a way to contact us) and a Reset button replace it; Reset clears the form.
 * Answers the server refuses field by field are marked on their fields instead, to correct in place.
 */
export function UpgradeToPlusForm({ contactUrl }: { contactUrl?: string | null }) {
  const router = useRouter()
  const { alertRef, message: failure, show: showFailure, clear: clearFailure } = useFormAlert()
  const [status, setStatus] = useState<Status>('idle')
  const [failureAction, setFailureAction] = useState<FailureAction | null>(null)
  const shouldFocusFirstField = useRef(false)

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = useForm<UpgradeToPlusInput, unknown, UpgradeToPlusValues>({
    resolver,
    // Checked as typed and when a field is left: Submit stays disabled until the form is valid, so a
    // field tabbed past empty says why at once.
    mode: 'all',
    defaultValues: EMPTY_VALUES,
  })

  const uid = useShownMemberUid()
  const onSubmit = async (values: UpgradeToPlusValues) => {
    setStatus('submitting')
    clearFailure()
    setFailureAction(null)
    let outcome: Failure | null
    try {
      const response = await fetch(BUSINESS_ACCOUNT_ENDPOINT, {
        method: 'POST',
        headers: memberJsonHeaders(uid),
        body: JSON.stringify(values),
      })
      outcome = response.status === 201 || response.ok ? null : await readFailure(response)
    } catch {
      outcome = { message: authErrorMessage('network-request-failed'), fieldErrors: [] }
    }
    if (outcome) {
      showFailure(outcome.message)
      setFailureAction(outcome.action ?? null)
      if (outcome.action === 'sign-in') {
        // Signed out meanwhile: the answers stay, and Submit works again once signed in (in a new tab).
        setStatus('idle')
        return
      }
      if (outcome.fieldErrors.length > 0) {
        // The server refused some answers: mark them and let the member correct them in place.
        outcome.fieldErrors.forEach(({ name, message }) => setError(name, { type: 'server', message }))
        setStatus('idle')
      } else {
        setStatus('failure')
      }
      return
    }
    setStatus('success')
    router.push(PLUS_CONFIRMATION_PATH)
    router.refresh()
  }

  const onReset = () => {
    reset(EMPTY_VALUES)
    clearFailure()
    setFailureAction(null)
    setStatus('idle')
    shouldFocusFirstField.current = true
  }

  // After a reset has rendered, start again at the first field.
  useEffect(() => {
    if (status !== 'idle' || !shouldFocusFirstField.current) return
    shouldFocusFirstField.current = false
    setFocus('company')
  }, [status, setFocus])

  useLeaveWarning(isDirty && status !== 'success')

  const isSubmittingNow = isSubmitting || status === 'submitting'
  const isSubmitDisabled = !isDirty || !isValid || isSubmittingNow || status === 'success'

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-brand-900">Upgrade to Plus</h1>
        <p className="text-muted">
          Tell us about your business to open its business account. With Plus you link your ODP, Dell and FedEx accounts
          so program pricing applies to them, and follow what you save against retail on your dashboard.
        </p>
      </div>

      <FormAlert ref={alertRef}>
        {failure && (
          <div className="flex flex-col gap-2">
            <p>{failure}</p>
            {failureAction === 'sign-in' && (
              <p>
                <a href={signInHref(PLUS_FORM_PATH)} target="_blank" rel="noopener" className="font-semibold underline">
                  Log in again
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                in a new tab, then come back and Submit: your answers are still here.
              </p>
            )}
            {failureAction === 'dashboard' && (
              <p>
                <Link href={DASHBOARD_PATH} className="font-semibold underline">
                  Go to my dashboard
                </Link>
              </p>
            )}
            {contactUrl && (
              <p>
                Need a hand?{' '}
                <a href={contactUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                  Contact Us
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            )}
          </div>
        )}
      </FormAlert>

      <form
        noValidate
        onFocus={resolver.preload}
        onSubmit={(event) =>
          void handleSubmit(onSubmit)(event).catch(() => showFailure(authErrorMessage('network-request-failed')))
        }
        aria-label="Upgrade to Plus"
        className="flex flex-col gap-6"
      >
        <BusinessFields errors={errors} field={register} isGrouped />

        {status === 'failure' ? (
          <button type="button" onClick={onReset} className={buttonClasses('outline', 'light', 'w-full')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </button>
        ) : (
          <SubmitButton isBusy={isSubmittingNow} disabled={isSubmitDisabled}>
            {status === 'success' ? 'Success' : 'Submit'}
          </SubmitButton>
        )}
      </form>
    </div>
  )
}
