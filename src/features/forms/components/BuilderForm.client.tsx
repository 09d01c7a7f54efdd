'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react'
import { type FieldValues, useForm, useWatch } from 'react-hook-form'

import { cx } from '@/components/ui/cx'
import { FieldError, FormAlert, SelectField, TextField, TextareaField } from '@/components/ui/form-controls'
import { useFormAlert } from '@/components/ui/use-form-alert'
import { useLeaveWarning } from '@/components/ui/use-leave-warning'
import { useIsHydrated } from '@/components/ui/use-is-hydrated'
import { DEFAULT_CONFIRM_MESSAGE, PHONE_INPUT_MAX_LENGTH, PHONE_PREFIX } from '@/lib/constants'
import { formConfirmPath } from '@/lib/links'
import { emitTrackEvent } from '@/lib/tracking-events'
import { stripPhoneDashes, withPhoneMask } from '@/lib/form-rules'

import {
  BUILDER_MESSAGES,
  type BuilderField,
  type BuilderFormDefinition,
  type BuilderLeafField,
  builderEmptyValues,
  isFeedbackForm,
  isGroupField,
  leafFields,
  pageSourceOf,
  raterRange,
  sliderRange,
  submissionTypeOf,
} from '../builder-fields'
import { HONEYPOT_FIELD } from '../form-kinds'

import {
  type FormStatus,
  FormOutcome,
  GENERIC_FAILURE,
  HoneypotField,
  SchemaLoadFailure,
  honeypotOf,
  sendForm,
} from './form-submission'
import { useLazySchemaResolver } from './use-lazy-schema'

const AUTOCOMPLETE: Record<string, string> = { TEL: 'tel-national', EMAIL: 'email', URL: 'url', ZIPCODE: 'postal-code', TEXT: 'off' }
const INPUT_TYPE: Record<string, string> = { TEL: 'tel', EMAIL: 'email', URL: 'url', ZIPCODE: 'text', TEXT: 'text' }

const widthClass = (width: 'full' | 'half' | null | undefined) => (width === 'half' ? 'sm:col-span-1' : 'sm:col-span-2')

/**
 * A builder form (spec 3 "Form definition", 4 "Forms", 5 "Builder forms by field type"): every
 * field type with the spec's messages, validated on change with the schema the server parses
 * again. Shows a loading state until the form runs in the browser; Submit, then Success; redirect
 * to the form's confirmation page, or its confirm message; feedback forms send spec 7's feedback
 * shape and thank the member; a failure shows the server's message, Contact Us and Reset, which
 * clears the whole form.
 */
export function BuilderForm({ definition, contactUrl, idPrefix }: { definition: BuilderFormDefinition; contactUrl: string; idPrefix?: string }) {
  // Deferred: once the page has hydrated, React builds the form in a background render that
  // yields to the browser every few milliseconds, instead of in the urgent re-render that follows
  // hydration, where the grant application was one task of about 60 ms at a phone's speed. Mounted
  // by a client-side navigation, the form is shown at once (a deferred value starts as the value).
  const isReady = useDeferredValue(useIsHydrated())
  if (!isReady) {
    return (
      <div role="status" aria-live="polite" className="flex min-h-40 flex-col gap-3" data-testid="builder-form-loading">
        <span className="sr-only">Loading form…</span>
        <div aria-hidden className="h-10 animate-pulse rounded-lg bg-surface" />
        <div aria-hidden className="h-10 animate-pulse rounded-lg bg-surface" />
        <div aria-hidden className="h-12 animate-pulse rounded-lg bg-surface" />
      </div>
    )
  }
  return <ReadyBuilderForm definition={definition} contactUrl={contactUrl} idPrefix={idPrefix ?? definition.formSlug} />
}

function ReadyBuilderForm({ definition, contactUrl, idPrefix }: { definition: BuilderFormDefinition; contactUrl: string; idPrefix: string }) {
  const router = useRouter()
  const isFeedback = isFeedbackForm(definition)
  const isRedirect = !isFeedback && definition.formRedirect !== false
  const pageSource = pageSourceOf(definition)
  const loadSchema = useCallback(
    () => import('../builder').then((module) => module.buildFormSchema(definition.fields)),
    [definition.fields],
  )
  const { resolver, preload, hasLoadFailed } = useLazySchemaResolver(loadSchema)
  const defaultValues = useMemo(() => builderEmptyValues(definition.fields), [definition.fields])
  const [status, setStatus] = useState<FormStatus>('idle')
  const [failure, setFailure] = useState('error')
  const { alertRef, message: alertMessage, show, clear } = useFormAlert()
  const hasStarted = useRef(false)

  const form = useForm<FieldValues>({
    // Checked as typed and when a field is left: Submit stays disabled until the form is valid, so a
    // field tabbed past empty says why at once.
    mode: 'all',
    defaultValues,
    resolver,
  })
  const { register, control, handleSubmit, formState, reset } = form
  const values = useWatch({ control }) as Record<string, unknown>
  const errors = formState.errors as Record<string, { message?: string } | undefined>
  useLeaveWarning(formState.isDirty && status !== 'success')

  const track = (eventType: string, outcome: string) =>
    emitTrackEvent({ eventType, elementId: definition.formSlug, label: definition.formName, metadata: { pageSource, outcome } })

  const onChangeCapture = () => {
    if (hasStarted.current) return
    hasStarted.current = true
    track('FORM_START', 'started')
  }

  const onSubmit = handleSubmit(async (parsed, event) => {
    track('FORM_SUBMIT', 'submitted')
    setStatus('submitting')
    clear()
    const trap = honeypotOf(event)
    const formData: Record<string, unknown> = { ...parsed, pageSource }
    // Spec 7: phone numbers are sent without dashes.
    for (const field of leafFields(definition.fields)) {
      if (field.blockType === 'formInput' && field.inputType === 'TEL' && typeof formData[field.name] === 'string') {
        formData[field.name] = stripPhoneDashes(formData[field.name] as string)
      }
    }
    const body = isFeedback
      ? {
          formType: 'FORM_SUBMIT',
          formInfo: {
            formName: definition.formName,
            formSlug: definition.formSlug,
            formCollection: definition.formCollection || undefined,
            formType: definition.formType,
          },
          formData,
          [HONEYPOT_FIELD]: trap,
        }
      : { form: 'builder', formType: submissionTypeOf(definition), formSlug: definition.formSlug, formData, [HONEYPOT_FIELD]: trap }
    try {
      await sendForm(body)
      setStatus('success')
      track('FORM_SUBMIT_SUCCESS', 'success')
      if (isRedirect) router.push(formConfirmPath(definition.formConfirm))
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : GENERIC_FAILURE
      setStatus('failure')
      setFailure(message)
      track('FORM_SUBMIT_FAILURE', 'failure')
      show(message)
    }
  })

  // Builder forms clear the whole form on Reset (spec 4).
  const onReset = () => {
    reset(defaultValues)
    hasStarted.current = false
    setStatus('idle')
    clear()
  }

  if (status === 'success' && !isRedirect) {
    return (
      <FormAlert tone="success">
        {definition.confirmCard?.cardHeadline && <p className="text-base font-semibold">{definition.confirmCard.cardHeadline}</p>}
        <p>{isFeedback ? BUILDER_MESSAGES.feedbackThanks : definition.formConfirmMessage || DEFAULT_CONFIRM_MESSAGE}</p>
        {definition.confirmCard?.cardCopy && <p className="mt-2">{definition.confirmCard.cardCopy}</p>}
      </FormAlert>
    )
  }

  const isDisabled = !formState.isDirty || !formState.isValid || status === 'submitting' || status === 'success'

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      onChangeCapture={onChangeCapture}
      className="flex flex-col gap-4"
      aria-label={definition.formTitle || definition.formName}
    >
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">{definition.fields.map((field, index) => renderField(field, index))}</div>
      <SchemaLoadFailure hasFailed={hasLoadFailed} />
      <HoneypotField />
      <FormOutcome
        status={status}
        alertRef={alertRef}
        isAlertShown={Boolean(alertMessage)}
        message={failure}
        contactUrl={contactUrl}
        onReset={onReset}
        isDisabled={isDisabled}
        submitLabel={definition.formButtonText || 'Submit'}
      />
    </form>
  )

  function renderField(field: BuilderField, index: number) {
    if (isGroupField(field)) {
      return (
        <fieldset key={field.id ?? `group-${index}`} className="col-span-1 grid grid-cols-1 gap-x-4 sm:col-span-2 sm:grid-cols-2">
          {field.label && <legend className="mb-2 text-base font-semibold text-ink">{field.label}</legend>}
          {(field.fields ?? []).map((inner) => renderLeaf(inner))}
        </fieldset>
      )
    }
    return renderLeaf(field)
  }

  function renderLeaf(field: BuilderLeafField) {
    const error = errors[field.name]?.message
    const className = cx('col-span-1', widthClass(field.width))
    const id = `${idPrefix}-${field.name}`
    switch (field.blockType) {
      case 'formInput': {
        const isOptional = !(field.required ?? field.inputType !== 'TEXT')
        if (field.inputType === 'TEL') {
          return (
            <TextField
              key={field.name}
              id={id}
              className={className}
              label={field.label}
              type="tel"
              inputMode="numeric"
              placeholder={field.placeholder || '999-999-9999'}
              leading={PHONE_PREFIX}
              autoComplete={AUTOCOMPLETE.TEL}
              maxLength={PHONE_INPUT_MAX_LENGTH}
              isOptional={isOptional}
              aria-required={!isOptional}
              error={error}
              {...withPhoneMask(register(field.name))}
            />
          )
        }
        return (
          <TextField
            key={field.name}
            id={id}
            className={className}
            label={field.label}
            type={INPUT_TYPE[field.inputType]}
            inputMode={field.inputType === 'ZIPCODE' ? 'numeric' : undefined}
            maxLength={field.inputType === 'ZIPCODE' ? 5 : undefined}
            placeholder={field.placeholder ?? undefined}
            autoComplete={AUTOCOMPLETE[field.inputType]}
            isOptional={isOptional}
            aria-required={!isOptional}
            error={error}
            {...register(field.name)}
          />
        )
      }
      case 'formSelect':
        return (
          <SelectField
            key={field.name}
            id={id}
            className={className}
            label={field.label}
            options={field.options ?? []}
            placeholder={field.placeholder || 'Select…'}
            isOptional={field.required === false}
            aria-required={field.required !== false}
            error={error}
            {...register(field.name)}
          />
        )
      case 'formTextarea':
        return (
          <TextareaField
            key={field.name}
            id={id}
            className={className}
            label={field.label}
            placeholder={field.placeholder ?? undefined}
            isOptional={field.required === false}
            aria-required={field.required !== false}
            error={error}
            {...register(field.name)}
          />
        )
      case 'formSlider': {
        const { min, max, step } = sliderRange(field)
        return (
          <div key={field.name} className={cx('flex flex-col gap-1.5', className)}>
            <label htmlFor={id} className="text-sm font-semibold text-ink">
              {field.label}
            </label>
            <div className="flex items-center gap-3">
              <span aria-hidden className="text-sm text-muted">
                {min}
              </span>
              <input
                id={id}
                type="range"
                min={min}
                max={max}
                step={step}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-value${error ? ` ${id}-error` : ''}`}
                className="h-11 w-full accent-brand-600"
                {...register(field.name)}
              />
              <span aria-hidden className="text-sm text-muted">
                {max}
              </span>
            </div>
            <output id={`${id}-value`} htmlFor={id} className="text-sm text-ink">
              Selected: {String(values[field.name] ?? min)}
            </output>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        )
      }
      case 'formRater': {
        const { min, max } = raterRange(field)
        const choices = Array.from({ length: Math.floor(max - min) + 1 }, (_, offset) => min + offset)
        return (
          <fieldset key={field.name} className={cx('flex flex-col gap-2', className)} aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="text-sm font-semibold text-ink">{field.label}</legend>
            <div className="flex flex-wrap gap-2">
              {choices.map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-line px-3 text-base has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
                >
                  <input type="radio" value={String(choice)} className="sr-only" aria-label={`${choice} of ${max}`} {...register(field.name)} />
                  <span aria-hidden>{choice}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-error`} message={error} />
          </fieldset>
        )
      }
      case 'formCheckboxGroup':
        return (
          <fieldset key={field.name} className={cx('flex flex-col gap-2', className)} aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="text-sm font-semibold text-ink">{field.label}</legend>
            {(field.options ?? []).map((option) => (
              <label key={option.value} className="flex items-center gap-3 text-sm">
                <input type="checkbox" value={option.value} className="size-5 shrink-0 accent-brand-600" {...register(field.name)} />
                {option.label}
              </label>
            ))}
            <FieldError id={`${id}-error`} message={error} />
          </fieldset>
        )
    }
  }
}
