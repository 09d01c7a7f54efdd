import type { GlobalConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { isValidAllowListEntry } from '@/blocks/IframeEmbed/allow-list'
import { DEFAULT_PARTNER } from '@/lib/types'
import { revalidateGlobal } from '@/server/revalidate'
import { absoluteHttpUrl } from '@/fields/url-validation'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Admin' },
  access: { read: anyone, update: isOperator },
  fields: [
    { name: 'productName', type: 'text', required: true, defaultValue: 'EA Collective' },
    { name: 'organizationName', type: 'text', required: true, defaultValue: 'Entrepreneurs Alliance' },
    {
      name: 'siteDescription',
      type: 'textarea',
      required: true,
      admin: {
        description:
          'What search results and link previews say of a page without a description of its own. Up to about 160 characters is shown.',
      },
    },
    { name: 'defaultPartner', type: 'text', required: true, defaultValue: DEFAULT_PARTNER },
    { name: 'helpCenterUrl', type: 'text', validate: absoluteHttpUrl, admin: { description: 'External help centre, opened in a new tab.' } },
    { name: 'discordUrl', type: 'text', validate: absoluteHttpUrl },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'iframeAllowList',
      label: 'Iframe allow-list',
      type: 'text',
      hasMany: true,
      admin: {
        description:
          'Hostnames whose pages embed blocks may show, such as forms.example.com. A host also allows its subdomains; only https addresses render.',
      },
      validate: (values: unknown) =>
        !Array.isArray(values) ||
        values.every((value) => isValidAllowListEntry(String(value))) ||
        'Enter hostnames only, such as forms.example.com.',
    },
  ],
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
}
