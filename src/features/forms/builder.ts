/**
 * Builder forms (spec 3 "Form definition", 5 "Builder forms by field type"): operators define a
 * form in the `forms` collection; this module turns its definition into the one Zod schema that
 * React Hook Form uses in the browser and POST /api/forms parses again. Pure, no server imports.
 * What the form needs before its schema (messages, field types, ranges, empty values) is in the
 * Zod-free `builder-fields.ts`, re-exported here, so the form can fetch this module on demand.
 */
import { z } from 'zod'

import { EMAIL_MAX_LENGTH } from '@/lib/constants'
import {
  VALIDATION_MESSAGES,
  emailSchema,
  optionalPhoneSchema,
  optionalWebsiteSchema,
  phoneSchema,
  websiteSchema,
} from '@/lib/validation'

import {
  type BuilderField,
  type BuilderLeafField,
  type BuilderOption,
  BUILDER_MESSAGES,
  enterYour,
  leafFields,
  raterRange,
  selectValueBetween,
  sliderRange,
} from './builder-fields'
import { HONEYPOT_FIELD, pageSourceSchema } from './schemas'

export * from './builder-fields'
export { activateEventType, DEFAULT_ACTIVATE_FORM_TYPE } from './activate'

const TEXT_MAX = 500
const TEXTAREA_MAX = 5000

/** Required unless the operator cleared the flag (TEXT: only when flagged). */
const isRequired = (field: { required?: boolean | null }, byDefault: boolean) => field.required ?? byDefault

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
        ? emailSchema
        : z
            .string({ error: VALIDATION_MESSAGES.email })
            .trim()
            .max(EMAIL_MAX_LENGTH, { error: VALIDATION_MESSAGES.email })
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
