/** Path segments are lower-case, slash-trimmed and free of spaces: `/Community/ ` → `community`. */
export function normalizePathSegment(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9\-/_]/g, '')
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
