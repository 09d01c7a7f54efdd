import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { validateAbsoluteHttpUrl, validateOperatorUrl } from '@/lib/url-scheme'

/** Payload's own text checks (required, length), then the allowed URL schemes (src/lib/url-scheme.ts). */
export const operatorUrl: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  return validateOperatorUrl(value)
}

/** Payload's own text checks, then an absolute http(s) address (src/lib/url-scheme.ts). */
export const absoluteHttpUrl: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  return validateAbsoluteHttpUrl(value)
}
