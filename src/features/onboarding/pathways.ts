/**
 * Onboarding pathways: /onboard/{pathwaySlug}/start explains one way in and leads to sign-up,
 * which then carries on (as `pageSlug`) to where that pathway ends. Pure data.
 */
import { COMMUNITY_CONFIRMATION_PATH, DASHBOARD_PATH, MEMBER_BENEFITS_PATH, PLUS_FORM_PATH } from '@/lib/portal-links'

export interface Pathway {
  slug: string
  title: string
  intro: string
  /** What joining this way gives the member, one line each. */
  highlights: readonly string[]
  /** Where the member lands after signing up. */
  destination: string
}

export const PATHWAYS: readonly Pathway[] = [
  {
    slug: 'member',
    title: 'Join the Collective',
    intro: 'A free membership for small businesses: savings on what you buy every day, and people who get it.',
    highlights: [
      'Member pricing from ODP Business Solutions, Dell Technologies and FedEx',
      'Guides, templates and resources for running your business',
      'Events and a Discord community of fellow owners',
    ],
    destination: DASHBOARD_PATH,
  },
  {
    slug: 'benefits',
    title: 'Unlock your member benefits',
    intro: 'Sign up to see every benefit that comes with membership and claim the ones that fit your business.',
    highlights: [
      'Discounts on software, services and supplies',
      'Offers from partners chosen for small businesses',
      'New benefits added throughout the year',
    ],
    destination: MEMBER_BENEFITS_PATH,
  },
  {
    slug: 'plus',
    title: 'Get Plus for your business',
    intro: 'Create your account, then add your business to open a Plus business account.',
    highlights: [
      'Link your ODP, Dell and FedEx accounts for program pricing on them',
      'Your savings against retail, month by month, in your dashboard',
      'Everything in the free membership',
    ],
    destination: PLUS_FORM_PATH,
  },
  {
    slug: 'community',
    title: 'Join the community',
    intro: 'Meet other small business owners, trade advice and hear about events first.',
    highlights: [
      'A members’ Discord with channels for marketing, hiring and growth',
      'Workshops, webinars and meetups',
      'Answers from owners who have been there',
    ],
    destination: COMMUNITY_CONFIRMATION_PATH,
  },
]

/** The pathway with this slug (case-insensitive), or null. */
export function getPathway(slug: string | null | undefined): Pathway | null {
  const wanted = slug?.trim().toLowerCase()
  return PATHWAYS.find((pathway) => pathway.slug === wanted) ?? null
}
