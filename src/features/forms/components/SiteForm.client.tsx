'use client'

import { useRouter } from 'next/navigation'
import { Activity, type ComponentProps, Fragment, useCallback, useRef, useState } from 'react'
import { Controller, type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { CheckboxField, FieldError, FormAlert, SelectField, TextField, TextareaField } from '@/components/ui/form-controls'
import { useFormAlert } from '@/components/ui/use-form-alert'
import { useLeaveWarning } from '@/components/ui/use-leave-warning'
import { DEFAULT_CONFIRM_MESSAGE, PHONE_PREFIX } from '@/lib/constants'
import { emitTrackEvent } from '@/lib/tracking-events'
import { stripPhoneDashes, withPhoneMask } from '@/lib/form-rules'

import { FORM_FIELDS, FORM_SUCCESS, type FieldSpec, SHOWS_SERVER_MESSAGE, emptyValues, fieldsClearedOnReset, successPath } from '../fields'
import { FORM_MESSAGES, FORM_TYPE_BY_KIND, HONEYPOT_FIELD } from '../form-kinds'
import type { QuoteFileReference } from '../schemas'

import {
  type FormStatus,
  FormOutcome,
  GENERIC_FAILURE,
  HoneypotField,
  SchemaLoadFailure,
  honeypotOf,
  sendForm,
} from './form-submission'
import { QuoteDropZone } from './QuoteDropZone.client'
import { useInputBeforeHydration } from './use-input-before-hydration'
import { useLazySchemaResolver } from './use-lazy-schema'

type SiteFormKind = keyof typeof FORM_FIELDS


/**
 * Address fields summarised by one message when any is wrong (spec 5, grant form; the lead form
 * is the grant form minus years, about, industry, why and ownership, so it keeps the summary).
 */
const ADDRESS_FIELDS = ['address1', 'city', 'state', 'zipcode']
const HAS_ADDRESS_SUMMARY: ReadonlySet<SiteFormKind> = new Set(['grant', 'lead'])

/**
 * A site form in an Activity boundary of its own, always visible. The server writes it in place
 * (marked <!--&--> … <!--/&-->); in the browser React hydrates the page around it first and the
 * form after, in a render and commit of its own. React Hook Form marks itself ready in a layout
 * effect, which re-renders the form at once and runs every effect still waiting; without the
 * boundary that came in the same task as the whole page's hydration commit (one task of 94 to
 * 126 ms at 4x CPU on the grant competition; with it, tasks of 46 to 49 ms). Not Suspense: React's
 * server outlines a Suspense boundary this large into a hidden copy revealed by a script later in
 * the document.
 */
export function SiteForm(props: ComponentProps<typeof SiteFormFields>) {
  return (
    <Activity mode="visible">
      <SiteFormFields {...props} />
    </Activity>
  )
}

/**
 * Every site form of spec 5 (grant, lead, mini, simple, supplier, Spend Navigator steps, quote,
 * business account): validates on change with its Zod schema, Submit then Success, disabled unless
 * changed and valid; on success moves to its confirmation page (or shows the confirm message when
 * redirect is off); on failure shows the spec's failure state with Reset.
 */
function SiteFormFields({
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
  const [status, setStatus] = useState<FormStatus>('idle')
  const [failure, setFailure] = useState<string>('error')
  const [isUploading, setIsUploading] = useState(false)
  const { alertRef, message: alertMessage, show, clear } = useFormAlert()
  const hasStarted = useRef(false)
  const loadSchema = useCallback(() => import('../schemas').then((module) => module.FORM_KINDS[kind].schema as z.ZodType), [kind])
  const { resolver, preload, hasLoadFailed } = useLazySchemaResolver(loadSchema)

  const defaultValues = { ...emptyValues(fields), pageSource }
  const form = useForm<FieldValues>({
    // Checked as typed and when a field is left: Submit stays disabled until the form is valid, so a
    // field tabbed past empty says why at once.
    mode: 'all',
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
  useInputBeforeHydration(form, defaultValues, onChangeCapture)
  useLeaveWarning(formState.isDirty && status !== 'success')

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
  // Not while a spreadsheet uploads: the request would go without it.
  const isDisabled =
    !formState.isDirty || !formState.isValid || isUploading || status === 'submitting' || status === 'success'

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      onChangeCapture={onChangeCapture}
      className="flex flex-col gap-4"
    >
      {fields.map((field) => renderField(field))}
      {/* Always there, so screen readers hear it appear; out of the column's gaps while empty. */}
      {HAS_ADDRESS_SUMMARY.has(kind) && (
        <p role="status" className="text-sm text-danger empty:absolute">
          {hasAddressError ? FORM_MESSAGES.addressSummary : null}
        </p>
      )}
      <SchemaLoadFailure hasFailed={hasLoadFailed} />
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
        return (
          <SelectField
            key={field.name}
            label={field.label}
            options={field.options}
            placeholder="Select…"
            aria-required
            error={error}
            {...register(field.name)}
          />
        )
      case 'checkbox': {
        const noteId = `${kind}-${field.name}-new-tab`
        return (
          <Fragment key={field.name}>
            <CheckboxField
              label={checkboxLabel(field, noteId)}
              aria-required={field.isRequired}
              error={error}
              {...register(field.name)}
            />
            {field.link && (
              <span id={noteId} hidden>
                Opens in a new tab
              </span>
            )}
          </Fragment>
        )
      }
      case 'checkboxGroup':
        return (
          <fieldset key={field.name} className="flex flex-col gap-2" aria-describedby={`${kind}-${field.name}-error`}>
            <legend className="text-sm font-semibold text-ink">{field.label}</legend>
            {field.options.map((option) => (
              <label key={option.value} className="flex items-center gap-3 text-sm">
                <input type="checkbox" value={option.value} className="size-5 shrink-0 accent-brand-600" {...register(field.name)} />
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
                onUploadingChange={setIsUploading}
                error={error}
              />
            )}
          />
        )
      case 'textarea':
        return <TextareaField key={field.name} label={field.label} aria-required error={error} {...register(field.name)} />
      case 'tel':
        return (
          <TextField
            key={field.name}
            label={field.label}
            type="tel"
            inputMode="numeric"
            placeholder="999-999-9999"
            leading={PHONE_PREFIX}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            aria-required={!field.isOptional}
            error={error}
            {...withPhoneMask(register(field.name))}
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
            aria-required={!field.isOptional}
            error={error}
            {...register(field.name)}
          />
        )
    }
  }
}

/**
 * A checkbox's label, with the words its spec links opening that page in a new tab, so the form
 * (and an attached spreadsheet) stays filled in. The link says so in its description (`noteId`,
 * outside the label), not its text: the label's text stays the box's name ("I accept the terms and
 * conditions").
 */
function checkboxLabel({ label, link }: Extract<FieldSpec, { type: 'checkbox' }>, noteId: string) {
  const at = link ? label.indexOf(link.text) : -1
  if (!link || at < 0) return label
  return (
    <>
      {label.slice(0, at)}
      <a
        href={link.href}
        target="_blank"
        rel="noopener"
        aria-describedby={noteId}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {link.text}
      </a>
      {label.slice(at + link.text.length)}
    </>
  )
}
