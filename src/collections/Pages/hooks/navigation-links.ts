import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { canonicalPageUrl } from '../url'

interface HeaderLike {
  navItems?: Array<{
    label?: string | null
    url?: string | null
    children?: Array<{ label?: string | null; url?: string | null }> | null
  }> | null
}
interface FooterLike {
  linkGroups?: Array<{
    title?: string | null
    links?: Array<{ navLinkLabel?: string | null; navLinkUrl?: string | null }> | null
  }> | null
}

/** An address as a link writes it, compared by its path: no query, fragment or trailing slash, any case. */
const pathOf = (href: string | null | undefined) =>
  (href ?? '')
    .trim()
    .split(/[?#]/)[0]
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()

/**
 * The header and footer links that lead to the page at `url` ('the header: What We Offer › About
 * us'), named as an operator finds them in the admin.
 */
export function navigationLinksTo(url: string, header: HeaderLike | null, footer: FooterLike | null): string[] {
  const targets = new Set([pathOf(url), pathOf(canonicalPageUrl(url))])
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

async function refuseIfLinked(req: PayloadRequest, url: string | null | undefined, action: 'delete' | 'unpublish') {
  if (!url) return
  const [header, footer] = await Promise.all([
    req.payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true, req }),
    req.payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true, req }),
  ])
  const links = navigationLinksTo(url, header as HeaderLike, footer as FooterLike)
  if (links.length === 0) return
  throw new APIError(
    `${url} is linked from ${links.join('; ')}. Remove or change ${links.length === 1 ? 'that link' : 'those links'} in Navigation first, then ${action} the page: visitors would otherwise follow ${links.length === 1 ? 'it' : 'them'} to a missing page.`,
    400,
    null,
    true,
  )
}

/** Deleting a page the header or footer links to is refused, with where the links are. */
export const refuseDeletingLinkedPage: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (page?._status === 'published') await refuseIfLinked(req, page.url, 'delete')
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
    await refuseIfLinked(req, originalDoc.url, 'unpublish')
  return data
}
