/**
 * Where a link that an operator writes in rich text goes.
 *
 * Payload's link feature stores either a typed address (`linkType: 'custom'`, `url`) or a document
 * (`linkType: 'internal'`, `doc: { relationTo, value }`). Payload cannot know a document's address
 * on the site, and its default converter renders an internal link as `#` (and logs an error), so
 * each collection an operator may link to is mapped here with the same rules as its cards
 * (src/lib/links.ts). The editor offers only these collections (src/payload.config.ts), so a link
 * to a member record or a form submission cannot be made.
 *
 * A typed address passes the rule operators' other addresses follow (src/lib/url-scheme.ts):
 * `javascript:` and the like are never rendered, whatever was stored before that rule existed.
 * Pure and framework-free; rendered by src/components/RichText.tsx.
 */
import { buildPageUrl } from '@/collections/Pages/url'
import { benefitHref, eventHref, guideHref, readHref, resourceHref, vendorHref, type PageRef } from '@/lib/links'
import { isAllowedUrl } from '@/lib/url-scheme'

/** The collections whose documents rich text can link to or show: each has a page on the site. */
export const RICH_TEXT_LINK_COLLECTIONS = [
  'pages',
  'reads',
  'events',
  'resources',
  'guides',
  'benefits',
  'vendors',
] as const

/** The collections rich text can show images and files from. */
export const RICH_TEXT_UPLOAD_COLLECTIONS = ['media'] as const

/** Every collection whose documents rich text can name (links, placed documents, images). */
export const RICH_TEXT_REFERENCED_COLLECTIONS: readonly string[] = [
  ...RICH_TEXT_LINK_COLLECTIONS,
  ...RICH_TEXT_UPLOAD_COLLECTIONS,
]

type LinkCollection = (typeof RICH_TEXT_LINK_COLLECTIONS)[number]
type Doc = Record<string, unknown>

/** The fields of a Lexical link node as stored (every one may be missing in older content). */
export interface RichTextLinkFields {
  linkType?: string | null
  url?: string | null
  newTab?: boolean | null
  doc?: { relationTo?: string; value?: unknown } | null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

const pageRefs = (value: unknown): PageRef[] =>
  Array.isArray(value) ? value.filter((page): page is PageRef => Boolean(page) && typeof page === 'object') : []

const DOCUMENT_HREF: Record<LinkCollection, (doc: Doc) => string | null> = {
  pages: (doc) => text(doc.url) ?? (text(doc.slug) ? buildPageUrl(doc.pagePath, doc.slug) : null),
  reads: (doc) => (text(doc.slug) ? readHref(text(doc.slug)) : null),
  events: (doc) => (text(doc.eventSlug) ? eventHref(text(doc.eventSlug)) : null),
  resources: (doc) => (text(doc.resourceSlug) ? resourceHref(text(doc.resourceSlug)) : null),
  guides: (doc) => (text(doc.guideSlug) ? guideHref(text(doc.guideSlug)) : null),
  benefits: (doc) => (text(doc.benefitSlug) ? benefitHref({ benefitSlug: text(doc.benefitSlug) }) : null),
  // The vendor's own page (its "Vendor page address"), else its first connected page if populated.
  vendors: (doc) =>
    text(doc.vendorSlug)
      ? vendorHref(
          {
            vendorSlug: text(doc.vendorSlug),
            connectedPages: pageRefs(doc.connectedPages),
            inPage: pageRefs(doc.inPage),
            eaVendorPage: text(doc.eaVendorPage),
          },
          'clickable',
        )
      : null,
}

function isLinkCollection(slug: unknown): slug is LinkCollection {
  return typeof slug === 'string' && (RICH_TEXT_LINK_COLLECTIONS as readonly string[]).includes(slug)
}

/** The page of a document that rich text links to or shows, or null (see richTextLinkHref). */
export function documentHref(relationTo: unknown, value: unknown): string | null {
  if (!isLinkCollection(relationTo) || !value || typeof value !== 'object') return null
  return DOCUMENT_HREF[relationTo](value as Doc)
}

const DOCUMENT_TITLE: Record<LinkCollection, (doc: Doc) => unknown> = {
  pages: (doc) => text((doc.meta as Doc | undefined)?.title) ?? doc.pageName,
  reads: (doc) => doc.readCardTitle,
  events: (doc) => doc.eventTitle,
  resources: (doc) => doc.resourceCardTitle,
  guides: (doc) => doc.guideCardTitle,
  benefits: (doc) => doc.benefitPartnerName,
  vendors: (doc) => doc.vendorHeadline,
}

/** The title a document is shown by when rich text shows it (a relationship), or null. */
export function documentTitle(relationTo: unknown, value: unknown): string | null {
  if (!isLinkCollection(relationTo) || !value || typeof value !== 'object') return null
  return text(DOCUMENT_TITLE[relationTo](value as Doc))
}

/**
 * The address a rich-text link opens, or null when it has none to open: a document that is not
 * published or not readable (Payload then leaves its id unpopulated), a collection without pages,
 * an empty address or one with a scheme the site never renders. The text is then shown without a
 * link rather than as a link to nowhere.
 */
export function richTextLinkHref(fields: RichTextLinkFields | null | undefined): string | null {
  if (!fields) return null
  if (fields.linkType === 'internal') return documentHref(fields.doc?.relationTo, fields.doc?.value)
  const url = text(fields.url)?.trim() ?? null
  return url && isAllowedUrl(url) ? url : null
}

/** A path on this site (`/about-us`, not `//elsewhere.com`): followed by the site's own router. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')
}
