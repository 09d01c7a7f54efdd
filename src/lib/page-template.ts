/**
 * Pages stored as templates (docs/decisions/017-page-templates.md). A page rendered for an
 * audience twice, with two different sets of stand-ins for the personal fields, that differs only
 * where each render shows its stand-ins word for word, shows those fields as they are and nothing
 * derived from them (no initials, no lengths, no domains: the stand-ins differ in all of those, so
 * a page using them would differ elsewhere too). It is cut at every stand-in, and an answer writes
 * the viewer's own value in each cut, escaped as the render would have escaped it:
 * - `html`: page text and attribute values, escaped as React escapes them;
 * - `payload`: Next's inline React payload (`self.__next_f.push([1,"…"])` scripts), where a
 *   value is a JSON string inside a row of JSON, itself a JSON string inside a script.
 * A stand-in anywhere else (another script, a style) makes the page personal: rendered per viewer.
 */

/** Where a cut is: the response's nonce (null), or a personal field and how it is written. */
export type Fill = null | { field: string; within: 'html' | 'payload' }

export interface Template {
  parts: string[]
  /** One per cut between two parts. */
  fills: Fill[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Next's inline payload script, as `createInlinedDataReadableStream` writes it. */
const PAYLOAD_SCRIPT = /^self\.__next_f\.push\(\[1,"/

/** Start and end of each script's and style's content, and whether it is Next's inline payload. */
function rawTextRanges(html: string): { start: number; end: number; payload: boolean }[] {
  const ranges: { start: number; end: number; payload: boolean }[] = []
  const opening = /<(script|style)\b[^>]*>/gi
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const start = match.index + match[0].length
    const closing = new RegExp(`</${match[1]}`, 'gi')
    closing.lastIndex = start
    const end = closing.exec(html)?.index ?? html.length
    ranges.push({ start, end, payload: match[1].toLowerCase() === 'script' && PAYLOAD_SCRIPT.test(html.slice(start, start + 24)) })
    opening.lastIndex = end
  }
  return ranges
}

/**
 * The HTML cut at the nonce placeholder and at every stand-in, or null when a stand-in is where
 * no value can be written safely.
 */
export function templateOf(html: string, placeholder: string, standIns: Map<string, string>): Template | null {
  const markers = new Map<string, string | null>([[placeholder, null]])
  for (const [field, value] of standIns) markers.set(value, field)
  // Longest first, so no marker is found inside a longer one.
  const pattern = new RegExp(
    [...markers.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  )
  const ranges = rawTextRanges(html)
  const parts: string[] = []
  const fills: Fill[] = []
  let from = 0
  for (const match of html.matchAll(pattern)) {
    const field = markers.get(match[0])!
    let fill: Fill = null
    if (field !== null) {
      const range = ranges.find(({ start, end }) => match.index >= start && match.index < end)
      if (range && !range.payload) return null
      fill = { field, within: range ? 'payload' : 'html' }
    }
    parts.push(html.slice(from, match.index))
    fills.push(fill)
    from = match.index + match[0].length
  }
  parts.push(html.slice(from))
  return { parts, fills }
}

export function sameTemplate(a: Template, b: Template): boolean {
  return (
    a.parts.length === b.parts.length &&
    a.parts.every((part, index) => part === b.parts[index]) &&
    a.fills.every((fill, index) => JSON.stringify(fill) === JSON.stringify(b.fills[index]))
  )
}

/**
 * Whether a viewer's value may be written into a template. The stand-ins are non-empty strings of
 * 90 characters without surrounding spaces (src/lib/page-audience.ts); a value unlike them
 * in a way a page might test (empty, blank at either end, longer than 80 characters, a control
 * character, or a leading `$`, which React's payload escapes) gets a render of its own instead. Both stand-ins for an id are letters and digits, which a page
 * could put in an address unencoded, so an id must be letters, digits, `-` and `_` too.
 */
export function isWritableValue(field: string, value: string | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 80 || value.trim() !== value) return false
  if (/id$/i.test(field) && !/^[\w-]+$/.test(value)) return false
  return !value.startsWith('$') && !/[\u0000-\u001f\u007f]/.test(value)
}

const HTML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }
const SCRIPT_ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** A value as the page shows it at a cut of this kind. */
export function writeValue(value: string, within: 'html' | 'payload'): string {
  if (within === 'html') return value.replace(/["&'<>]/g, (character) => HTML_ESCAPES[character])
  // Inside the row's JSON string, then inside the script's JSON string, then escaped for HTML.
  const inRow = JSON.stringify(value).slice(1, -1)
  return JSON.stringify(inRow)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character])
}
