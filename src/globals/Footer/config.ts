import type { GlobalConfig } from 'payload'

import { anyone, isOperator } from '@/access'
import { revalidateGlobal } from '@/server/revalidate'
import { operatorUrl } from '@/fields/url-validation'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Navigation' },
  access: { read: anyone, update: isOperator },
  fields: [
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'tagline', type: 'textarea' },
    {
      name: 'linkGroups',
      type: 'array',
      interfaceName: 'FooterLinkGroups',
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'navLinkLabel', label: 'Label', type: 'text', required: true },
                { name: 'navLinkUrl', label: 'URL', type: 'text', required: true, validate: operatorUrl },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'isExternal', type: 'checkbox', defaultValue: false },
                {
                  name: 'navLinkSize',
                  type: 'select',
                  defaultValue: 'md',
                  options: [
                    { label: 'Small', value: 'sm' },
                    { label: 'Medium', value: 'md' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    { name: 'copyright', type: 'text', required: true, defaultValue: '© 2024 Entrepreneurs Alliance. All rights reserved.' },
  ],
  hooks: { afterChange: [revalidateGlobal('footer')] },
}
