/**
 * PostgreSQL cannot store the null character (U+0000) in text or jsonb, nor in jsonb half of a
 * UTF-16 surrogate pair (JSON's "\ud800" alone): a value holding one makes the statement fail, and
 * the request would be answered 500. People never type them; they come from pasted text or a
 * crafted request. So requests carrying one are refused up front, with a message, before anything
 * is written: in an address (src/proxy.ts), a JSON body (src/server/request-body.ts) and an
 * account action (the auth service's before hook).
 */
export const UNSTORABLE_CHARACTER_MESSAGE =
  'The form contains an invisible character that cannot be saved. Retype the text you pasted and try again.'

const NULL = '\u0000'
/** A null character, or a high surrogate not followed by a low one, or a low one not after a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** A string without a null character or a lone surrogate, for schemas that name the field holding one (/api/track). */
export const STORABLE_TEXT = /^(?:[^\u0000\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/

/** True when a string, or any key or string inside an array or object, holds a null character or a lone surrogate. */
export function containsUnstorableCharacter(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const current = pending.pop()
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return true
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item)
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return true
        pending.push(item)
      }
    }
  }
  return false
}

/**
 * False when a URL's path is not valid percent-encoding, or its decoded path or a query parameter
 * holds a null character: an address no page can be looked up by.
 */
export function isReadableAddress(url: URL): boolean {
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return false
  }
  if (path.includes(NULL)) return false
  for (const [key, value] of url.searchParams) if (key.includes(NULL) || value.includes(NULL)) return false
  return true
}
