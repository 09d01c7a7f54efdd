/** What may stand between a page's own title and the site's name: `Disclaimer | EA Collective`. */
const SEPARATORS = new Set(['|', '-', '–', '—', ':', '·'])

/**
 * A CMS page's title for Next's metadata (its SEO title, or its name). The layouts add the site's
 * name through their title template (`%s | EA Collective`, `%s | My Dashboard` in the dashboard).
 * An SEO title that already ends with the site's name, as an operator writing one for search
 * results tends to (and as the seeded pages do), would show it twice in the browser's tab, in
 * search results and in what a screen reader announces: that ending is left to the template.
 * A title that is only the site's name is shown as it is.
 */
export function pageTitle(title: string, siteName: string): string | { absolute: string } {
  const trimmed = title.trim()
  if (trimmed.toLowerCase() === siteName.toLowerCase()) return { absolute: trimmed }
  if (!trimmed.toLowerCase().endsWith(siteName.toLowerCase())) return trimmed
  const before = trimmed.slice(0, -siteName.length).trimEnd()
  if (!SEPARATORS.has(before.at(-1) ?? '')) return trimmed
  return before.slice(0, -1).trimEnd() || { absolute: trimmed }
}

/**
 * The metadata of a page that answers 404 (`notFound()`): the not-found files' `metadata` goes into
 * the HTML head, but the metadata Next streams after it is the page's own, so each page with an
 * address that can miss returns this too. The tab and a screen reader then say "Page not found"
 * instead of only the site's name, before and after the page's script runs.
 */
export const NOT_FOUND_METADATA = { title: 'Page not found' } as const
