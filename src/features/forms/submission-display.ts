/**
 * What a submission's fields read as for operators (the admin's table, the new-submission email):
 * each field under the label the visitor saw, and each value as words, not the stored JSON.
 * Pure, so the admin and the mailer share it.
 */
import { PHONE_PREFIX } from '@/lib/constants'
import { maskPhone } from '@/lib/form-rules'

import { humanLabel } from './builder-fields'
import { FORM_FIELDS, type FieldSpec } from './fields'
import { FORM_KINDS } from './schemas'

/** Fields the forms send that the visitor does not fill in (or that have no label of their own). */
const OTHER_LABELS: Record<string, string> = {
  pageSource: 'Sent from page',
  selectedList: 'Benefits requested',
  formName: 'Form',
  formSlug: 'Form slug',
  formCollection: 'Form collection',
  formType: 'Form type',
}

const fieldsOf = (form: string | null | undefined): readonly FieldSpec[] =>
  form && Object.hasOwn(FORM_FIELDS, form) ? FORM_FIELDS[form as keyof typeof FORM_FIELDS] : []
const specOf = (form: string | null | undefined, name: string): FieldSpec | undefined =>
  fieldsOf(form).find((field) => field.name === name)

/** The label a field had on its form ('Business name' for `company`), or its name in words ('Zip code'). */
export function submittedFieldLabel(form: string | null | undefined, name: string): string {
  const label = specOf(form, name)?.label ?? (Object.hasOwn(OTHER_LABELS, name) ? OTHER_LABELS[name] : undefined)
  return label || humanLabel(name)
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
export function submittedFieldValue(value: unknown, form?: string | null, name?: string): string {
  if (value === null || value === undefined || value === '') return '–'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  const spec = name === undefined ? undefined : specOf(form, name)
  // Phones are stored as ten digits (spec 7); they read as the form showed them.
  if (spec?.type === 'tel' && typeof value === 'string' && /^\d{10}$/.test(value))
    return `${PHONE_PREFIX} ${maskPhone(value)}`
  const options = spec && 'options' in spec ? spec.options : undefined
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
): { name: string; label: string; value: string }[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return []
  const order = fieldsOf(form).map((field) => field.name)
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  const entries = Object.entries(data as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b))
  return entries.map(([name, value]) => ({
    name,
    label: submittedFieldLabel(form, name),
    value: submittedFieldValue(value, form, name),
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
