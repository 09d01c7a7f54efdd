'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useRef, useState } from 'react'
import { Controller, type FieldValues, type Resolver, useForm } from 'react-hook-form'

import { CheckboxField, FieldError, FormAlert, SelectField, TextField, TextareaField } from '@/components/ui/form-controls'
import { useFormAlert } from '@/components/ui/use-form-alert'
import { DEFAULT_CONFIRM_MESSAGE } from '@/lib/constants'
import { emitTrackEvent } from '@/lib/tracking-events'
import { stripPhoneDashes } from '@/lib/form-rules'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'

import { FORM_FIELDS, FORM_SUCCESS, type FieldSpec, SHOWS_SERVER_MESSAGE, emptyValues, fieldsClearedOnReset, successPath } from '../fields'
import { FORM_MESSAGES, FORM_TYPE_BY_KIND, HONEYPOT_FIELD, SCHEMA_LOAD_FAILURE } from '../form-kinds'
import type { QuoteFileReference } from '../schemas'

import { type FormStatus, FormOutcome, GENERIC_FAILURE, HoneypotField, honeypotOf, sendForm } from './form-submission'
import { QuoteDropZone } from './QuoteDropZone.client'

type SiteFormKind = keyof typeof FORM_FIELDS


/**
 * Address fields summarised by one message when any is wrong (spec 5, grant form; the lead form
 * is the grant form minus years, about, industry, why and ownership, so it keeps the summary).
 */
const ADDRESS_FIELDS = ['address1', 'city', 'state', 'zipcode']
const HAS_ADDRESS_SUMMARY: ReadonlySet<SiteFormKind> = new Set(['grant', 'lead'])

/** Shows 10 digits as 999-999-9999 while typing. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10)
  if (digits.length <= 3) return digits
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/**
 * Every site form of spec 5 (grant, lead, mini, simple, supplier, Spend Navigator steps, quote,
 * business account): validates on change with its Zod schema, Submit then Success, disabled unless
 * changed and valid; on success moves to its confirmation page (or shows the confirm message when
 * redirect is off); on failure shows the spec's failure state with Reset.
 */
export function SiteForm({
  kind,
  pageSource,
  submitLabel = 'Submit',
  isRedirect = true,
  confirmMessage,
  contactUrl,
}: {
  kind: SiteFormKind
  pageSource: string
  submitLabel?: string
  isRedirect?: boolean
  confirmMessage?: string | null
  contactUrl: string
}) {
  const router = useRouter()
  const fields = FORM_FIELDS[kind]
  const formType = FORM_TYPE_BY_KIND[kind]
  // The schema (and Zod, about 31 kB of gzip) is fetched on the first validation, not with the
  // page: the form draws and hydrates without it, and focusing the form starts the download, so it
  // is there by the first keystroke. Submit stays disabled until the form is changed, so nothing
  // validates before that (React Hook Form checks validity only once `isValid` is read).
  const lazyResolver = useMemo(
    () =>
      lazyZodResolver<FieldValues, FieldValues>(() =>
        import('../schemas').then((module) => module.FORM_KINDS[kind].schema as never),
      ),
    [kind],
  )
  const [status, setStatus] = useState<FormStatus>('idle')
  const [failure, setFailure] = useState<string>('error')
  const { alertRef, message: alertMessage, show, clear } = useFormAlert()
  const hasStarted = useRef(false)

  // A schema that cannot be fetched (offline) leaves the form invalid with a message, instead of
  // an error React Hook Form would not catch; the next change fetches it again.
  const [hasLoadFailed, setHasLoadFailed] = useState(false)
  const resolver = useMemo<Resolver<FieldValues>>(
    () => async (values, context, options) => {
      try {
        const result = await lazyResolver(values, context, options)
        setHasLoadFailed(false)
        return result
      } catch {
        setHasLoadFailed(true)
        return { values: {}, errors: { root: { type: 'load', message: SCHEMA_LOAD_FAILURE } } }
      }
    },
    [lazyResolver],
  )

  const defaultValues = { ...emptyValues(fields), pageSource }
  const form = useForm<FieldValues>({
    mode: 'onChange',
    defaultValues,
    resolver,
  })
  const { register, control, handleSubmit, formState, reset, getValues } = form
  const errors = formState.errors as Record<string, { message?: string } | undefined>
  const errorOf = (name: string) => errors[name]?.message

  const track = (eventType: string, outcome: string) =>
    emitTrackEvent({ eventType, elementId: formType, label: kind, metadata: { pageSource, outcome } })

  const onChangeCapture = () => {
    if (hasStarted.current) return
    hasStarted.current = true
    track('FORM_START', 'started')
  }

  const onSubmit = handleSubmit(async (values, event) => {
    track('FORM_SUBMIT', 'submitted')
    setStatus('submitting')
    clear()
    const trap = honeypotOf(event)
    const formData = { ...values }
    if (typeof formData.phoneNumber === 'string') formData.phoneNumber = stripPhoneDashes(formData.phoneNumber)
    try {
      const answer = await sendForm({ formType, form: kind, formData, [HONEYPOT_FIELD]: trap })
      setStatus('success')
      track(FORM_SUCCESS[kind].signal, 'success')
      if (isRedirect) router.push(successPath(kind, answer.pageSource ?? pageSource))
    } catch (error) {
      setStatus('failure')
      setFailure(error instanceof Error ? error.message : GENERIC_FAILURE)
      track('FORM_SUBMIT_FAILURE', 'failure')
      show(error instanceof Error ? error.message : GENERIC_FAILURE)
    }
  })

  const onReset = () => {
    const cleared = fieldsClearedOnReset(kind)
    const values = getValues()
    const blank = emptyValues(fields)
    const next = cleared === 'all' ? defaultValues : { ...values, ...Object.fromEntries(cleared.map((name) => [name, blank[name]])) }
    reset(next, { keepDefaultValues: true })
    setStatus('idle')
    clear()
  }

  if (status === 'success' && !isRedirect) {
    return (
      <FormAlert tone="success">
        <p>{confirmMessage || DEFAULT_CONFIRM_MESSAGE}</p>
      </FormAlert>
    )
  }

  const hasAddressError = HAS_ADDRESS_SUMMARY.has(kind) && ADDRESS_FIELDS.some((name) => errors[name])
  const isDisabled = !formState.isDirty || !formState.isValid || status === 'submitting' || status === 'success'

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={lazyResolver.preload}
      onChangeCapture={onChangeCapture}
      className="flex flex-col gap-4"
    >
      {fields.map((field) => renderField(field))}
      {hasAddressError && <p className="text-sm text-danger">{FORM_MESSAGES.addressSummary}</p>}
      {hasLoadFailed && (
        <p role="alert" className="text-sm text-danger">
          {SCHEMA_LOAD_FAILURE}
        </p>
      )}
      <HoneypotField />
      <FormOutcome
        status={status}
        alertRef={alertRef}
        isAlertShown={Boolean(alertMessage)}
        message={SHOWS_SERVER_MESSAGE.has(kind) ? failure : GENERIC_FAILURE}
        contactUrl={SHOWS_SERVER_MESSAGE.has(kind) ? contactUrl : undefined}
        onReset={onReset}
        isDisabled={isDisabled}
        submitLabel={submitLabel}
      />
    </form>
  )

  function renderField(field: FieldSpec) {
    const error = errorOf(field.name)
    switch (field.type) {
      case 'select':
        return <SelectField key={field.name} label={field.label} options={field.options} placeholder="Select…" error={error} {...register(field.name)} />
      case 'checkbox':
        return <CheckboxField key={field.name} label={field.label} error={error} {...register(field.name)} />
      case 'checkboxGroup':
        return (
          <fieldset key={field.name} className="flex flex-col gap-2" aria-describedby={`${kind}-${field.name}-error`}>
            <legend className="text-sm font-semibold text-ink">{field.label}</legend>
            {field.options.map((option) => (
              <label key={option.value} className="flex items-center gap-3 text-sm">
                <input type="checkbox" value={option.value} className="size-5 accent-brand-600" {...register(field.name)} />
                {option.label}
              </label>
            ))}
            <FieldError id={`${kind}-${field.name}-error`} message={error} />
          </fieldset>
        )
      case 'file':
        return (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: controlled }) => (
              <QuoteDropZone
                label={field.label}
                value={controlled.value as QuoteFileReference | null}
                onChange={(reference) => controlled.onChange(reference)}
                error={error}
              />
            )}
          />
        )
      case 'textarea':
        return <TextareaField key={field.name} label={field.label} error={error} {...register(field.name)} />
      case 'tel':
        return (
          <TextField
            key={field.name}
            label={field.label}
            type="tel"
            inputMode="numeric"
            placeholder="999-999-9999"
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            error={error}
            {...register(field.name, {
              onChange: (event: { target: { value: string } }) => {
                const masked = maskPhone(event.target.value)
                if (masked !== event.target.value) form.setValue(field.name, masked, { shouldValidate: true, shouldDirty: true })
              },
            })}
          />
        )
      default:
        return (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            isOptional={field.isOptional}
            error={error}
            {...register(field.name)}
          />
        )
    }
  }
}
