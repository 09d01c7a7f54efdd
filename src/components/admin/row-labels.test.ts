import type { ArrayField, Block, Field } from 'payload'

import { pageBlocks } from '@/blocks/configs'
import { collections } from '@/collections'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'

import { type ArrayRowLabelProps, type BlockRowLabelProps, blockRowTitle, rowLabelText } from './row-label-text'
import { ARRAY_ROW_LABEL, BLOCK_ROW_LABEL, labelArrayRows } from './row-labels'

/** Every array field under these fields, with its path, through tabs, groups, rows, arrays and blocks. */
function arrays(fields: readonly Field[], prefix: string): { path: string; field: ArrayField }[] {
  return fields.flatMap((field) => {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const below = path ? `${path}.` : prefix
    const own = field.type === 'array' ? [{ path, field }] : []
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => arrays(tab.fields, 'name' in tab && tab.name ? `${below}${tab.name}.` : below))
    if (field.type === 'blocks')
      return (field.blocks as Block[]).flatMap((block) => arrays(block.fields, `${below}${block.slug}.`))
    if ('fields' in field && Array.isArray(field.fields)) return [...own, ...arrays(field.fields, below)]
    return own
  })
}

const configured = [
  ...collections.flatMap((collection) => arrays(labelArrayRows(collection.fields), `${collection.slug}.`)),
  ...[Header, Footer, SiteSettings].flatMap((global) => arrays(labelArrayRows(global.fields), `${global.slug}.`)),
  ...pageBlocks.flatMap((block) => arrays(block.fields, `blocks.${block.slug}.`)),
]
const propsOf = (path: string) => {
  const found = configured.find((entry) => entry.path === path)
  expect(found, path).toBeDefined()
  const component = found!.field.admin?.components?.RowLabel as { path: string; clientProps: ArrayRowLabelProps }
  expect(component.path).toBe(ARRAY_ROW_LABEL)
  return component.clientProps
}

describe('array rows in the admin', () => {
  it('are all named by what they hold, not "Nav Item 01"', () => {
    expect(configured.length).toBeGreaterThan(20)
    const unnamed = configured.filter(({ field }) => {
      const component = field.admin?.components?.RowLabel as { path?: string } | undefined
      return component?.path !== ARRAY_ROW_LABEL
    })
    expect(unnamed.map(({ path }) => path)).toEqual([])
  })

  it('read the row’s first filled-in text, else its choice by label, else the noun and number', () => {
    const nav = propsOf('header.navItems')
    expect(rowLabelText(nav, { label: 'Vendors', url: '/vendors', visibility: 'ALWAYS' }, 0)).toBe('Vendors')
    expect(rowLabelText(nav, { label: '  ', url: '/vendors', visibility: 'ALWAYS' }, 0)).toBe('/vendors')
    expect(rowLabelText(nav, { visibility: 'LOGGED_IN' }, 0)).toBe('Only when logged in')
    expect(rowLabelText(propsOf('header.navItems.children'), {}, 2)).toBe('Menu item 03')
    expect(rowLabelText(propsOf('footer.linkGroups.links'), { navLinkLabel: 'Terms and Conditions' }, 0)).toBe(
      'Terms and Conditions',
    )
  })

  it('name a button by its first label, a per-user row by its user type and label, a vendor account by all it holds', () => {
    const button = propsOf('blocks.hero.buttons')
    expect(
      rowLabelText(button, { kind: 'internalLink', perUserType: [{ userType: 'ANON', label: 'Sign up free' }] }, 0),
    ).toBe('Sign up free')
    expect(rowLabelText(button, { kind: 'externalLink', perUserType: [] }, 0)).toBe('External link')
    expect(
      rowLabelText(propsOf('blocks.hero.buttons.perUserType'), { userType: 'GUEST', label: 'Upgrade to Plus' }, 0),
    ).toBe('GUEST · Upgrade to Plus')
    const vendor = propsOf('business-accounts.vendorAccounts')
    expect(
      rowLabelText(vendor, { key: 'DELL_ACCOUNT', vendorAccountNumber: '44718230', linkStatus: 'PENDING' }, 0),
    ).toBe('Dell account · 44718230 · PENDING')
    expect(
      rowLabelText(
        propsOf('resources.resourceFiles'),
        { url: 'https://files.example.org/a.pdf', fileName: 'cash-flow-template.xlsx' },
        0,
      ),
    ).toBe('cash-flow-template.xlsx')
  })

  it('name every page block by its block name or first text, after its type, not "Untitled"', () => {
    const unnamed = pageBlocks.filter(
      (block) => (block.admin?.components?.Label as { path?: string } | undefined)?.path !== BLOCK_ROW_LABEL,
    )
    expect(unnamed.map((block) => block.slug)).toEqual([])
    const hero = pageBlocks.find((block) => block.slug === 'hero')!
    const props = (hero.admin!.components!.Label as { clientProps: BlockRowLabelProps }).clientProps
    expect(props.blockLabel).toBe('Hero')
    expect(blockRowTitle(props, { headline: 'Small businesses are stronger together', layerStyle: 'brand' })).toBe(
      'Small businesses are stronger together',
    )
    expect(blockRowTitle(props, { blockName: 'Spring promo', headline: 'Save on paper' })).toBe('Spring promo')
    expect(blockRowTitle(props, { eyebrow: 'About us', headline: 'Stronger together' })).toBe('Stronger together')
    expect(blockRowTitle(props, { layerStyle: 'brand' })).toBeNull()
  })
})
