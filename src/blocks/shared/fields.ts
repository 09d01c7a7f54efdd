import type { ArrayField, Field, SelectField, TextField } from 'payload'

import { buttonsField } from '@/fields/buttons'

import { LAYER_STYLES, type LayerStyle } from './layer'

/** Background and text colours of a block or card (the spec's LayerStyle). */
export function layerStyleField(defaultValue: LayerStyle = 'white', name = 'layerStyle'): SelectField {
  return {
    name,
    label: 'Layer style',
    type: 'select',
    defaultValue,
    options: LAYER_STYLES.map(({ label, value }) => ({ label, value })),
  }
}

export function headlineField({ required = false }: { required?: boolean } = {}): TextField {
  return {
    name: 'headline',
    type: 'text',
    required,
    admin: { description: 'Shown as the page title (h1) when this is the first block of the page.' },
  }
}

export const subheadlineField: Field = { name: 'subheadline', type: 'text' }

export const noteField: Field = {
  name: 'note',
  type: 'text',
  admin: { description: 'Small print under the buttons.' },
}

export const mediaOrderField: Field = {
  name: 'mediaOrder',
  label: 'Media order',
  type: 'number',
  defaultValue: 0,
  min: 0,
  admin: { description: '0 puts the media first; above 0 puts it after the text from 672px wide.' },
}

const isPathOrUrl = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || /^(\/|https?:\/\/)/i.test(value.trim())

/** Where a link goes: a site path starting with '/' or a full http(s) address. */
export function hrefField(name: string, extra: Partial<TextField> = {}): TextField {
  return {
    name,
    type: 'text',
    validate: (value: unknown) =>
      isPathOrUrl(value) || 'Enter a path starting with / or an address starting with https://',
    ...extra,
  } as TextField
}

/** The optional feature navigation link shown beside a card slider's or grid's heading. */
export const featureLinkFields: Field = {
  type: 'collapsible',
  label: 'Feature navigation link',
  admin: { initCollapsed: true, description: 'Optional link shown beside the heading, such as "See all benefits".' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'featureLabel', label: 'Link label', type: 'text' },
        hrefField('featurePath', { label: 'Link path' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'featureText', label: 'Text before the link', type: 'text' },
        {
          name: 'featureToken',
          label: 'Tracking token',
          type: 'text',
          admin: { description: 'Sent with the click in tracking events.' },
        },
      ],
    },
  ],
}

/**
 * Inline base cards (spec section 3, "Base"), shared by the card slider and card grid blocks.
 * Table names are shortened so nested button tables stay under Postgres's 63-character limit.
 */
export function baseCardsField(overrides: Partial<Pick<ArrayField, 'minRows' | 'maxRows'>> = {}): ArrayField {
  return {
    name: 'cards',
    interfaceName: 'InlineBaseCards',
    type: 'array',
    minRows: 1,
    required: true,
    admin: { initCollapsed: true },
    fields: [
      { name: 'cardHeadline', label: 'Headline', type: 'text', required: true },
      { name: 'cardSubheadline', label: 'Subheadline', type: 'text' },
      { name: 'cardMedia', label: 'Media', type: 'upload', relationTo: 'media' },
      { name: 'cardRichText', label: 'Copy', type: 'richText' },
      // One button per card; a shorter table name than the shared '_btns' keeps nested names short.
      {
        ...buttonsField({ name: 'cardButton', label: 'Button', maxRows: 1 }),
        dbName: ({ tableName }) => `${tableName}_btn`,
      },
      { name: 'cardNote', label: 'Note', type: 'text' },
    ],
    ...overrides,
  }
}
