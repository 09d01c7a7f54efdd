/**
 * The three buying programs of the member dashboard (spec section 2, "Dashboard (private)
 * routes"; section 3, vendor account keys): what each gives, how to use it and which vendor
 * accounts open it. Pure data and functions, importable anywhere.
 */
import type { VendorAccountKey } from '@/lib/types'

export const VENDOR_PROGRAM_SLUGS = ['odp', 'dell', 'fedex'] as const
export type VendorProgramSlug = (typeof VENDOR_PROGRAM_SLUGS)[number]

export interface VendorAccountOption {
  key: VendorAccountKey
  /** What the member links, e.g. 'Store purchasing card'. */
  label: string
  description: string
  /** The label of the account number input. */
  numberLabel: string
  /** When the vendor's numbers all have one length: that many digits, and what to say otherwise. */
  exactDigits?: { count: number; message: string }
}

export interface VendorProgram {
  slug: VendorProgramSlug
  name: string
  summary: string
  /** What membership gives in this program. */
  benefits: readonly string[]
  /** How to use it, step by step. */
  steps: readonly string[]
  accountOptions: readonly VendorAccountOption[]
  /** The public program page, for members who want the long version. */
  publicPage: string
  /** The members' guide to this program (/dashboard/guides/{guideSlug}). */
  guideSlug: string
  /** How soon a new link is usually confirmed, as it ends a sentence: 'usually within two business days'. */
  confirmedWithin: string
}

// How soon a new link is confirmed: one wording for every program's steps, its confirmation page and
// a pending account's line, the same two business days the site's copy gives for every team response.
const WITHIN_TWO_DAYS = 'usually within two business days'

export const VENDOR_PROGRAMS: Readonly<Record<VendorProgramSlug, VendorProgram>> = {
  odp: {
    slug: 'odp',
    name: 'ODP Business Solutions',
    summary:
      'Program prices on paper, ink and toner, cleaning and breakroom supplies at Office Depot and OfficeMax: in store with the purchasing card, online through the member portal, or on a business account.',
    benefits: [
      'Up to 55% off retail on the office essentials catalogue. ODP Business Solutions sets the program prices, and they update with each catalogue.',
      'Free next-day delivery on online orders of $50 or more in most ZIP codes.',
      'Store purchasing card accepted at every Office Depot and OfficeMax register.',
      'Your order history stays with your existing ODP account; we only add the program pricing.',
    ],
    steps: [
      'Choose how you buy: in store with the purchasing card, online through the portal, or on a business account.',
      `Enter the account or card number below. New links wait for our team to confirm them, ${WITHIN_TWO_DAYS}.`,
      'Once the link shows CONNECTED, download your account card or open the portal and shop at program prices.',
    ],
    accountOptions: [
      {
        key: 'ODP_CARD',
        label: 'Store purchasing card',
        description: 'Show the card (or its barcode on your phone) at any Office Depot or OfficeMax register.',
        numberLabel: 'Purchasing card number',
      },
      {
        key: 'ODP_PORTAL',
        label: 'Online portal',
        description: 'Order online at program prices with free next-day delivery on orders of $50 or more.',
        numberLabel: 'Portal account number',
      },
      {
        key: 'ODP_ACCOUNT',
        label: 'Business account',
        description: 'Buy on credit with monthly invoicing, purchase approvals and spending reports.',
        numberLabel: 'Business account number',
      },
    ],
    publicPage: '/vendors/odp/ea-express',
    guideSlug: 'set-up-your-odp-business-account',
    confirmedWithin: WITHIN_TWO_DAYS,
  },
  dell: {
    slug: 'dell',
    name: 'Dell Technologies',
    summary:
      'Member pricing on Latitude laptops, OptiPlex desktops, monitors and accessories, with a named small business advisor for larger orders.',
    benefits: [
      'Member pricing on business laptops, desktops, monitors and docking stations.',
      'A named Dell small business advisor who can quote orders of five machines or more.',
      'ProSupport and accidental damage cover at program rates.',
      'Financing options for qualified businesses.',
    ],
    steps: [
      'Enter your Dell customer number below; find it on any Dell invoice or in your Dell account.',
      `Our team confirms the link with Dell, ${WITHIN_TWO_DAYS}.`,
      'Once CONNECTED, open the member store or ask your advisor for a quote.',
    ],
    accountOptions: [
      {
        key: 'DELL_ACCOUNT',
        label: 'Dell customer account',
        description: 'The account your business buys from Dell with; program pricing is added to it.',
        numberLabel: 'Dell customer number',
      },
    ],
    publicPage: '/vendors/dell/ea-express',
    guideSlug: 'order-dell-laptops-at-member-pricing',
    confirmedWithin: WITHIN_TWO_DAYS,
  },
  fedex: {
    slug: 'fedex',
    name: 'FedEx',
    summary:
      'Program rates on Express, Ground and Home Delivery for the FedEx account you already ship with, with no minimum volume and no annual fee.',
    benefits: [
      'Up to 40% off eligible FedEx Express shipments and up to 20% off FedEx Ground and FedEx Home Delivery.',
      'Discounts apply to base transportation charges; fuel and other surcharges follow FedEx’s standard terms.',
      'No minimum shipping volume and no annual fee.',
      'Rates apply automatically to shipments on your linked account.',
    ],
    steps: [
      'Enter your nine-digit FedEx account number below.',
      `Our team enrols the account with FedEx, ${WITHIN_TWO_DAYS}.`,
      'Once CONNECTED, every shipment on that account gets the program rates.',
    ],
    accountOptions: [
      {
        key: 'FEDEX_ACCOUNT',
        label: 'FedEx shipping account',
        description: 'The account number printed on your FedEx invoices and in FedEx Ship Manager.',
        numberLabel: 'FedEx account number',
        exactDigits: { count: 9, message: 'Please enter your nine-digit FedEx account number' },
      },
    ],
    publicPage: '/vendors/fedex/ea-express',
    guideSlug: 'link-your-fedex-account',
    confirmedWithin: WITHIN_TWO_DAYS,
  },
}

/** The product collection the ODP program catalogue (/dashboard/collections/odp) shows. */
export const ODP_CATALOGUE_COLLECTION_SLUG = 'office-essentials'

export function isVendorProgramSlug(value: string): value is VendorProgramSlug {
  return (VENDOR_PROGRAM_SLUGS as readonly string[]).includes(value)
}

/** The program a vendor account key belongs to. */
export function programOfKey(key: VendorAccountKey): VendorProgramSlug {
  if (key === 'DELL_ACCOUNT') return 'dell'
  if (key === 'FEDEX_ACCOUNT') return 'fedex'
  return 'odp'
}

/** The account keys of a program, in the order the program page lists them. */
export function programKeys(slug: VendorProgramSlug): VendorAccountKey[] {
  return VENDOR_PROGRAMS[slug].accountOptions.map((option) => option.key)
}

/** The label of a vendor account key, e.g. 'Store purchasing card'. */
export function accountOptionOf(key: VendorAccountKey): VendorAccountOption {
  const option = VENDOR_PROGRAMS[programOfKey(key)].accountOptions.find((candidate) => candidate.key === key)
  if (!option) throw new Error(`No account option for ${key}`)
  return option
}
