/**
 * Link rules of spec section 2 ("Content links"), one function per rule.
 *
 * Every internal path is built by `joinPath`, so a missing slug is dropped instead of turning
 * into '/undefined', and stray or doubled slashes from CMS fields never reach a URL.
 * Pure and framework-free: importable from server, client and tests alike.
 */
import { DEFAULT_PARTNER, type UserType } from '@/lib/types'

// ---------------------------------------------------------------------------------------------
// Input shapes (what the CMS hands us; every field may be missing)
// ---------------------------------------------------------------------------------------------

/** A reference to a CMS page as cards carry it (spec section 3, "Page card" and `inPage`). */
export interface PageRef {
  pagePath?: string | null
  slug?: string | null
  pageCategory?: string | null
}

/** Cards hold one page or a list of pages (`inPage`, `connectedPages`); both are accepted. */
export type PageRefs = PageRef | readonly PageRef[] | null | undefined

/** Benefit card fields used for its link. */
export interface BenefitLinkInput {
  benefitSlug?: string | null
  /** Linked pages; the first one with a slug is used. */
  inPage?: PageRefs
}

/**
 * Which of the three benefit link forms to build:
 * - 'card': /dashboard/benefits/{benefitSlug}
 * - 'indexed': /{pagePath}/{slug} of the first linked page
 * - 'inPage': /{pagePath}/{benefitSlug}/{slug}
 */
export type BenefitLinkForm = 'card' | 'indexed' | 'inPage'

/** Vendor card fields used for its link. */
export interface VendorLinkInput {
  vendorSlug?: string | null
  /** Pages the vendor card points to; the first one with a slug is used. */
  connectedPages?: PageRefs
  /** Some vendor cards carry their page under `inPage` instead; used when connectedPages is empty. */
  inPage?: PageRefs
  /** The vendor's own page: an address (path or absolute URL) or a page reference. */
  eaVendorPage?: string | PageRef | null
}

/**
 * Which of the three vendor link forms to build:
 * - 'card': /{pagePath}/{slug} of the first connected page
 * - 'index': /vendors/{vendorSlug}/{pagePath}/{slug}
 * - 'clickable': the vendor's own page address (eaVendorPage)
 */
export type VendorLinkForm = 'card' | 'index' | 'clickable'

/** Suffixes of the confirmation pseudo-routes handed to the page handler (spec sections 2, 4). */
export type ConfirmationKind = '-confirmation' | '-details' | '-confirm' | '/confirm'

export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Readonly<Record<string, QueryValue>>

// ---------------------------------------------------------------------------------------------
// Fixed paths
// ---------------------------------------------------------------------------------------------

export const MEMBER_BENEFITS_PATH = '/my-dashboard/member-benefits'
export const SIGN_UP_PATH = '/onboard/sign-up'
export const SIGN_IN_PATH = '/onboard/sign-in'
export const DEFAULT_FORM_CONFIRM = 'lead-form-simple-download'

// ---------------------------------------------------------------------------------------------
// Internal helpers
// ---------------------------------------------------------------------------------------------

type Segment = string | null | undefined

/**
 * Joins segments into one absolute path. Each segment is trimmed of surrounding slashes and
 * blanks; empty or missing segments are dropped (so a missing slug falls back to the parent
 * path rather than '/undefined'); inner slashes of multi-level segments like a pagePath survive.
 */
function joinPath(...segments: Segment[]): string {
  const parts = segments
    .map((segment) =>
      (segment ?? '')
        .trim()
        .replace(/\/{2,}/g, '/')
        .replace(/^\/+|\/+$/g, ''),
    )
    .filter((segment) => segment !== '')
  return `/${parts.join('/')}`
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function isAbsoluteUrl(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(href)
}

/** First page that has a slug: an entry without one cannot be linked to. */
function firstPage(pages: PageRefs): PageRef | null {
  const list: readonly PageRef[] = Array.isArray(pages) ? pages : pages ? [pages as PageRef] : []
  return list.find((page) => hasText(page?.slug)) ?? null
}

/** Query values keep '/', ':' and '@' readable (allowed in a query by RFC 3986), so the spec's
 * '?pageSlug=/my-dashboard/member-benefits' comes out word for word. */
function encodeQueryPart(value: string): string {
  return encodeURIComponent(value).replace(/%2F/gi, '/').replace(/%3A/gi, ':').replace(/%40/gi, '@')
}

// ---------------------------------------------------------------------------------------------
// Query strings
// ---------------------------------------------------------------------------------------------

/**
 * Appends query params with '?' or '&' as needed, skipping null and undefined values.
 * A '#fragment' stays at the end, where browsers expect it.
 */
export function withQuery(href: string, params: QueryParams): string {
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(String(value))}`)
  if (pairs.length === 0) return href

  const hashAt = href.indexOf('#')
  const base = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${separator}${pairs.join('&')}${hash}`
}

/** Account-card download links ask the file host for a download with dl=true (spec section 7). */
export function accountCardDownloadHref(url: string): string {
  return withQuery(url, { dl: true })
}

// ---------------------------------------------------------------------------------------------
// Content cards
// ---------------------------------------------------------------------------------------------

/** Guide card: /my-dashboard/guides/{guideSlug}. */
export function guideHref(guideSlug: string | null | undefined): string {
  return joinPath('my-dashboard', 'guides', guideSlug)
}

/** Read card: /resources/reads/{slug}. */
export function readHref(slug: string | null | undefined): string {
  return joinPath('resources', 'reads', slug)
}

/** Event card: /community/events/{eventSlug}. */
export function eventHref(eventSlug: string | null | undefined): string {
  return joinPath('community', 'events', eventSlug)
}

/** Resource card: /resources/downloads/{resourceSlug}. */
export function resourceHref(resourceSlug: string | null | undefined): string {
  return joinPath('resources', 'downloads', resourceSlug)
}

/**
 * Benefit links in their three forms (see BenefitLinkForm). The page-based forms fall back to
 * the benefit card form when the benefit has no linked page.
 */
export function benefitHref(benefit: BenefitLinkInput, form: BenefitLinkForm = 'card'): string {
  const cardHref = joinPath('dashboard', 'benefits', benefit.benefitSlug)
  if (form === 'card') return cardHref

  const page = firstPage(benefit.inPage)
  if (!page) return cardHref
  if (form === 'indexed') return joinPath(page.pagePath, page.slug)
  return joinPath(page.pagePath, benefit.benefitSlug, page.slug)
}

/**
 * Vendor links in their three forms (see VendorLinkForm). When the chosen form cannot be built:
 * an index card goes to /vendors/{vendorSlug}/ea-express; otherwise the vendor's own page, then
 * (for a clickable card) its first page, then /dashboard/vendors/{vendorSlug}.
 */
export function vendorHref(vendor: VendorLinkInput, form: VendorLinkForm = 'card'): string {
  const page = firstPage(vendor.connectedPages) ?? firstPage(vendor.inPage)

  if (form === 'card' && page) return joinPath(page.pagePath, page.slug)
  if (form === 'index') {
    if (page) return joinPath('vendors', vendor.vendorSlug, page.pagePath, page.slug)
    if (hasText(vendor.vendorSlug)) return vendorPageHref(vendor.vendorSlug)
  }

  const own = vendor.eaVendorPage
  if (typeof own === 'string' && hasText(own)) {
    return isAbsoluteUrl(own.trim()) ? own.trim() : joinPath(own)
  }
  if (own && typeof own === 'object' && hasText(own.slug)) return joinPath(own.pagePath, own.slug)

  if (form === 'clickable' && page) return joinPath(page.pagePath, page.slug)
  return joinPath('dashboard', 'vendors', vendor.vendorSlug)
}

/** Collapse card: /vendors/odp/{partnerSlug}/{href}; partner defaults to ea-express. */
export function collapseCardHref(
  href: string | null | undefined,
  partnerSlug?: string | null,
): string {
  // `||` rather than a default parameter: CMS data sends null or '' for "not set" too.
  return joinPath('vendors', 'odp', partnerSlug || DEFAULT_PARTNER, href)
}

/** Mini cards always live under /vendors/odp/ea-express/. */
export function miniCardHref(href: string | null | undefined): string {
  return collapseCardHref(href, DEFAULT_PARTNER)
}

/** Public vendor page: /vendors/{vendor}/{partner}/{page}; partner defaults to ea-express. */
export function vendorPageHref(
  vendor: string,
  partner?: string | null,
  page?: string | null,
): string {
  return joinPath('vendors', vendor, partner || DEFAULT_PARTNER, page)
}

// ---------------------------------------------------------------------------------------------
// Onboarding
// ---------------------------------------------------------------------------------------------

/** Sign-up, optionally returning to `pageSlug` afterwards. */
export function signUpHref(pageSlug?: string | null): string {
  return withQuery(SIGN_UP_PATH, { pageSlug: hasText(pageSlug) ? pageSlug : null })
}

/** Sign-in, optionally returning to `returnTo` afterwards. */
export function signInHref(returnTo?: string | null): string {
  return withQuery(SIGN_IN_PATH, { returnTo: hasText(returnTo) ? returnTo : null })
}

/** Onboarding start /onboard/{pathwaySlug}/start; plain sign-up when there is no pathway. */
export function onboardStartHref(pathwaySlug?: string | null): string {
  return hasText(pathwaySlug) ? joinPath('onboard', pathwaySlug, 'start') : signUpHref()
}

/**
 * Join link: visitors (ANON, GUEST) sign up and come back to member benefits; members (PLUS,
 * MEMBER) go straight there. UNKNOWN is treated like GUEST, the spec's fallback type.
 */
export function joinLink(userType: UserType): string {
  switch (userType) {
    case 'PLUS':
    case 'MEMBER':
      return MEMBER_BENEFITS_PATH
    case 'ANON':
    case 'GUEST':
    case 'UNKNOWN':
      return signUpHref(MEMBER_BENEFITS_PATH)
  }
}

// ---------------------------------------------------------------------------------------------
// Form confirmations
// ---------------------------------------------------------------------------------------------

/**
 * Confirmation pseudo-route for a form's pageSource, e.g. ('lead-form', '-details') →
 * '/lead-form-details'. Absolute, because the catch-all page route renders it by path.
 * Without a pageSource there is nothing to suffix, so the default form confirmation is used.
 */
export function confirmationPath(
  pageSource: string | null | undefined,
  kind: ConfirmationKind,
): string {
  const source = (pageSource ?? '').trim().replace(/\/+$/, '')
  if (source === '') return formConfirmPath()
  return joinPath(`${source}${kind}`)
}

/** A form's own confirmation page (`formConfirm`), default lead-form-simple-download. */
export function formConfirmPath(formConfirm?: string | null): string {
  return joinPath(hasText(formConfirm) ? formConfirm : DEFAULT_FORM_CONFIRM)
}
