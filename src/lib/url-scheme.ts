/**
 * Addresses operators type into the CMS (button destinations, navigation, calls to action) may be
 * a site path, an #anchor, a [action], or an absolute address with one of these schemes; never
 * javascript:, data: or anything else a browser would run or render.
 */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

export const URL_SCHEME_MESSAGE = 'Use a path (/...), an #anchor, a [action] or an http, https, mailto or tel address.'

/** The scheme a browser would see (it drops tabs, newlines and leading spaces), or null for none. */
function schemeOf(value: string): string | null {
   
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '')
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  return match ? match[1].toLowerCase() : null
}

export function isAllowedUrl(value: string): boolean {
  const scheme = schemeOf(value)
  if (scheme === null) return true
  return (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme)
}

/** Payload field validation: true, or the message to show. Empty values are left to `required`. */
export function validateOperatorUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return URL_SCHEME_MESSAGE
  return isAllowedUrl(value) ? true : URL_SCHEME_MESSAGE
}

export const ABSOLUTE_URL_MESSAGE = 'Enter a full address starting with https:// (or http://).'

/**
 * Payload field validation for an address on another site that a page links to as it is (the
 * help centre, Discord, a vendor portal): an absolute http(s) address, where `{placeholders}` the
 * site fills in (`{card}`, `{accountId}`) count as text. "help center" was saved, and became a
 * link to a path of our own site. Empty values are left to `required`.
 */
export function validateAbsoluteHttpUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return ABSOLUTE_URL_MESSAGE
  try {
    const url = new URL(value.trim().replace(/\{\w+\}/g, 'x'))
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? true : ABSOLUTE_URL_MESSAGE
  } catch {
    return ABSOLUTE_URL_MESSAGE
  }
}
