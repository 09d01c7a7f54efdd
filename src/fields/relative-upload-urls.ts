import type { CollectionAfterReadHook } from 'payload'

/**
 * An upload's own address without the site's origin ('/cms-api/media/file/logo.png'). Payload
 * writes SITE_URL's origin into `url`, `thumbnailURL` and each size's `url`. An operator whose admin is
 * open at another name of the same server (127.0.0.1 against localhost, a staging name) then got
 * file links their session cookie does not reach ("You are not allowed to perform this action")
 * and thumbnails the admin's image policy refuses. A path works at every name; the site's pages
 * and metadata already resolve paths against SITE_URL. Addresses of other sites are left alone.
 */
export function relativeUploadUrls(serverUrl: string): CollectionAfterReadHook {
  const origin = new URL(serverUrl).origin
  const strip = (value: unknown) =>
    typeof value === 'string' && value.startsWith(`${origin}/`) ? value.slice(origin.length) : value
  return ({ doc }) => {
    if (!doc || typeof doc !== 'object') return doc
    const next = { ...doc, url: strip(doc.url), thumbnailURL: strip(doc.thumbnailURL) }
    if (doc.sizes && typeof doc.sizes === 'object') {
      next.sizes = Object.fromEntries(
        Object.entries(doc.sizes as Record<string, unknown>).map(([name, size]) => [
          name,
          size && typeof size === 'object' ? { ...size, url: strip((size as { url?: unknown }).url) } : size,
        ]),
      )
    }
    return next
  }
}
