import type { FieldAffectingData, SanitizedConfig, TextFieldSingleValidation } from 'payload'

import { validateOperatorUrl } from '@/lib/url-scheme'

/**
 * The fields of the rich-text link drawer (Payload's link feature), with its typed address held to
 * the schemes operators' other addresses allow (src/lib/url-scheme.ts): Payload's own check only
 * refuses spaces, so `javascript:` would be stored. Internal links have no address to check.
 */
export function richTextLinkFields({
  defaultFields,
}: {
  config: SanitizedConfig
  defaultFields: FieldAffectingData[]
}): FieldAffectingData[] {
  return defaultFields.map((field) => {
    if (field.type !== 'text' || field.name !== 'url' || field.hasMany) return field
    const payloadCheck = field.validate as TextFieldSingleValidation | undefined
    const validate: TextFieldSingleValidation = (value, options) => {
      const base: unknown = payloadCheck?.(value, options)
      if (typeof base === 'string') return base
      if ((options.siblingData as { linkType?: unknown } | undefined)?.linkType === 'internal') return true
      return validateOperatorUrl(value)
    }
    return { ...field, validate }
  })
}
