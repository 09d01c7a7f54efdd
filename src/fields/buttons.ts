import type { ArrayField, Field } from 'payload'

import type { RowLabelChoice } from '@/components/admin/row-labels'
import { USER_TYPES } from '@/lib/types'
import { operatorUrl } from '@/fields/url-validation'

/** Kinds and options of the spec's Button (sections 2 and 3); one field group for every block. */
export const BUTTON_KINDS = [
  { label: 'Internal link', value: 'internalLink' },
  { label: 'External link', value: 'externalLink' },
  { label: 'Internal button', value: 'internalButton' },
  { label: 'External button', value: 'externalButton' },
  { label: 'Function button', value: 'functionButton' },
  { label: 'Feature button', value: 'featureButton' },
] as const

export const BUTTON_ICONS = [
  { label: 'Arrow forward', value: 'arrowForward' },
  { label: 'Arrow up', value: 'arrowUp' },
  { label: 'Arrow back', value: 'arrowBack' },
  { label: 'Custom', value: 'custom' },
] as const

export const BUTTON_VARIANTS = [
  { label: 'Primary', value: 'primary' },
  { label: 'Secondary', value: 'secondary' },
  { label: 'Outline', value: 'outline' },
  { label: 'Text', value: 'text' },
] as const

export const BUTTON_SLOTS = [
  { label: 'Pathway CTA', value: 'pathwayCta' },
  { label: 'Typeform', value: 'typeform' },
  { label: 'Member benefit A', value: 'memberBenefitBtnA' },
  { label: 'Member benefit B', value: 'memberBenefitBtnB' },
] as const

const userTypeOptions = USER_TYPES.map((value) => ({ label: value, value }))

const buttonFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'kind', type: 'select', required: true, defaultValue: 'internalLink', options: [...BUTTON_KINDS] },
      { name: 'variant', type: 'select', defaultValue: 'primary', options: [...BUTTON_VARIANTS] },
      { name: 'slot', type: 'select', options: [...BUTTON_SLOTS] },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'icon', type: 'select', options: [...BUTTON_ICONS] },
      {
        name: 'iconPlacement',
        type: 'select',
        defaultValue: 'RIGHT',
        options: [
          { label: 'Left', value: 'LEFT' },
          { label: 'Right', value: 'RIGHT' },
        ],
      },
      { name: 'isDisabled', type: 'checkbox', defaultValue: false },
    ],
  },
  {
    name: 'hideButtonIf',
    type: 'select',
    hasMany: true,
    options: userTypeOptions,
    admin: { description: 'Hide this button for visitors of these user types.' },
  },
  {
    name: 'perUserType',
    // Short table names keep Postgres identifiers under 63 characters inside nested blocks.
    dbName: ({ tableName }) => `${tableName}_put`,
    label: 'Label and destination per user type',
    type: 'array',
    custom: { rowLabel: { fields: ['userType', 'label'], isJoined: true } satisfies RowLabelChoice },
    minRows: 1,
    required: true,
    admin: {
      description:
        'GUEST is the fallback for any user type without its own row. A destination in square brackets, such as [sign-in], [onboard] or [download-pdf], runs that action instead of navigating.',
      initCollapsed: false,
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'userType', type: 'select', required: true, defaultValue: 'GUEST', options: userTypeOptions },
          { name: 'label', type: 'text', required: true },
          {
            name: 'href',
            type: 'text',
            required: true,
            validate: operatorUrl,
            admin: { description: 'Path, URL, #anchor or [action]' },
          },
        ],
      },
      { name: 'info', type: 'text', admin: { description: 'Short note shown under the button.' } },
    ],
  },
]

export function buttonsField(overrides: Partial<Pick<ArrayField, 'name' | 'label' | 'maxRows'>> = {}): ArrayField {
  return {
    name: 'buttons',
    dbName: ({ tableName }) => `${tableName}_btns`,
    type: 'array',
    maxRows: 4,
    interfaceName: 'ButtonConfigs',
    admin: { initCollapsed: true },
    // A button is named by its first label ("Sign up free"), else its kind.
    custom: { rowLabel: { fields: ['perUserType.0.label', 'kind'] } satisfies RowLabelChoice },
    fields: buttonFields,
    ...overrides,
  }
}
