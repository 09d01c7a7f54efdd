/**
 * Builds Lexical editor state (the JSON Payload stores for rich text) from plain structures.
 * Used by the seed and the test factories so content is written the way the editor writes it.
 */
type TextFormat = 'bold' | 'italic'
/** `link`: a typed address; `doc`: a document's page (an internal link, its id or the document itself). */
export type InlineSpec =
  | string
  | { text: string; format?: TextFormat }
  | { link: string; text: string; newTab?: boolean }
  | { doc: { relationTo: string; value: unknown }; text: string; newTab?: boolean }
export type BlockSpec =
  | string
  | { heading: string; tag?: 'h2' | 'h3' | 'h4' }
  | { list: InlineSpec[][] | string[]; ordered?: boolean }
  | { paragraph: InlineSpec[] }

const FORMAT_BITS: Record<TextFormat, number> = { bold: 1, italic: 2 }

function textNode(text: string, format = 0) {
  return { type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' }
}

function inline(spec: InlineSpec): Record<string, unknown> {
  if (typeof spec === 'string') return textNode(spec)
  if ('link' in spec || 'doc' in spec) {
    return {
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields:
        'doc' in spec
          ? { linkType: 'internal', doc: spec.doc, newTab: Boolean(spec.newTab) }
          : { linkType: 'custom', url: spec.link, newTab: Boolean(spec.newTab) },
      children: [textNode(spec.text)],
    }
  }
  return textNode(spec.text, spec.format ? FORMAT_BITS[spec.format] : 0)
}

function element(type: string, children: unknown[], extra: Record<string, unknown> = {}): LexicalNode {
  return { type, version: 1, direction: 'ltr', format: '', indent: 0, children, ...extra }
}

function block(spec: BlockSpec): LexicalNode {
  if (typeof spec === 'string') return element('paragraph', [textNode(spec)], { textFormat: 0, textStyle: '' })
  if ('heading' in spec) return element('heading', [textNode(spec.heading)], { tag: spec.tag ?? 'h2' })
  if ('paragraph' in spec) return element('paragraph', spec.paragraph.map(inline), { textFormat: 0, textStyle: '' })
  const ordered = Boolean(spec.ordered)
  return element(
    'list',
    spec.list.map((item, index) =>
      element('listitem', (Array.isArray(item) ? item : [item]).map(inline), { value: index + 1 }),
    ),
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
  )
}

type LexicalNode = { type: string; version: number; [key: string]: unknown }

export interface LexicalState {
  root: { type: 'root'; children: LexicalNode[]; direction: 'ltr'; format: ''; indent: number; version: number }
  [key: string]: unknown
}

export function richText(...blocks: BlockSpec[]): LexicalState {
  return { root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children: blocks.map(block) } }
}

/** Plain text of a Lexical state, for descriptions and accessible names. */
export function plainText(state: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const record = node as { text?: unknown; children?: unknown[]; root?: unknown }
    if (typeof record.text === 'string') parts.push(record.text)
    if (record.root) walk(record.root)
    if (Array.isArray(record.children)) {
      record.children.forEach(walk)
      if (record.children.length) parts.push(' ')
    }
  }
  walk(state)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
