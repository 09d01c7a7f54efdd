/**
 * Fixed addresses of the member portal (onboarding and dashboard, spec section 2) and the
 * functions that build links to them. Content links live in `links.ts`; this module builds on
 * its query helper so every URL comes out the same way. Pure: importable anywhere.
 */
import { MEMBER_BENEFITS_PATH, SIGN_IN_PATH, SIGN_UP_PATH, withQuery } from './links'

export { MEMBER_BENEFITS_PATH, SIGN_IN_PATH, SIGN_UP_PATH }

// ---------------------------------------------------------------------------------------------
// Onboarding
// ---------------------------------------------------------------------------------------------

export const FORGOT_PASSWORD_PATH = '/onboard/forgot-password'
export const RESET_PASSWORD_PATH = '/onboard/reset-password'
/** Where email-verification and magic links come back to (`?error=` on failure). */
export const VERIFIED_PATH = '/onboard/verified'
export const SIGN_UP_CONFIRMATION_PATH = '/onboard/sign-up-confirmation'
export const PLUS_FORM_PATH = '/onboard/legacy-create-business-account'
export const PLUS_CONFIRMATION_PATH = '/onboard/plus-confirmation'
export const COMMUNITY_CONFIRMATION_PATH = '/onboard/community-confirmation'
export const LOG_OUT_PATH = '/log-out'

export const TERMS_PATH = '/legal/terms-and-conditions'
export const PRIVACY_PATH = '/legal/privacy-policy'
export const EVENTS_PATH = '/community/events'

// ---------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------

export const DASHBOARD_PATH = '/dashboard'
export const PROFILE_PATH = '/dashboard/my-account/profile'
/** The member's own form submissions with the status operators set. */
export const MY_REQUESTS_PATH = '/dashboard/my-requests'
/** The public forms a member can send, at the anchor of the form on their page. */
export const GRANT_FORM_PATH = '/community/grant-competition#apply'
export const QUOTE_FORM_PATH = '/services/request-for-quote#request'
export const SPEND_NAVIGATOR_FORM_PATH = '/services/spend-navigator#request'
export const HELP_CENTER_PATH = '/dashboard/help-center'
export const DASHBOARD_VENDORS_PATH = '/dashboard/vendors'
export const DASHBOARD_BENEFITS_PATH = '/dashboard/benefits'
export const DASHBOARD_GUIDES_PATH = '/dashboard/guides'
export const DASHBOARD_CATALOGUE_PATH = '/dashboard/collections/odp'

/** A benefit in the dashboard: /dashboard/benefits/{benefitSlug}. */
export function dashboardBenefitHref(benefitSlug: string): string {
  return `${DASHBOARD_BENEFITS_PATH}/${encodeURIComponent(benefitSlug)}`
}

/** A guide in the dashboard (canonical form of /my-dashboard/guides/{guideSlug}). */
export function dashboardGuideHref(guideSlug: string): string {
  return `${DASHBOARD_GUIDES_PATH}/${encodeURIComponent(guideSlug)}`
}

/** A program's confirm page, shown after linking an account: /dashboard/vendors/{vendor}/confirm. */
export function vendorConfirmHref(vendor: string): string {
  return `${DASHBOARD_VENDORS_PATH}/${encodeURIComponent(vendor)}/confirm`
}

/** Dashboard vendor program pages (spec section 2). */
export const DASHBOARD_VENDOR_PATHS = {
  odp: '/dashboard/vendors/odp',
  dell: '/dashboard/vendors/dell',
  fedex: '/dashboard/vendors/fedex',
} as const

/** Paths only a signed-in member may open; a guest is not sent to them. */
const MEMBERS_ONLY_PREFIXES = [DASHBOARD_PATH, '/my-dashboard', PLUS_FORM_PATH, PLUS_CONFIRMATION_PATH]

// ---------------------------------------------------------------------------------------------
// Return paths
// ---------------------------------------------------------------------------------------------

type QueryInput = string | string[] | null | undefined

/** A query parameter's value as a page's `searchParams` gives it: the first when it is repeated. */
export function firstQueryValue(value: QueryInput): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}

/**
 * A `pageSlug` or `returnTo` taken from the address, made safe to send someone to: only a path on
 * this site ('/...', not '//host' or '/\host', no control characters), else `fallback`. This is
 * what stops the onboarding screens from being used as an open redirect.
 */
export function safeReturnPath(value: QueryInput, fallback: string = DASHBOARD_PATH): string {
  const candidate = firstQueryValue(value)?.trim()
  if (!candidate || !candidate.startsWith('/')) return fallback
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback
  // Spaces and characters past ASCII percent-encoded: the path goes into a Location header, which
  // carries ASCII only ('/™' made the redirect itself fail with a 500). A lone surrogate cannot be.
  try {
    return candidate.replace(/[^\x21-\x7e]+/g, (part) => encodeURIComponent(part))
  } catch {
    return fallback
  }
}

/** The same, or null when the address carries no usable path (so links can omit the parameter). */
export function optionalReturnPath(value: QueryInput): string | null {
  const safe = safeReturnPath(value, '')
  return safe === '' ? null : safe
}

/** True for paths only a signed-in member may open. */
export function isMembersOnlyPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]
  return MEMBERS_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** Where a visitor who continues as a guest goes: their page when a guest may see it, else home. */
export function guestDestination(pageSlug: string | null | undefined): string {
  const safe = optionalReturnPath(pageSlug)
  return safe && !isMembersOnlyPath(safe) ? safe : '/'
}

// ---------------------------------------------------------------------------------------------
// Links that carry the destination along
// ---------------------------------------------------------------------------------------------

/** The verification / magic-link return screen, remembering where to continue afterwards. */
export function verifiedHref(returnTo?: string | null): string {
  return withQuery(VERIFIED_PATH, { returnTo: optionalReturnPath(returnTo) })
}

/** The sign-up confirmation, keeping the `pageSlug` the member signed up from. */
export function signUpConfirmationHref(pageSlug?: string | null): string {
  return withQuery(SIGN_UP_CONFIRMATION_PATH, { pageSlug: optionalReturnPath(pageSlug) })
}

/** Forgot password, keeping the sign-in's `returnTo`. */
export function forgotPasswordHref(returnTo?: string | null): string {
  return withQuery(FORGOT_PASSWORD_PATH, { returnTo: optionalReturnPath(returnTo) })
}
