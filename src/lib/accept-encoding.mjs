/**
 * Which compressed copy to send, from a request's Accept-Encoding. Plain JavaScript because both
 * front doors use it: the static files' (scripts/lib/static-door.mjs, preloaded into the server
 * outside the app bundle) and the page cache's (src/lib/page-cache.ts, inside it).
 */

/**
 * The first of `offered` the client takes, or null: a coding it names with a quality above 0, or
 * one it does not name when it takes `*`. A quality of 0 refuses (RFC 9110, 12.5.3).
 * @param {string | null | undefined} acceptEncoding
 * @param {readonly string[]} [offered] the copies there are, the preferred first
 * @returns {string | null}
 */
export function chooseEncoding(acceptEncoding, offered = ['br', 'gzip']) {
  if (!acceptEncoding) return null
  /** @type {Map<string, number>} */
  const quality = new Map()
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='))
    const value = q ? Number(q.slice(2)) : 1
    quality.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  /** @param {string} name */
  const takes = (name) => (quality.get(name) ?? quality.get('*') ?? 0) > 0
  return offered.find(takes) ?? null
}
