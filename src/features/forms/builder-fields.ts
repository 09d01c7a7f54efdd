/**
 * Builder forms' definitions and what a form needs of them before its schema: the spec's
 * messages, field types, ranges, empty values and the definition checks. Zod-free, so the builder
 * form draws and hydrates without Zod; `builder.ts` builds the schema on these and re-exports them.
 */

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

export const FIELD_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/

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

/** The same words as a label: 'businessZip' reads 'Business zip'. */
export function humanLabel(name: string): string {
  const words = humanName(name)
  return words ? words[0]!.toUpperCase() + words.slice(1) : name
}

export const isFeedbackForm = (definition: Pick<BuilderFormDefinition, 'formType'>) =>
  definition.formType.trim().toUpperCase() === FEEDBACK_FORM_TYPE

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

export const FORM_UNAVAILABLE_MESSAGE = 'This form is no longer available. Please reload the page.'

/** The formType a builder submission carries: the form's collection, or its slug. */
export const submissionTypeOf = (definition: Pick<BuilderFormDefinition, 'formCollection' | 'formSlug'>) =>
  definition.formCollection?.trim() || definition.formSlug

/** The pageSource a builder form sends: its form source, or its slug. */
export const pageSourceOf = (definition: Pick<BuilderFormDefinition, 'formSource' | 'formSlug'>) =>
  definition.formSource?.trim() || definition.formSlug
