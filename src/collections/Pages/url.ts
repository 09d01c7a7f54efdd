/**
 * Path segments are lower-case, slash-trimmed and free of spaces: `/Community/ ` → `community`;
 * `Hello World!!` → `hello-world` (no dash left at either end of a part, nor two in a row).
 */
export function normalizePathSegment(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9\-/_]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/(^|\/)-+|-+(?=\/|$)/g, '$1')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
}

/** A page lives at /{pagePath}/{slug}; top-level pages at /{slug}. */
export function buildPageUrl(pagePath: unknown, slug: unknown): string {
  const parts = [normalizePathSegment(pagePath), normalizePathSegment(slug)].filter(Boolean)
  return `/${parts.join('/')}`
}

/** The address search engines and shares should use for a page: the home page (`/home`) is `/`. */
export function canonicalPageUrl(pageUrl: string): string {
  return pageUrl === '/home' ? '/' : pageUrl
}

/**
 * True for an address of spec 2's confirmation pseudo-routes, where a form sends the visitor after
 * sending it ({pageSource}-confirmation, -details, -confirm, {pageSource}/confirm and formConfirm's
 * default): whatever
 * type an operator gave the page, it is a step of a form, not a page to find from a search.
 */
export function isConfirmationAddress(pageUrl: string): boolean {
  const last = pageUrl.replace(/\/+$/, '').split('/').pop() ?? ''
  // formConfirm's default (spec 2) is the last of the pseudo-routes: lead-form-simple-download.
  return last === 'confirm' || last === 'lead-form-simple-download' || /-(confirmation|details|confirm)$/.test(last)
}

/** The preview route turns on draft mode for a signed-in operator, then shows the page. */
export function previewUrl(pageUrl: string): string {
  return `/api/preview?${new URLSearchParams({ url: pageUrl })}`
}

/**
 * The page address for a route's path segments (under `prefix`), or null when a segment is not
 * valid percent-encoding: a mistyped address is a missing page, never a server error.
 */
export function urlFromSegments(segments: readonly string[], prefix = ''): string | null {
  try {
    return `${prefix}/${segments.map((part) => decodeURIComponent(part).toLowerCase()).join('/')}`
  } catch {
    return null
  }
}
