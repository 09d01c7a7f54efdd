import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import type { Footer, Header } from '@/payload-types'

import { canonicalPageUrl } from '../url'

/** An address as a link writes it, compared by its path: no query, fragment or trailing slash, any case. */
const pathOf = (href: string | null | undefined) =>
  (href ?? '')
    .trim()
    .split(/[?#]/)[0]
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()

/** The paths a link to the page at `url` may use: its own, and `/` for the home page. */
const pathsOfPage = (url: string): ReadonlySet<string> => new Set([pathOf(url), pathOf(canonicalPageUrl(url))])

/**
 * The header and footer links that lead to one of `targets` ('the header: What We Offer › About
 * us'), named as an operator finds them in the admin.
 */
function navigationLinksTo(targets: ReadonlySet<string>, header: Header, footer: Footer): string[] {
  const found: string[] = []
  for (const item of header?.navItems ?? []) {
    if (targets.has(pathOf(item.url))) found.push(`the header: ${item.label}`)
    for (const child of item.children ?? []) {
      if (targets.has(pathOf(child.url))) found.push(`the header: ${item.label} › ${child.label}`)
    }
  }
  for (const group of footer?.linkGroups ?? []) {
    for (const link of group.links ?? []) {
      if (targets.has(pathOf(link.navLinkUrl))) found.push(`the footer: ${group.title} › ${link.navLinkLabel}`)
    }
  }
  return found
}

/**
 * The fields that hold an address an operator typed: blocks' buttons, a slider's feature link, a
 * card's link, a form's Contact Us, a rich-text link's `url`, a vendor's page, a resource's source,
 * a product's link.
 */
const LINK_KEYS = new Set([
  'href',
  'featurePath',
  'linkHref',
  'contactUrl',
  'url',
  'eaVendorPage',
  'resourceSourceUrl',
  'productLink',
])

/** Where a link can lead to one of `targets`: by its address, or (rich text) to the page itself. */
interface Targets {
  paths: ReadonlySet<string>
  pageId: number | string
}

const isPageReference = (value: object, pageId: number | string): boolean => {
  const { relationTo, value: ref } = value as { relationTo?: unknown; value?: unknown }
  if (relationTo !== 'pages') return false
  const id = ref && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref
  return String(id) === String(pageId)
}

/** True when a link anywhere in `value` (a document's fields, depth 0) leads to the page. */
function hasLinkTo(value: unknown, targets: Targets): boolean {
  if (Array.isArray(value)) return value.some((item) => hasLinkTo(item, targets))
  if (!value || typeof value !== 'object') return false
  // A rich-text link to the page as a document ({ linkType: 'internal', doc: { relationTo, value } }).
  const { linkType, doc } = value as { linkType?: unknown; doc?: unknown }
  if (linkType === 'internal' && doc && typeof doc === 'object' && isPageReference(doc, targets.pageId)) return true
  return Object.entries(value).some(([key, item]) =>
    LINK_KEYS.has(key) && typeof item === 'string' ? targets.paths.has(pathOf(item)) : hasLinkTo(item, targets),
  )
}

/** A collection whose documents link to pages: how a document is named, and its own address if it has one. */
interface LinkingCollection {
  slug: CollectionSlug
  noun: string
  title: string
  address?: string
}

const LINKING_COLLECTIONS: readonly LinkingCollection[] = [
  { slug: 'pages', noun: 'the page', title: 'pageName', address: 'url' },
  { slug: 'reads', noun: 'the read', title: 'readCardTitle' },
  { slug: 'guides', noun: 'the guide', title: 'guideCardTitle' },
  { slug: 'resources', noun: 'the resource', title: 'resourceCardTitle' },
  { slug: 'events', noun: 'the event', title: 'eventTitle' },
  { slug: 'benefits', noun: 'the benefit', title: 'benefitPartnerName' },
  { slug: 'vendors', noun: 'the vendor', title: 'vendorHeadline' },
  { slug: 'products', noun: 'the product', title: 'productName' },
]

/**
 * Published documents whose blocks, rich text or link fields lead to the page ('the page Grant
 * Competition (/community/grant-competition)', 'the read How to price a quote'). Drafts are left
 * out: visitors never see their links, and their next publish is theirs to check.
 */
async function documentsLinkingTo(req: PayloadRequest, targets: Targets): Promise<string[]> {
  const found: string[] = []
  // One after another: they share the request's transaction, and so its one database connection.
  for (const { slug, noun, title, address } of LINKING_COLLECTIONS) {
    const { docs } = await req.payload.find({
      collection: slug,
      where: slug === 'pages' ? { id: { not_equals: targets.pageId } } : {},
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      if (doc._status === 'draft' || !hasLinkTo(doc, targets)) continue
      const name = `${noun} ${String(doc[title] ?? doc.id)}`
      found.push(address ? `${name} (${String(doc[address])})` : name)
    }
  }
  return found
}

async function refuseIfLinked(
  req: PayloadRequest,
  page: { id: number | string; url?: string | null },
  action: 'delete' | 'unpublish',
) {
  if (!page.url) return
  // One after another: they share the request's transaction, and so its one database connection.
  const header = await req.payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true, req })
  const footer = await req.payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true, req })
  const paths = pathsOfPage(page.url)
  const documents = await documentsLinkingTo(req, { paths, pageId: page.id })
  const links = [...navigationLinksTo(paths, header, footer), ...documents]
  if (links.length === 0) return
  const one = links.length === 1
  throw new APIError(
    `${page.url} is linked from ${links.join('; ')}. Change or remove ${one ? 'that link' : 'those links'} first, then ${action} the page: visitors would otherwise follow ${one ? 'it' : 'them'} to a missing page.`,
    400,
    null,
    true,
  )
}

/** Deleting a page the header, the footer or another page links to is refused, with where the links are. */
export const refuseDeletingLinkedPage: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (page?._status === 'published') await refuseIfLinked(req, page, 'delete')
}

/**
 * So is unpublishing it (the admin's Unpublish: the published page saved as a draft, outside a
 * draft save, which keeps the published page as it is).
 */
export const refuseUnpublishingLinkedPage: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const isDraftSave = String((req.query as { draft?: unknown } | undefined)?.draft) === 'true'
  if (operation !== 'update' || isDraftSave) return data
  if (originalDoc?._status === 'published' && data._status === 'draft')
    await refuseIfLinked(req, { id: originalDoc.id, url: originalDoc.url }, 'unpublish')
  return data
}
