import {
  APIError,
  type CollectionBeforeChangeHook,
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

/** The link fields of blocks (buttons, a slider's feature link, a card's link) that hold an address. */
const LINK_KEYS = new Set(['href', 'featurePath', 'linkHref'])

/** True when a link field anywhere in `value` (a page's layout) leads to one of `targets`. */
function hasLinkTo(value: unknown, targets: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => hasLinkTo(item, targets))
  if (!value || typeof value !== 'object') return false
  return Object.entries(value).some(([key, item]) =>
    LINK_KEYS.has(key) && typeof item === 'string' ? targets.has(pathOf(item)) : hasLinkTo(item, targets),
  )
}

/** Other pages whose blocks link to one of `targets` ('the page Grant Competition (/community/grant-competition)'). */
async function pagesLinkingTo(
  req: PayloadRequest,
  targets: ReadonlySet<string>,
  ownId: number | string,
): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { id: { not_equals: ownId } },
    select: { pageName: true, url: true, layout: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.filter((doc) => hasLinkTo(doc.layout, targets)).map((doc) => `the page ${doc.pageName} (${doc.url})`)
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
  const targets = pathsOfPage(page.url)
  const pages = await pagesLinkingTo(req, targets, page.id)
  const links = [...navigationLinksTo(targets, header, footer), ...pages]
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
