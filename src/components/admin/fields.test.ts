import type { Block, Field, GlobalConfig } from 'payload'

import { pageBlocks } from '@/blocks/configs'
import { collections } from '@/collections'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'

import { JSON_TABLE_FIELD, PLAIN_CODE_FIELD } from './fields'

/** Every JSON and code field under these fields, with its path, through groups, rows, tabs, arrays and blocks. */
function codeFields(fields: readonly Field[], prefix: string): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const below = path ? `${path}.` : prefix
    if (field.type === 'json' || field.type === 'code') return [{ path, field }]
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        codeFields(tab.fields, 'name' in tab && tab.name ? `${below}${tab.name}.` : below),
      )
    if (field.type === 'blocks')
      return (field.blocks as Block[]).flatMap((block) => codeFields(block.fields, `${below}${block.slug}.`))
    if ('fields' in field && Array.isArray(field.fields)) return codeFields(field.fields, below)
    return []
  })
}

const globals: GlobalConfig[] = [Header, Footer, SiteSettings]
const everyCodeField = [
  ...collections.flatMap((collection) => codeFields(collection.fields, `${collection.slug}.`)),
  ...globals.flatMap((global) => codeFields(global.fields, `${global.slug}.`)),
  ...pageBlocks.flatMap((block) => codeFields(block.fields, `blocks.${block.slug}.`)),
]

describe('JSON and code fields in the admin', () => {
  it('are found (the walk reaches named tabs)', () => {
    expect(everyCodeField.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['form-submissions.data', 'pages.pageObject.formJson', 'dev-mailbox.html']),
    )
  })

  it('never fall back to Payload’s code editor, which loads Monaco from a CDN the policy refuses', () => {
    const leftToTheEditor = everyCodeField
      .filter(({ field }) => {
        const component = field.admin && 'components' in field.admin ? field.admin.components?.Field : undefined
        return component !== JSON_TABLE_FIELD && component !== PLAIN_CODE_FIELD
      })
      .map(({ path }) => path)
    expect(leftToTheEditor).toEqual([])
  })
})
