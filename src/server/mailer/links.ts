/** The http(s) links of a message, in order of appearance, each once. Pure. */
const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

export function extractLinks({ html, text }: { html?: string | null; text?: string | null }): string[] {
  const found: string[] = []
  for (const match of (html ?? '').matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    found.push(decodeEntities(match[1] ?? match[2] ?? ''))
  }
  for (const match of (text ?? '').matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) {
    // A sentence's full stop is not part of the link.
    found.push(match[0].replace(/[.,;:!?]+$/, ''))
  }
  return Array.from(new Set(found.map((link) => link.trim()).filter((link) => /^https?:\/\//i.test(link))))
}
