/**
 * Builder forms (spec 3 "Form definition", 5 "Builder forms by field type"): operators define a
 * form in the `forms` collection; this module turns its definition into the one Zod schema that
 * React Hook Form uses in the browser and POST /api/forms parses again. Pure, no server imports.
 */
import { z } from 'zod'

import {
  VALIDATION_MESSAGES,
  emailSchema,
  optionalPhoneSchema,
  optionalWebsiteSchema,
  phoneSchema,
  websiteSchema,
} from '@/lib/validation'

import { HONEYPOT_FIELD, pageSourceSchema } from './schemas'

export const BUILDER_MESSAGES = {
  select: 'Please select an option',
  checkboxGroup: 'At least one option must be selected',
  value: 'Select a value',
  feedbackThanks: 'Thank you for your feedback!',
} as const

/** 'Please enter your {name}' (ZIP code, text, textarea). */
export const enterYour = (name: string) => `Please enter your ${humanName(name)}`
/** 'Select a value 1 to 5' for a rater, the slider's own range otherwise. */
export const selectValueBetween = (min: number, max: number) => `Select a value ${min} to ${max}`

/** Spec 9: slider 0 to 300 step 1; rater 1 to 5. */
export const SLIDER_DEFAULTS = { min: 0, max: 300, step: 1 } as const
export const RATER_DEFAULTS = { min: 1, max: 5 } as const

export const INPUT_TYPES = ['TEL', 'EMAIL', 'URL', 'ZIPCODE', 'TEXT'] as const
export type InputType = (typeof INPUT_TYPES)[number]

/** formType of a feedback form: sent in spec 7's feedback shape and counted as a completed form. */
export const FEEDBACK_FORM_TYPE = 'FEEDBACK'
export { activateEventType, DEFAULT_ACTIVATE_FORM_TYPE } from './activate'

export const FIELD_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/

const TEXT_MAX = 500
const TEXTAREA_MAX = 5000

type Width = 'full' | 'half' | null | undefined
interface Base {
  id?: string | null
  name: string
  label: string
  placeholder?: string | null
  width?: Width
}
export interface BuilderOption {
  label: string
  value: string
  id?: string | null
}

export type BuilderLeafField =
  | (Base & { blockType: 'formInput'; inputType: InputType; required?: boolean | null })
  | (Base & { blockType: 'formSelect'; options?: readonly BuilderOption[] | null; required?: boolean | null })
  | (Base & { blockType: 'formTextarea'; required?: boolean | null })
  | (Base & { blockType: 'formSlider'; min?: number | null; max?: number | null; step?: number | null })
  | (Base & { blockType: 'formRater'; min?: number | null; max?: number | null })
  | (Base & { blockType: 'formCheckboxGroup'; options?: readonly BuilderOption[] | null })

export interface BuilderGroupField {
  id?: string | null
  blockType: 'formInputGroup' | 'formFieldGroup'
  label?: string | null
  fields?: readonly BuilderLeafField[] | null
}

export type BuilderField = BuilderLeafField | BuilderGroupField

/** What the browser needs of a definition (and nothing operators keep to themselves). */
export interface BuilderFormDefinition {
  formName: string
  formSlug: string
  formType: string
  formCollection?: string | null
  formTitle?: string | null
  formSubtitle?: string | null
  formButtonText?: string | null
  formNote?: string | null
  formLayerStyle?: string | null
  formConfirmMessage?: string | null
  formRedirect?: boolean | null
  formConfirm?: string | null
  formSource?: string | null
  formActivateLabel?: string | null
  formContactUrl?: string | null
  formExternalCta?: string | null
  confirmCard?: { cardHeadline?: string | null; cardCopy?: string | null } | null
  fields: BuilderField[]
}

export const isGroupField = (field: BuilderField): field is BuilderGroupField =>
  field.blockType === 'formInputGroup' || field.blockType === 'formFieldGroup'

/** Every field that holds a value, groups opened, in order. */
export function leafFields(fields: readonly BuilderField[] | null | undefined): BuilderLeafField[] {
  return (fields ?? []).flatMap((field) => (isGroupField(field) ? (field.fields ?? []) : [field]))
}

/** 'businessZip' and 'business_zip' read 'business zip' in a message. */
export function humanName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
}

export const isFeedbackForm = (definition: Pick<BuilderFormDefinition, 'formType'>) =>
  definition.formType.trim().toUpperCase() === FEEDBACK_FORM_TYPE

/** Required unless the operator cleared the flag (TEXT: only when flagged). */
const isRequired = (field: { required?: boolean | null }, byDefault: boolean) => field.required ?? byDefault

function rangeOf(field: BuilderLeafField & { blockType: 'formSlider' | 'formRater' }) {
  const defaults = field.blockType === 'formRater' ? RATER_DEFAULTS : SLIDER_DEFAULTS
  const min = field.min ?? defaults.min
  const max = field.max ?? defaults.max
  return max > min ? { min, max } : { min: defaults.min, max: defaults.max }
}

export function sliderRange(field: BuilderLeafField & { blockType: 'formSlider' }) {
  return { ...rangeOf(field), step: field.step && field.step > 0 ? field.step : SLIDER_DEFAULTS.step }
}
export function raterRange(field: BuilderLeafField & { blockType: 'formRater' }) {
  return rangeOf(field)
}

/** A number between min and max; a number's text (range inputs and radios give text) counts. */
function numberBetween(min: number, max: number) {
  const outOfRange = selectValueBetween(min, max)
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: BUILDER_MESSAGES.value })
      return z.NEVER
    }
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())
          ? Number(value)
          : Number.NaN
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: BUILDER_MESSAGES.value })
      return z.NEVER
    }
    if (number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: outOfRange })
      return z.NEVER
    }
    return number
  })
}

/** Blank text passes an optional field (and is sent as ''). */
function blankOr<T extends z.ZodType>(schema: T) {
  return z.union([z.literal(''), schema]).optional()
}

function inputSchema(field: BuilderLeafField & { blockType: 'formInput' }): z.ZodType {
  const message = enterYour(field.name)
  switch (field.inputType) {
    case 'TEL':
      return isRequired(field, true) ? phoneSchema : optionalPhoneSchema
    case 'EMAIL':
      return isRequired(field, true)
        ? emailSchema.max(254, { error: VALIDATION_MESSAGES.email })
        : z
            .string({ error: VALIDATION_MESSAGES.email })
            .trim()
            .max(254, { error: VALIDATION_MESSAGES.email })
            .refine((value) => value === '' || z.regexes.email.test(value), { error: VALIDATION_MESSAGES.email })
            .optional()
    case 'URL':
      return isRequired(field, true) ? websiteSchema : optionalWebsiteSchema
    case 'ZIPCODE': {
      const zip = z
        .string({ error: message })
        .trim()
        .regex(/^\d{5}$/, { error: message })
      return isRequired(field, true) ? zip : blankOr(zip)
    }
    default: {
      const text = z
        .string({ error: message })
        .trim()
        .max(TEXT_MAX, { error: `Please keep this under ${TEXT_MAX} characters.` })
      return isRequired(field, false) ? text.min(1, { error: message }) : text.optional()
    }
  }
}

function optionValuesOf(field: { options?: readonly BuilderOption[] | null }): string[] {
  return (field.options ?? []).map((option) => option.value)
}

/** The Zod schema of one value-holding field. */
export function fieldSchema(field: BuilderLeafField): z.ZodType {
  switch (field.blockType) {
    case 'formInput':
      return inputSchema(field)
    case 'formSelect': {
      const values = optionValuesOf(field)
      const choice = z
        .string({ error: BUILDER_MESSAGES.select })
        .refine((value) => values.includes(value), { error: BUILDER_MESSAGES.select })
      return isRequired(field, true) ? choice : blankOr(choice)
    }
    case 'formTextarea': {
      const message = enterYour(field.name)
      const text = z
        .string({ error: message })
        .trim()
        .max(TEXTAREA_MAX, { error: `Please keep this under ${TEXTAREA_MAX} characters.` })
      return isRequired(field, true) ? text.min(1, { error: message }) : text.optional()
    }
    case 'formSlider': {
      const { min, max } = sliderRange(field)
      return numberBetween(min, max)
    }
    case 'formRater': {
      const { min, max } = raterRange(field)
      return numberBetween(min, max)
    }
    case 'formCheckboxGroup': {
      const values = optionValuesOf(field)
      return z
        .array(z.string(), { error: BUILDER_MESSAGES.checkboxGroup })
        .min(1, { error: BUILDER_MESSAGES.checkboxGroup })
        .refine((picked) => picked.every((value) => values.includes(value)) && new Set(picked).size === picked.length, {
          error: BUILDER_MESSAGES.checkboxGroup,
        })
    }
  }
}

/**
 * The schema of a builder form's formData: each field by its name (groups only arrange them),
 * plus the pageSource spec 7 sends with it. Unknown keys are dropped, never stored.
 */
export function buildFormSchema(fields: readonly BuilderField[] | null | undefined) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of leafFields(fields)) shape[field.name] = fieldSchema(field)
  shape.pageSource = pageSourceSchema.optional()
  return z.object(shape)
}

/** The starting value of each field: what Reset returns to. */
export function builderEmptyValues(fields: readonly BuilderField[] | null | undefined): Record<string, unknown> {
  return Object.fromEntries(
    leafFields(fields).map((field) => {
      switch (field.blockType) {
        case 'formCheckboxGroup':
          return [field.name, []]
        case 'formSlider':
          return [field.name, String(sliderRange(field).min)]
        default:
          return [field.name, '']
      }
    }),
  )
}

/**
 * Problems with a definition an operator saved: names that are not identifiers or used twice,
 * choices without options. Null when the form can be shown.
 */
export function definitionProblem(fields: readonly BuilderField[] | null | undefined): string | null {
  const seen = new Set<string>()
  for (const field of leafFields(fields)) {
    if (!FIELD_NAME_PATTERN.test(field.name))
      return `Field name "${field.name}" must start with a letter and hold only letters, digits and underscores.`
    if (field.name === 'pageSource')
      return 'The field name "pageSource" is reserved: every submission carries its page source.'
    if (seen.has(field.name)) return `Two fields are named "${field.name}"; each needs its own name.`
    seen.add(field.name)
    if ((field.blockType === 'formSelect' || field.blockType === 'formCheckboxGroup') && !field.options?.length)
      return `"${field.label}" needs at least one option.`
  }
  return null
}

/**
 * POST /api/forms body of a builder form that is not a feedback form (spec 7: "formType = form
 * collection; formData is field values plus pageSource"). `form: 'builder'` and `formSlug` say
 * which definition validates it.
 */
export const builderEnvelopeSchema = z.object({
  form: z.literal('builder'),
  formType: z
    .string({ error: 'Unknown form type.' })
    .trim()
    .min(1, { error: 'Unknown form type.' })
    .max(100, { error: 'Unknown form type.' }),
  formSlug: z
    .string({ error: 'The form slug is not valid.' })
    .trim()
    .min(1, { error: 'The form slug is not valid.' })
    .max(200, { error: 'The form slug is not valid.' })
    .regex(/^[\w-]+$/, { error: 'The form slug is not valid.' }),
  formData: z.record(z.string(), z.unknown(), { error: 'The form data is missing.' }),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
})

export const FORM_UNAVAILABLE_MESSAGE = 'This form is no longer available. Please reload the page.'

/** The formType a builder submission carries: the form's collection, or its slug. */
export const submissionTypeOf = (definition: Pick<BuilderFormDefinition, 'formCollection' | 'formSlug'>) =>
  definition.formCollection?.trim() || definition.formSlug

/** The pageSource a builder form sends: its form source, or its slug. */
export const pageSourceOf = (definition: Pick<BuilderFormDefinition, 'formSource' | 'formSlug'>) =>
  definition.formSource?.trim() || definition.formSlug
