/**
 * Which iframe sources may render. Operators keep a list of hostnames in the site settings
 * (iframeAllowList); a source renders only when it is https and its host is on the list
 * exactly or is a subdomain of a listed host. Pure, so the check is the same on server and client.
 */

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/**
 * The bare hostname of an allow-list entry, lower-cased: tolerates an operator pasting
 * 'https://forms.example.com/path', '*.example.com' or 'example.com.'. Null when unusable.
 */
export function normalizeAllowListEntry(entry: string | null | undefined): string | null {
  let value = (entry ?? '').trim().toLowerCase()
  if (value === '') return null
  if (value.includes('://')) {
    try {
      value = new URL(value).hostname
    } catch {
      return null
    }
  }
  value = value.replace(/^\*?\./, '').replace(/\.$/, '')
  return HOSTNAME.test(value) ? value : null
}

/** For the site settings field: every entry must be a hostname like forms.example.com. */
export function isValidAllowListEntry(entry: string | null | undefined): boolean {
  return normalizeAllowListEntry(entry) !== null
}

/**
 * True when `src` is an https URL without credentials whose host equals an allow-list entry
 * or ends with '.' + entry. 'evil-example.com' does not match 'example.com'.
 */
export function isAllowedIframeSrc(
  src: string | null | undefined,
  allowList: readonly (string | null | undefined)[] | null | undefined,
): boolean {
  if (!src || !allowList?.length) return false
  let url: URL
  try {
    url = new URL(src.trim())
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  return allowList.some((entry) => {
    const allowed = normalizeAllowListEntry(entry)
    return allowed !== null && (host === allowed || host.endsWith(`.${allowed}`))
  })
}
