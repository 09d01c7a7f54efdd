/**
 * What a submission's fields read as for operators (the admin's table, the new-submission email):
 * each field under the label the visitor saw, and each value as words, not the stored JSON.
 * Pure, so the admin and the mailer share it.
 */
import { PHONE_PREFIX } from '@/lib/constants'
import { maskPhone } from '@/lib/form-rules'

import { type BuilderField, humanLabel, leafFields } from './builder-fields'
import { FORM_FIELDS } from './fields'
import { FORM_KINDS } from './schemas'

/** What the display needs of a field: its name, the label the visitor saw, how its value reads. */
export interface SubmittedField {
  name: string
  label: string
  type?: string
  options?: readonly { value: string; label: string }[]
}

/** Fields the forms send that the visitor does not fill in (or that have no label of their own). */
const OTHER_LABELS: Record<string, string> = {
  pageSource: 'Sent from page',
  selectedList: 'Benefits requested',
  formName: 'Form',
  formSlug: 'Form slug',
  formCollection: 'Form collection',
  formType: 'Form type',
}

/**
 * A built form's fields as the visitor saw them, kept with the submission (`formInfo.fields`): the
 * definition may change or go, and its submissions still read under their own labels and order.
 */
export function submittedFieldsOf(fields: readonly BuilderField[] | null | undefined): SubmittedField[] {
  return leafFields(fields).map((field) => ({
    name: field.name,
    label: field.label || humanLabel(field.name),
    type: field.blockType === 'formInput' ? field.inputType.toLowerCase() : field.blockType,
    ...('options' in field && field.options
      ? { options: field.options.map((option) => ({ value: option.value, label: option.label })) }
      : {}),
  }))
}

const isSubmittedField = (value: unknown): value is SubmittedField =>
  Boolean(value) &&
  typeof (value as SubmittedField).name === 'string' &&
  typeof (value as SubmittedField).label === 'string' &&
  ((value as SubmittedField).options === undefined || Array.isArray((value as SubmittedField).options))

/** The fields of the form a submission came from: a site form's, or the built form's kept with it. */
const fieldsOf = (form: string | null | undefined, formInfo?: unknown): readonly SubmittedField[] => {
  const kept = (formInfo as { fields?: unknown } | null | undefined)?.fields
  if (Array.isArray(kept)) return kept.filter(isSubmittedField)
  return form && Object.hasOwn(FORM_FIELDS, form) ? FORM_FIELDS[form as keyof typeof FORM_FIELDS] : []
}
const specOf = (form: string | null | undefined, name: string, formInfo?: unknown): SubmittedField | undefined =>
  fieldsOf(form, formInfo).find((field) => field.name === name)

/** The label a field had on its form ('Business name' for `company`), or its name in words ('Zip code'). */
export function submittedFieldLabel(form: string | null | undefined, name: string, formInfo?: unknown): string {
  const label =
    specOf(form, name, formInfo)?.label ?? (Object.hasOwn(OTHER_LABELS, name) ? OTHER_LABELS[name] : undefined)
  return label || humanLabel(name)
}

/** The first address a visitor typed into an email field of the form (a built form names its own). */
export function submittedEmail(form: string | null | undefined, data: unknown, formInfo?: unknown): string | null {
  if (!data || typeof data !== 'object') return null
  const values = data as Record<string, unknown>
  const names = [
    'email',
    ...fieldsOf(form, formInfo)
      .filter((field) => field.type === 'email')
      .map((field) => field.name),
  ]
  for (const name of names) {
    const value = values[name]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}

const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB']

function fileSize(bytes: number): string {
  let size = bytes
  let unit = 0
  while (size >= 1024 && unit < BYTE_UNITS.length - 1) {
    size /= 1024
    unit += 1
  }
  return `${unit === 0 ? size : size.toFixed(1)} ${BYTE_UNITS[unit]}`
}

const isFileReference = (value: object): value is { fileName: string; fileSize?: unknown } =>
  typeof (value as { fileName?: unknown }).fileName === 'string'

/**
 * One value as words: a choice by its option's label, lists joined, Yes or No for a box, an
 * uploaded file by its name and size; '–' for nothing. Anything else nested stays compact JSON.
 */
export function submittedFieldValue(value: unknown, form?: string | null, name?: string, formInfo?: unknown): string {
  if (value === null || value === undefined || value === '') return '–'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  const spec = name === undefined ? undefined : specOf(form, name, formInfo)
  // Phones are stored as ten digits (spec 7); they read as the form showed them.
  if (spec?.type === 'tel' && typeof value === 'string' && /^\d{10}$/.test(value))
    return `${PHONE_PREFIX} ${maskPhone(value)}`
  const options = spec?.options
  const optionLabel = (item: unknown) => options?.find((option) => option.value === item)?.label ?? String(item)
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.length ? value.map(optionLabel).join(', ') : '–'
  if (typeof value === 'object') {
    if (isFileReference(value))
      return typeof value.fileSize === 'number' ? `${value.fileName} (${fileSize(value.fileSize)})` : value.fileName
    return JSON.stringify(value)
  }
  return optionLabel(value)
}

/**
 * A submission's fields, each as its label and its value in words: in its form's order (the
 * database keeps a JSON object's keys in an order of its own), then any others as stored.
 */
export function submittedFieldRows(
  form: string | null | undefined,
  data: unknown,
  formInfo?: unknown,
): { name: string; label: string; value: string }[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return []
  const order = fieldsOf(form, formInfo).map((field) => field.name)
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  const entries = Object.entries(data as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b))
  return entries.map(([name, value]) => ({
    name,
    label: submittedFieldLabel(form, name, formInfo),
    value: submittedFieldValue(value, form, name, formInfo),
  }))
}

/**
 * The form a submission came from as people know it: the name an operator gave a built or
 * feedback form ("ODP account issue"), else the site form's label ("Request for quote").
 */
export function submittedFormLabel(form: string, formInfo: unknown): string {
  const formName = (formInfo as { formName?: unknown } | null | undefined)?.formName
  if (typeof formName === 'string' && formName.trim()) return formName.trim()
  if (Object.hasOwn(FORM_KINDS, form)) return FORM_KINDS[form as keyof typeof FORM_KINDS].label
  return form === 'feedback' ? 'Feedback form' : 'Form'
}

// Bidirectional embedding, override and isolate controls: a name ending in U+202E showed the rest
// of its list line, the sender's address included, reversed.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
/** A submitted value as trimmed text, or null when it is not text or is blank. */
export const filledText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** The admin list's line for a submission: who sent it (name, company, email), plain text in one direction. */
export function submissionSummary(
  submission: { form: string; data: Record<string, unknown>; formInfo?: unknown },
  email: string | null,
): string {
  const { data } = submission
  const name = [filledText(data.firstName), filledText(data.lastName)].filter(Boolean).join(' ')
  const who = [name, filledText(data.company), email].filter(Boolean).join(', ')
  return (who || submittedFormLabel(submission.form, submission.formInfo)).replace(BIDI_CONTROLS, '')
}
