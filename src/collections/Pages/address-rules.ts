import type { TextFieldSingleValidation } from 'payload'

import { buildPageUrl } from './url'

/** First segments the site's own routes answer: a page there could never be shown. */
const RESERVED_FIRST_SEGMENTS = ['admin', 'api', 'cms-api', 'onboard', 'dev', 'log-out', 'my-dashboard', '_next']

/**
 * Addresses below which the site shows its own detail pages (the lists themselves are CMS pages).
 * The dashboard's fixed screens read CMS pages at their own addresses, so /dashboard is not here.
 */
const RESERVED_PREFIXES = ['/community/events/', '/resources/reads/', '/resources/downloads/']

/** Why a page cannot live at `url` (another part of the site answers there), or null when it can. */
export function reservedAddressReason(url: string): string | null {
  const first = url.split('/')[1] ?? ''
  const taken = RESERVED_FIRST_SEGMENTS.includes(first) || RESERVED_PREFIXES.some((prefix) => url.startsWith(prefix))
  if (!taken) return null
  return `${url} is an address the site uses for pages of its own, so a page there would never be shown. Choose another slug or parent path.`
}

export const SLUG_MESSAGE =
  'Enter a slug made of letters, numbers and dashes, for example about-us (spaces become dashes; other characters are left out).'

/**
 * The slug's checks, with the address it makes: not empty once cleaned (a slug of symbols only is
 * empty), not an address the site's own routes take, and (on save) not another page's address,
 * said of the slug the operator can change rather than of the read-only address field.
 */
export const validatePageSlug: TextFieldSingleValidation = async (value, { event, id, req, siblingData }) => {
  if (!value) return SLUG_MESSAGE
  const url = buildPageUrl((siblingData as { pagePath?: unknown }).pagePath, value)
  const reserved = reservedAddressReason(url)
  if (reserved) return reserved
  if (event !== 'submit') return true
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { and: [{ url: { equals: url } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    select: { pageName: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const other = docs[0]
  if (!other) return true
  return `Another page, ${other.pageName}, is already at ${url}. Change the slug or the parent path.`
}
