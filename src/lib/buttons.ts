/**
 * The shared Button model of spec sections 2, 3, 4 and 6: per-user-type label, destination and
 * info with GUEST as the fallback, `hideButtonIf`, bracketed action targets, function-button
 * events, group-code and typeform query params. Pure and framework-free; renderers only map the
 * resolved result to <a>/<button>.
 */
import {
  joinLink,
  MEMBER_BENEFITS_PATH,
  onboardStartHref,
  signInHref,
  withQuery,
} from '@/lib/links'
import type { GroupData, UserType } from '@/lib/types'

export const BUTTON_KINDS = [
  'internalLink',
  'externalLink',
  'internalButton',
  'externalButton',
  'functionButton',
  'featureButton',
] as const
export type ButtonKind = (typeof BUTTON_KINDS)[number]

export const BUTTON_ICONS = ['arrowForward', 'arrowUp', 'arrowBack', 'custom'] as const
export type ButtonIcon = (typeof BUTTON_ICONS)[number] | null

export const BUTTON_ICON_PLACEMENTS = ['LEFT', 'RIGHT'] as const
export type ButtonIconPlacement = (typeof BUTTON_ICON_PLACEMENTS)[number]

/** Named label slots a block can fill with a button (spec section 2). */
export const BUTTON_SLOTS = [
  'pathwayCta',
  'typeform',
  'memberBenefitBtnA',
  'memberBenefitBtnB',
] as const
export type ButtonSlot = (typeof BUTTON_SLOTS)[number]

/** Label, destination and info note for one user type. */
export interface ButtonUserTypeEntry {
  userType: UserType
  label: string
  href?: string | null
  info?: string | null
}

export interface ButtonConfig {
  id: string
  kind: ButtonKind
  icon?: ButtonIcon
  /** Defaults to RIGHT, where a forward arrow reads naturally. */
  iconPlacement?: ButtonIconPlacement | null
  variant?: string | null
  /** User types for which the button is not rendered at all. */
  hideButtonIf?: readonly UserType[] | null
  isDisabled?: boolean | null
  slot?: ButtonSlot | null
  /** Marks a typeform-style link outside the 'typeform' slot. */
  isTypeform?: boolean | null
  /** GUEST is the fallback entry; without one, the first entry is used. */
  perUserType: readonly ButtonUserTypeEntry[]
}

/** What a button reads from app state (spec section 3: groupData, userType, email, uid). */
export interface ButtonContext {
  userType: UserType
  groupData?: GroupData | null
  email?: string | null
  uid?: string | null
  /** Onboarding pathway of the current page, for '[onboard]'. */
  pathwaySlug?: string | null
  /** The page's downloadable file, for '[download-pdf]' function buttons. */
  pageFileUrl?: string | null
}

/** Tracking/click event a function button fires (spec section 4). */
export type ButtonEvent =
  { type: 'CLICK_DOWNLOAD'; fileUrl: string | null } | { type: 'CLICK_CONTINUE' }

export interface ResolvedButton {
  id: string
  kind: ButtonKind
  label: string
  /** Where a click navigates; null when the click only runs an action. */
  href: string | null
  info: string | null
  target: '_blank' | null
  rel: 'noopener noreferrer' | null
  isExternal: boolean
  /** An in-page '#anchor' destination. */
  isAnchor: boolean
  /** The text inside a '[bracketed]' destination, e.g. 'download-pdf', 'onboard', 'sign-in'. */
  action: string | null
  /** Set for function buttons only. */
  event: ButtonEvent | null
  icon: ButtonIcon
  iconPlacement: ButtonIconPlacement
  variant: string | null
  isDisabled: boolean
}

export interface BenefitCta {
  label: string
  href: string
}

export const DOWNLOAD_PDF_ACTION = 'download-pdf'
const EXTERNAL_KINDS: ReadonlySet<ButtonKind> = new Set(['externalLink', 'externalButton'])

/** The entry for the user type, else the GUEST entry, else the first one. */
export function pickUserTypeEntry(
  entries: readonly ButtonUserTypeEntry[],
  userType: UserType,
): ButtonUserTypeEntry | null {
  return (
    entries.find((entry) => entry.userType === userType) ??
    entries.find((entry) => entry.userType === 'GUEST') ??
    entries[0] ??
    null
  )
}

/** 'download-pdf' for '[download-pdf]', null for an ordinary destination. */
export function bracketAction(href: string | null | undefined): string | null {
  const match = /^\[\s*([^\]]*?)\s*\]$/.exec((href ?? '').trim())
  return match && match[1] !== '' ? match[1] : null
}

/** Where a bracketed action lands, when it navigates at all. */
function actionHref(action: string, ctx: ButtonContext): string | null {
  if (action === 'onboard') return onboardStartHref(ctx.pathwaySlug)
  if (action === 'sign-in') return signInHref()
  return null
}

// Query strings make no sense on mail and phone links.
function acceptsQuery(href: string): boolean {
  return !/^(mailto|tel|sms):/i.test(href)
}

/** Whether a button shows for a user type: not named in hideButtonIf, with an entry to show. */
export function isButtonShown(config: Pick<ButtonConfig, 'hideButtonIf' | 'perUserType'>, userType: UserType): boolean {
  if (config.hideButtonIf?.includes(userType)) return false
  return pickUserTypeEntry(config.perUserType, userType) !== null
}

/**
 * Resolves a button for one user: null when hideButtonIf names the user type (or the button has
 * no entries at all), otherwise everything a renderer needs.
 */
export function resolveButton(config: ButtonConfig, ctx: ButtonContext): ResolvedButton | null {
  if (!isButtonShown(config, ctx.userType)) return null
  const entry = pickUserTypeEntry(config.perUserType, ctx.userType)
  if (!entry) return null

  const rawHref = (entry.href ?? '').trim()
  const action = bracketAction(rawHref)
  const isAnchor = rawHref.startsWith('#')
  const isExternal = EXTERNAL_KINDS.has(config.kind)

  let href: string | null = action ? actionHref(action, ctx) : rawHref || null
  if (href && !isAnchor && acceptsQuery(href)) {
    if (config.slot === 'typeform' || config.isTypeform) {
      href = withQuery(href, { email2: ctx.email, eaid: ctx.uid })
    }
    if (ctx.groupData?.isSet) {
      href = withQuery(href, {
        groupCode: ctx.groupData.groupCode,
        promoCode: ctx.groupData.promoCode,
      })
    }
  }

  let event: ButtonEvent | null = null
  if (config.kind === 'functionButton') {
    event =
      action === DOWNLOAD_PDF_ACTION
        ? { type: 'CLICK_DOWNLOAD', fileUrl: ctx.pageFileUrl ?? null }
        : { type: 'CLICK_CONTINUE' }
  }

  // A new tab only for a real external destination: an anchor or an action stays on the page.
  const opensNewTab = isExternal && href !== null && !isAnchor && !action

  return {
    id: config.id,
    kind: config.kind,
    label: entry.label,
    href,
    info: entry.info ?? null,
    target: opensNewTab ? '_blank' : null,
    rel: opensNewTab ? 'noopener noreferrer' : null,
    isExternal,
    isAnchor,
    action,
    event,
    icon: config.icon ?? null,
    iconPlacement: config.iconPlacement ?? 'RIGHT',
    variant: config.variant ?? null,
    isDisabled: config.isDisabled ?? false,
  }
}

/**
 * Benefit call-to-action (spec section 6): visitors join the Collective, returning to member
 * benefits; PLUS sees 'Member Benefits', MEMBER 'Get Access'. UNKNOWN is treated like GUEST.
 */
export function benefitCta(userType: UserType): BenefitCta {
  switch (userType) {
    case 'PLUS':
      return { label: 'Member Benefits', href: MEMBER_BENEFITS_PATH }
    case 'MEMBER':
      return { label: 'Get Access', href: MEMBER_BENEFITS_PATH }
    case 'ANON':
    case 'GUEST':
    case 'UNKNOWN':
      return { label: 'Join Collective', href: joinLink(userType) }
  }
}
