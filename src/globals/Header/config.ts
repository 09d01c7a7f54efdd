import type { Field, GlobalConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { revalidateGlobal } from '@/server/revalidate'
import { operatorUrl } from '@/fields/url-validation'

export const NAV_VISIBILITY = [
  { label: 'Always', value: 'ALWAYS' },
  { label: 'Only when logged out', value: 'LOGGED_OUT' },
  { label: 'Only when logged in', value: 'LOGGED_IN' },
] as const

const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      { name: 'url', type: 'text', required: true, validate: operatorUrl },
      {
        name: 'isExternal',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Opens in a new tab.' },
      },
    ],
  },
]

export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header navigation',
  admin: { group: 'Navigation' },
  access: { read: anyone, update: isOperator },
  fields: [
    {
      name: 'navItems',
      label: 'Links',
      labels: { singular: 'Link', plural: 'Links' },
      type: 'array',
      interfaceName: 'HeaderNavItems',
      admin: { initCollapsed: true },
      fields: [
        ...linkFields,
        { name: 'visibility', type: 'select', required: true, defaultValue: 'ALWAYS', options: [...NAV_VISIBILITY] },
        { name: 'isHighlighted', type: 'checkbox', defaultValue: false, admin: { description: 'Shown as a button.' } },
        {
          name: 'children',
          label: 'Menu items',
          type: 'array',
          admin: { description: 'With items here, this entry opens a menu; its own URL is its overview page.' },
          fields: linkFields,
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal('header')] },
}
