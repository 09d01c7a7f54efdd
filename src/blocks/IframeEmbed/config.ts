import type { Block, TextFieldSingleValidation } from 'payload'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

import { isAllowedIframeSrc } from './allow-list'
import { IFRAME_OVERFLOWS, IFRAME_SCROLLBAR_WIDTHS, toCssLength } from './dimensions'

const sizeIsValid = (value: unknown) =>
  value == null || value === '' || toCssLength(String(value), '') !== '' || 'Use a size like 600, 600px or 100%.'

/**
 * An https address, and (on save) one whose host the site settings' allow-list names: visitors
 * were shown "This embed is not on the allowed list." for an address the admin had accepted.
 */
const validateEmbedAddress: TextFieldSingleValidation = async (value, { event, req }) => {
  if (!(typeof value === 'string' && /^https:\/\//i.test(value.trim()))) return 'The address must start with https://'
  if (event !== 'submit') return true
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  if (isAllowedIframeSrc(value, settings.iframeAllowList)) return true
  let host: string
  try {
    host = new URL(value.trim()).hostname
  } catch {
    return 'Enter a whole address, such as https://forms.example.com/apply.'
  }
  return `${host} is not on the iframe allow-list, so visitors would see an error instead of the embed. Add ${host} in Site settings, then save this page again.`
}

/**
 * An embedded page (a form, a map, a video) from a host on the site settings' iframe allow-list.
 * Sizes live in cardJson, as on the spec's base card.
 */
export const IframeEmbedBlock: Block = {
  slug: 'iframeEmbed',
  interfaceName: 'IframeEmbedBlock',
  labels: { singular: 'Embed (iframe)', plural: 'Embeds (iframe)' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    {
      name: 'embedTitle',
      label: 'Embed title',
      type: 'text',
      required: true,
      admin: { description: 'Names the embed for screen readers, for example "Spend Navigator questionnaire".' },
    },
    {
      name: 'cardJson',
      label: 'Embed',
      type: 'group',
      fields: [
        {
          name: 'iFrameSrc',
          label: 'Address',
          type: 'text',
          required: true,
          admin: {
            description: 'An https address whose host is on the iframe allow-list in Site settings.',
          },
          validate: validateEmbedAddress,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'height',
              type: 'text',
              defaultValue: '600px',
              validate: sizeIsValid,
            },
            { name: 'width', type: 'text', defaultValue: '100%', validate: sizeIsValid },
            {
              name: 'overflow',
              type: 'select',
              defaultValue: 'auto',
              options: IFRAME_OVERFLOWS.map((value) => ({ label: value, value })),
            },
            {
              name: 'scrollbarWidth',
              label: 'Scrollbar width',
              type: 'select',
              defaultValue: 'auto',
              options: IFRAME_SCROLLBAR_WIDTHS.map((value) => ({ label: value, value })),
            },
          ],
        },
      ],
    },
  ],
}
