import type { Block, Field } from 'payload'

import { FIELD_NAME_PATTERN, INPUT_TYPES, RATER_DEFAULTS, SLIDER_DEFAULTS } from '@/features/forms/builder'

/**
 * The field types of spec 3's form definition (FormInput, FormSelect, FormTextarea, FormSlider,
 * FormRater, FormCheckboxGroup, and the containers FormInputGroup and FormFieldGroup). The
 * browser renders and validates them with src/features/forms/builder.ts.
 */

const nameField: Field = {
  name: 'name',
  type: 'text',
  required: true,
  admin: { description: 'Key of the answer in submissions, e.g. businessZip. Letters, digits and underscores.' },
  validate: (value: string | null | undefined) =>
    (typeof value === 'string' && FIELD_NAME_PATTERN.test(value)) || 'Start with a letter; use letters, digits and underscores only.',
}
const labelField: Field = { name: 'label', type: 'text', required: true }
const placeholderField: Field = { name: 'placeholder', type: 'text' }
const widthField: Field = {
  name: 'width',
  type: 'select',
  defaultValue: 'full',
  options: [
    { label: 'Full width', value: 'full' },
    { label: 'Half width (from tablet)', value: 'half' },
  ],
}
function requiredField(defaultValue: boolean): Field {
  return { name: 'required', label: 'Answer required', type: 'checkbox', defaultValue }
}
const optionsField: Field = {
  name: 'options',
  type: 'array',
  required: true,
  minRows: 1,
  labels: { singular: 'Option', plural: 'Options' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'value', type: 'text', required: true, admin: { description: 'Stored with the answer.' } },
      ],
    },
  ],
}

const row = (fields: Field[]): Field => ({ type: 'row', fields })

export const FormInputBlock: Block = {
  slug: 'formInput',
  labels: { singular: 'Input', plural: 'Inputs' },
  fields: [
    row([nameField, labelField]),
    row([
      {
        name: 'inputType',
        label: 'Type',
        type: 'select',
        required: true,
        defaultValue: 'TEXT',
        options: INPUT_TYPES.map((value) => ({ label: value, value })),
        admin: { description: 'TEL: 10 digits; EMAIL; URL: a website; ZIPCODE: 5 digits; TEXT: free text.' },
      },
      placeholderField,
    ]),
    row([widthField, { ...requiredField(true), admin: { description: 'TEXT inputs are optional unless this is ticked.' } } as Field]),
  ],
}

export const FormSelectBlock: Block = {
  slug: 'formSelect',
  labels: { singular: 'Select', plural: 'Selects' },
  fields: [row([nameField, labelField]), row([placeholderField, widthField, requiredField(true)]), optionsField],
}

export const FormTextareaBlock: Block = {
  slug: 'formTextarea',
  labels: { singular: 'Text area', plural: 'Text areas' },
  fields: [row([nameField, labelField]), row([placeholderField, widthField, requiredField(true)])],
}

export const FormSliderBlock: Block = {
  slug: 'formSlider',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [
    row([nameField, labelField]),
    row([
      { name: 'min', type: 'number', defaultValue: SLIDER_DEFAULTS.min },
      { name: 'max', type: 'number', defaultValue: SLIDER_DEFAULTS.max },
      { name: 'step', type: 'number', defaultValue: SLIDER_DEFAULTS.step, min: 0.01 },
      widthField,
    ]),
  ],
}

export const FormRaterBlock: Block = {
  slug: 'formRater',
  labels: { singular: 'Rater', plural: 'Raters' },
  fields: [
    row([nameField, labelField]),
    row([
      { name: 'min', type: 'number', defaultValue: RATER_DEFAULTS.min, min: 0, max: 10 },
      { name: 'max', type: 'number', defaultValue: RATER_DEFAULTS.max, min: 1, max: 10 },
      widthField,
    ]),
  ],
}

export const FormCheckboxGroupBlock: Block = {
  slug: 'formCheckboxGroup',
  labels: { singular: 'Checkbox group', plural: 'Checkbox groups' },
  fields: [row([nameField, labelField]), widthField, optionsField],
}

const leafBlocks = [FormInputBlock, FormSelectBlock, FormTextareaBlock, FormSliderBlock, FormRaterBlock, FormCheckboxGroupBlock]

/** Inputs side by side under one label (a name pair, an address line). */
export const FormInputGroupBlock: Block = {
  slug: 'formInputGroup',
  labels: { singular: 'Input group', plural: 'Input groups' },
  fields: [
    { name: 'label', type: 'text' },
    { name: 'fields', type: 'blocks', blocks: [FormInputBlock], minRows: 1 },
  ],
}

/** A titled section of fields of any kind. */
export const FormFieldGroupBlock: Block = {
  slug: 'formFieldGroup',
  labels: { singular: 'Field group', plural: 'Field groups' },
  fields: [
    { name: 'label', type: 'text' },
    { name: 'fields', type: 'blocks', blocks: leafBlocks, minRows: 1 },
  ],
}

export const formFieldBlocks: Block[] = [...leafBlocks, FormInputGroupBlock, FormFieldGroupBlock]
