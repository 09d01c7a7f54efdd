import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'

import type { Option } from '@/lib/constants'

import { buttonClasses } from './button-classes'
import { cx } from './cx'
import { useIsHydrated } from './use-is-hydrated'

/**
 * Form controls shared by every portal form. Each ties its label to its input, points
 * aria-describedby at its hint and its error, and sets aria-invalid while the error shows.
 * The error line keeps its height when empty, so messages appearing while typing never move
 * the fields below.
 */

const controlClass =
  'block w-full min-h-button-h rounded-lg border border-line bg-white px-3 text-base text-ink placeholder:text-muted/70 focus-visible:border-brand-500 aria-invalid:border-danger disabled:bg-surface disabled:text-muted'

interface FieldChrome {
  label: ReactNode
  /** Shown under the control; referenced by aria-describedby. */
  hint?: ReactNode
  /** The current validation message, if any. */
  error?: string
  /**
   * Text fields only: invalid without a message of its own, because another element (a checklist
   * named in describedBy) explains why. When set, the field has no error line.
   */
  isInvalid?: boolean
  /** Extra ids the control is described by (a checklist, say). */
  describedBy?: string
  /** Marks the label "(optional)". */
  isOptional?: boolean
  className?: string
}

function describedByOf(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list === '' ? undefined : list
}

function FieldLabel({ htmlFor, children, isOptional }: { htmlFor: string; children: ReactNode; isOptional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-ink">
      {children}
      {isOptional && <span className="font-normal text-muted"> (optional)</span>}
    </label>
  )
}

/** The error line: always present, so it never shifts the layout. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="min-h-5 text-sm leading-5 text-danger">
      {message}
    </p>
  )
}

/**
 * The ids a field's control, hint and error line use, and the control's aria attributes: invalid
 * while there is an error (or `isInvalid`), described by the hint, the ids given and the error.
 */
function useFieldAria({
  id,
  hint,
  error,
  isInvalid,
  describedBy,
}: Pick<FieldChrome, 'hint' | 'error' | 'isInvalid' | 'describedBy'> & { id?: string }) {
  const autoId = useId()
  const controlId = id ?? autoId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error || isInvalid ? true : undefined,
      'aria-describedby': describedByOf(hint !== undefined && hintId, describedBy, Boolean(error) && errorId),
    } as const,
  }
}

/** A field's label above its control, then its hint and its error line (unless `hasErrorLine` is false). */
function FieldFrame({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  isOptional,
  className,
  hasErrorLine = true,
  children,
}: Omit<FieldChrome, 'isInvalid' | 'describedBy'> & {
  controlId: string
  hintId: string
  errorId: string
  hasErrorLine?: boolean
  children: ReactNode
}) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={controlId} isOptional={isOptional}>
        {label}
      </FieldLabel>
      {children}
      {hint !== undefined && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {hasErrorLine && <FieldError id={errorId} message={error} />}
    </div>
  )
}

export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'> & {
    ref?: Ref<HTMLInputElement>
    /** Content placed inside the field's right edge (a show-password toggle). */
    trailing?: ReactNode
    /** Text shown inside the field's left edge, before what is typed (a phone's "+1"). */
    leading?: string
  }

export function TextField({
  label,
  hint,
  error,
  describedBy,
  isInvalid,
  isOptional,
  className,
  trailing,
  leading,
  id,
  ref,
  ...inputProps
}: TextFieldProps) {
  const { aria, ...ids } = useFieldAria({ id, hint, error, isInvalid, describedBy })
  return (
    <FieldFrame
      {...ids}
      label={label}
      hint={hint}
      error={error}
      isOptional={isOptional}
      className={className}
      hasErrorLine={isInvalid === undefined}
    >
      <div className="relative">
        <input
          ref={ref}
          id={ids.controlId}
          {...aria}
          className={cx(controlClass, trailing !== undefined && 'pr-12', leading && 'pl-10')}
          {...inputProps}
        />
        {leading && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-muted"
          >
            {leading}
          </span>
        )}
        {trailing !== undefined && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FieldFrame>
  )
}

export type TextareaFieldProps = Omit<FieldChrome, 'isInvalid'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'children'> & {
    ref?: Ref<HTMLTextAreaElement>
  }

export function TextareaField({
  label,
  hint,
  error,
  describedBy,
  isOptional,
  className,
  id,
  ref,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const { aria, ...ids } = useFieldAria({ id, hint, error, describedBy })
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        {...aria}
        className="block w-full rounded-lg border border-line bg-white p-3 text-base text-ink placeholder:text-muted/70 focus-visible:border-brand-500 aria-invalid:border-danger"
        {...textareaProps}
      />
    </FieldFrame>
  )
}

export type SelectFieldProps = Omit<FieldChrome, 'isInvalid'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> & {
    ref?: Ref<HTMLSelectElement>
    options: readonly Option[]
    /** The first, empty choice. */
    placeholder: string
  }

export function SelectField({
  label,
  hint,
  error,
  describedBy,
  isOptional,
  className,
  options,
  placeholder,
  id,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const { aria, ...ids } = useFieldAria({ id, hint, error, describedBy })
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      <select
        ref={ref}
        id={ids.controlId}
        {...aria}
        className={cx(controlClass, 'appearance-auto pr-8')}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export type CheckboxFieldProps = Omit<FieldChrome, 'hint' | 'isOptional' | 'isInvalid'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children' | 'type'> & {
    ref?: Ref<HTMLInputElement>
  }

export function CheckboxField({ label, error, describedBy, className, id, ref, ...inputProps }: CheckboxFieldProps) {
  const { controlId, errorId, aria } = useFieldAria({ id, error, describedBy })
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          {...aria}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          {...inputProps}
        />
        <label htmlFor={controlId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/**
 * The form's alert region. It stays in the page (empty) so that a message placed in it is
 * announced; `tabIndex` -1 lets a form move focus to it after a failed submit.
 */
export function FormAlert({
  ref,
  tone = 'error',
  children,
  className,
}: {
  ref?: Ref<HTMLDivElement>
  tone?: 'error' | 'success'
  children?: ReactNode
  className?: string
}) {
  const hasContent = children !== undefined && children !== null && children !== false && children !== ''
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={cx(
        hasContent && 'rounded-lg border p-4 text-sm',
        hasContent &&
          (tone === 'error' ? 'border-danger/30 bg-red-50 text-danger' : 'border-success/30 bg-green-50 text-success'),
        'focus-visible:outline-2',
        className,
      )}
    >
      {children}
    </div>
  )
}

/**
 * A form's full-width primary submit button. `isBusy` marks it aria-busy while this form submits;
 * it is disabled then too, or whenever `disabled` says so (another action of the form running).
 *
 * It is also disabled in the server's HTML and until the form has hydrated. Before that the form
 * has no submit handler, and the browser would send it itself, as a GET to the page with every
 * field in the address: a password in the history and the server's logs, and the typed input
 * lost with the reload. With the default button disabled, neither a click nor Enter in a field
 * sends the form (HTML's implicit submission stops there too).
 */
export function SubmitButton({
  isBusy,
  disabled = isBusy,
  children,
}: {
  isBusy: boolean
  disabled?: boolean
  children: ReactNode
}) {
  const isHydrated = useIsHydrated()
  return (
    <button
      type="submit"
      disabled={disabled || !isHydrated}
      aria-busy={isBusy}
      className={buttonClasses('primary', 'light', 'w-full')}
    >
      {children}
    </button>
  )
}
