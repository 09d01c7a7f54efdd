import type { ArrayField, Block, Field } from 'payload'

import { humanLabel } from '@/features/forms/builder-fields'

import type { ArrayRowLabelProps, BlockRowLabelProps } from './row-label-text'

export const ARRAY_ROW_LABEL = '/components/admin/ArrayRowLabel.client#ArrayRowLabel'
export const BLOCK_ROW_LABEL = '/components/admin/BlockRowLabel.client#BlockRowLabel'

/**
 * An array's own choice of naming fields (`custom: { rowLabel }`): paths in its row ('perUserType.0.label'
 * reads a nested row's field), the first filled in, or all of them joined ("Dell account · 4471 · PENDING").
 */
export interface RowLabelChoice {
  fields: string[]
  isJoined?: boolean
}

/** Field types whose value can name a row. */
const NAMING_TYPES = new Set(['text', 'textarea', 'email', 'select'])

/** The fields of a row that can name it, in order, through rows and collapsibles (not nested groups or arrays). */
function namingFields(fields: readonly Field[]): { name: string; options?: Record<string, string> }[] {
  return fields.flatMap((field) => {
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) return namingFields(field.fields)
    if (!NAMING_TYPES.has(field.type) || !('name' in field) || field.name === 'id') return []
    if (field.type !== 'select') return [{ name: field.name }]
    const options = Object.fromEntries(
      field.options.map((option) =>
        typeof option === 'string'
          ? [option, option]
          : [option.value, typeof option.label === 'string' ? option.label : option.value],
      ),
    )
    return [{ name: field.name, options }]
  })
}

/** 'Menu items' reads 'Menu item 01' for a row with nothing filled in yet. */
function nounOf(field: ArrayField): string {
  const singular = field.labels?.singular
  if (typeof singular === 'string' && singular) return singular
  const plural = typeof field.label === 'string' && field.label ? field.label : humanLabel(field.name)
  return plural.replace(/(?<=[^s])s$/, '')
}

/** A block's headline says what it is better than its first text (an eyebrow such as "About us"). */
const byHeadlineFirst = <T extends { name: string }>(fields: T[]): T[] => [
  ...fields.filter((field) => /headline$/i.test(field.name)),
  ...fields.filter((field) => !/headline$/i.test(field.name)),
]

/**
 * A block's row label: its number and type, then its block name if an operator gave one, else its
 * headline or first filled-in text (Payload showed "Untitled" beside every block without a name). A custom
 * label replaces Payload's, block name input included; the name stays editable in the block's
 * own field list only when the block lists it, so the label reads it first.
 */
function labelBlock(block: Block, seen: WeakSet<object>): void {
  if (seen.has(block)) return
  seen.add(block)
  labelArrayRows(block.fields, seen)
  if (block.admin?.components?.Label) return
  const singular = block.labels?.singular
  const props: BlockRowLabelProps = {
    blockLabel: typeof singular === 'string' && singular ? singular : humanLabel(block.slug),
    fields: [{ name: 'blockName' }, ...byHeadlineFirst(namingFields(block.fields).filter((entry) => !entry.options))],
  }
  block.admin = {
    ...block.admin,
    components: { ...block.admin?.components, Label: { path: BLOCK_ROW_LABEL, clientProps: props } },
  }
}

/**
 * Gives every array field under `fields` (through tabs, groups, rows, arrays and blocks) a row
 * label that names each row by what it holds, unless it has a label component of its own:
 * Payload's default reads "Nav Item 01" for every row alike. A row is named by its first filled-in
 * text, else its first choice; an array's `custom.rowLabel` can name the fields instead.
 */
export function labelArrayRows(fields: Field[], seen = new WeakSet<object>()): Field[] {
  for (const field of fields) {
    if (seen.has(field)) continue
    seen.add(field)
    if (field.type === 'tabs') for (const tab of field.tabs) labelArrayRows(tab.fields, seen)
    else if (field.type === 'blocks') for (const block of field.blocks as Block[]) labelBlock(block, seen)
    else if ('fields' in field && Array.isArray(field.fields)) labelArrayRows(field.fields, seen)
    if (field.type !== 'array' || field.admin?.components?.RowLabel) continue
    const naming = namingFields(field.fields)
    const chosen = (field.custom as { rowLabel?: RowLabelChoice } | undefined)?.rowLabel
    const props: ArrayRowLabelProps = chosen
      ? {
          fields: chosen.fields.map((name) => naming.find((entry) => entry.name === name) ?? { name }),
          noun: nounOf(field),
          isJoined: chosen.isJoined,
        }
      : {
          fields: [...naming.filter((entry) => !entry.options), ...naming.filter((entry) => entry.options)],
          noun: nounOf(field),
        }
    if (props.fields.length === 0) continue
    field.admin = {
      ...field.admin,
      components: { ...field.admin?.components, RowLabel: { path: ARRAY_ROW_LABEL, clientProps: props } },
    }
  }
  return fields
}
