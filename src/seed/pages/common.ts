/**
 * Pieces the page seeds share: the join and dashboard buttons every public page ends with, the
 * help-centre link, and small builders for cards and FAQ rows so each page file reads as copy.
 */
import { type BlockSpec, richText } from '@/lib/lexical'
import type { ButtonConfigs, FaqBlock, InlineBaseCards } from '@/payload-types'

import { seedButton } from '../buttons'
import { siteSettingsSeed } from '../globals/site-settings'

type Button = NonNullable<ButtonConfigs>[number]
type ButtonOptions = NonNullable<Parameters<typeof seedButton>[2]>

/**
 * The help centre as seeded in site settings. Pages are seeded once with this address; an
 * operator who moves the help centre edits the pages' buttons too (the header and footer follow
 * the live setting).
 */
export const HELP_CENTER_URL = siteSettingsSeed.helpCenterUrl ?? 'https://help.example.com/hc/en-us'

/** An inline rich-text link to the help centre, opening in a new tab. */
export const helpCentre = { link: HELP_CENTER_URL, text: 'help centre', newTab: true }

/** The date shown on the legal pages; change it whenever their text changes. */
export const LEGAL_LAST_UPDATED = 'November 30, 2026'

export const SIGN_UP = '/onboard/sign-up'
export const SIGN_IN = '/onboard/sign-in'
export const DASHBOARD = '/dashboard'

/**
 * Visitors sign up; members and Plus members already have an account, so they go to the
 * dashboard (or `memberHref`) instead.
 */
export function joinButton(
  guestLabel = 'Join the Collective',
  {
    memberLabel = 'Go to My Dashboard',
    memberHref = DASHBOARD,
    info = 'Free to join. No credit card needed.',
    ...options
  }: ButtonOptions & { memberLabel?: string; memberHref?: string; info?: string | null } = {},
): Button {
  return seedButton(guestLabel, SIGN_UP, {
    icon: 'arrowForward',
    ...options,
    perUserType: [
      { userType: 'GUEST', label: guestLabel, href: SIGN_UP, info },
      { userType: 'MEMBER', label: memberLabel, href: memberHref, info: null },
      { userType: 'PLUS', label: memberLabel, href: memberHref, info: null },
    ],
  })
}

/** Log in for visitors who already joined; hidden once someone is signed in. */
export function signInButton(label = 'Log in'): Button {
  return seedButton(label, SIGN_IN, { variant: 'text', hideButtonIf: ['MEMBER', 'PLUS'] })
}

export function helpCenterButton(label = 'Contact us', options: ButtonOptions = {}): Button {
  return seedButton(label, HELP_CENTER_URL, { variant: 'outline', ...options })
}

type Card = InlineBaseCards[number]

/** An inline base card: headline, copy paragraphs and an optional button. */
export function card(
  headline: string,
  copy: BlockSpec | BlockSpec[],
  extra: { subheadline?: string; button?: Button; note?: string } = {},
): Card {
  return {
    cardHeadline: headline,
    cardSubheadline: extra.subheadline ?? null,
    cardRichText: richText(...(Array.isArray(copy) ? copy : [copy])),
    cardButton: extra.button ? [extra.button] : [],
    cardNote: extra.note ?? null,
  }
}

/** A member story for a slider: the quote as copy, the member as subheadline. */
export function story(headline: string, quote: string, who: string): Card {
  return card(headline, { paragraph: [{ text: `“${quote}”`, format: 'italic' }] }, { subheadline: who })
}

type FaqItem = FaqBlock['items'][number]

export function faq(question: string, ...answer: BlockSpec[]): FaqItem {
  return { faqHeadline: question, faqCopy: richText(...answer) }
}

export type VendorKey = 'odp' | 'dell' | 'fedex'

/** The public site of each vendor, for "visit the vendor" links. */
export const VENDOR_SITES: Record<VendorKey, string> = {
  odp: 'https://www.odpbusiness.com',
  dell: 'https://www.dell.com',
  fedex: 'https://www.fedex.com',
}

/** The Plus upgrade form (spec section 2: /onboard/legacy-create-business-account). */
export const PLUS_UPGRADE = '/onboard/legacy-create-business-account'

/**
 * A vendor program's call to action. Linking vendor accounts is part of Plus: visitors join first,
 * members upgrade to Plus (with their business details), and Plus members link their
 * accounts from the vendor's dashboard page.
 */
export function vendorButton(
  vendor: VendorKey,
  {
    guestLabel = 'Join free to get started',
    memberLabel = 'Link my account',
    ...options
  }: ButtonOptions & { guestLabel?: string; memberLabel?: string } = {},
): Button {
  const dashboard = `${DASHBOARD}/vendors/${vendor}`
  return seedButton(guestLabel, SIGN_UP, {
    icon: 'arrowForward',
    ...options,
    perUserType: [
      {
        userType: 'GUEST',
        label: guestLabel,
        href: SIGN_UP,
        info: 'Membership is free. Linking vendor accounts is part of Plus.',
      },
      {
        userType: 'MEMBER',
        label: 'Upgrade to Plus',
        href: PLUS_UPGRADE,
        info: 'Linking vendor accounts is part of Plus.',
      },
      { userType: 'PLUS', label: memberLabel, href: dashboard, info: null },
    ],
  })
}

export function vendorSiteButton(vendor: VendorKey, label: string): Button {
  return seedButton(label, VENDOR_SITES[vendor], { variant: 'outline' })
}
