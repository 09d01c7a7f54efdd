import type { CollectionSlug, Payload } from 'payload'

import { buildPageUrl } from '@/collections/Pages/url'
import { richText } from '@/lib/lexical'
import type { Page } from '@/payload-types'

import { seedButton } from '../buttons'
import type { PageSeed } from '../pages/types'

type PageBlock = Page['layout'][number]
type BlockType = PageBlock['blockType']

/** Looks up a seeded document's id by its slug field; null when it is missing. */
type Lookup = (collection: CollectionSlug, field: string, value: string) => Promise<number | null>

interface Placement {
  /** The page's address. */
  url: string
  /** Inserted after the first block of this type, or at the end when the page has none. */
  after: BlockType
  block: (lookup: Lookup) => Promise<PageBlock | null>
}

async function relations<C extends 'benefits' | 'vendors' | 'reads' | 'events' | 'resources'>(
  lookup: Lookup,
  collection: C,
  field: string,
  slugs: string[],
): Promise<{ relationTo: C; value: number }[]> {
  const ids = await Promise.all(slugs.map((slug) => lookup(collection, field, slug)))
  return ids.flatMap((id) => (id === null ? [] : [{ relationTo: collection, value: id }]))
}

/**
 * The blocks showing collection documents on the pages: article lists, dynamic cards, the
 * featured resource, the product catalogue and builder forms. They live here, beside the documents they point
 * to, and are merged into a page when the seed creates it (never into a page that exists).
 */
const placements: Placement[] = [
  {
    url: '/dashboard/benefits',
    after: 'benefitsRequest',
    block: async (lookup) => {
      const form = await lookup('forms', 'formSlug', 'vendor-programs-survey')
      if (form === null) return null
      return {
        blockType: 'connectedForm',
        layerStyle: 'white',
        form,
        anchor: 'feedback',
        headline: 'Tell us how the programs are working',
        subheadline: 'Your answers shape what we negotiate next.',
        copy: richText(
          'We renegotiate member pricing with ODP, Dell and FedEx every year. Tell us where the programs save you time and money, and where they fall short, and we take it to the table.',
        ),
      }
    },
  },
  {
    url: '/vendors/odp/ea-express/existing-account',
    after: 'faq',
    block: async (lookup) => {
      const form = await lookup('forms', 'formSlug', 'odp-account-issue')
      if (form === null) return null
      return {
        blockType: 'activate',
        layerStyle: 'light',
        form,
        headline: 'Something not working?',
        subheadline: 'If member prices do not show or your account will not link, tell us and we will fix it with ODP.',
      }
    },
  },
  {
    url: '/home',
    after: 'feature',
    block: async (lookup) => ({
      blockType: 'dynamicCards',
      layerStyle: 'light',
      headline: 'Three buying programs, one free membership',
      subheadline: 'Program pricing on the supplies, technology and shipping every business needs.',
      cards: await relations(lookup, 'vendors', 'vendorSlug', ['odp', 'dell', 'fedex']),
      cardComponent: 'clickable',
      featureLabel: 'See everything we offer',
      featurePath: '/what-we-offer',
      sideCards: (
        await Promise.all(
          ['Apply for the $5,000 technology grant', 'Talk shop with other owners'].map((title) =>
            lookup('side-cards', 'homeSideCardTitle', title),
          ),
        )
      ).filter((id): id is number => id !== null),
    }),
  },
  {
    url: '/benefits',
    after: 'cardGrid',
    block: async (lookup) => ({
      blockType: 'dynamicCards',
      layerStyle: 'white',
      headline: 'Current member offers',
      copy: richText(
        'Offers from partners we have vetted for small businesses. Members request them from the dashboard; visitors can join for free to unlock them.',
      ),
      cards: await relations(lookup, 'benefits', 'benefitSlug', [
        'gusto-payroll',
        'quickbooks-online',
        'next-insurance',
        'legalzoom',
        'vistaprint',
        'canva-pro',
      ]),
      displayAs: 'grid',
      cardComponent: 'card',
    }),
  },
  {
    url: '/resources',
    after: 'hero',
    block: async (lookup) => ({
      blockType: 'dynamicCards',
      layerStyle: 'white',
      headline: 'New this month',
      cards: [
        ...(await relations(lookup, 'reads', 'slug', ['paying-yourself-as-an-s-corporation-owner'])),
        ...(await relations(lookup, 'resources', 'resourceSlug', ['13-week-cash-flow-forecast'])),
        ...(await relations(lookup, 'events', 'eventSlug', ['tax-tuesday-year-end-moves'])),
      ],
      featureLabel: 'All reads',
      featurePath: '/resources/reads',
    }),
  },
  {
    url: '/resources/reads',
    after: 'hero',
    block: async () => ({
      blockType: 'articleList',
      layerStyle: 'white',
      headline: 'Latest reads',
      subheadline: 'Newest first. Every article is free to read.',
      collection: 'reads',
      pageSize: 4,
    }),
  },
  {
    url: '/resources/downloads',
    after: 'hero',
    block: async (lookup) => {
      const resource = await lookup('resources', 'resourceSlug', '13-week-cash-flow-forecast')
      return resource === null
        ? null
        : {
            blockType: 'resourcePreview',
            layerStyle: 'white',
            headline: 'Featured download',
            subheadline: 'Our most downloaded template this quarter.',
            resource,
          }
    },
  },
  {
    url: '/resources/downloads',
    after: 'resourcePreview',
    block: async () => ({
      blockType: 'articleList',
      layerStyle: 'light',
      headline: 'All downloads',
      collection: 'resources',
      pageSize: 3,
    }),
  },
  {
    url: '/community/events',
    after: 'hero',
    block: async () => ({
      blockType: 'articleList',
      layerStyle: 'white',
      headline: 'Upcoming events',
      subheadline: 'Times are shown in each event’s own time zone.',
      collection: 'events',
      eventStatus: 'upcoming',
      pageSize: 3,
      emptyMessage: 'No events are scheduled right now. New dates are announced on Discord first.',
    }),
  },
  {
    url: '/community/events',
    after: 'cardGrid',
    block: async () => ({
      blockType: 'articleList',
      layerStyle: 'light',
      headline: 'Past events',
      subheadline: 'Where a session was recorded, members find the recording in the events channel of our Discord.',
      collection: 'events',
      eventStatus: 'completed',
      pageSize: 3,
    }),
  },
  {
    url: '/community',
    after: 'cardGrid',
    block: async (lookup) => ({
      blockType: 'dynamicCards',
      layerStyle: 'white',
      headline: 'Coming up',
      cards: await relations(lookup, 'events', 'eventSlug', [
        'tax-tuesday-year-end-moves',
        'tech-check-up-2027-hardware-refresh',
      ]),
      buttons: [seedButton('See all events', '/community/events', { variant: 'outline' })],
    }),
  },
  {
    url: '/services/business-essentials',
    after: 'cardGrid',
    block: async (lookup) => {
      const collection = await lookup('product-collections', 'slug', 'office-essentials')
      return collection === null
        ? null
        : {
            blockType: 'productCollection',
            layerStyle: 'light',
            headline: 'Member prices on office essentials',
            subheadline: 'A sample of program pricing. ODP Business Solutions sets these prices, and they update with each catalogue.',
            collection,
            display: 'grouped',
          }
    },
  },
]

/** Where the seed places which blocks, for tests that check the seeded pages. */
export const contentPlacements = placements.map(({ url, after }) => ({ url, after }))

function insertAfter(layout: PageBlock[], after: BlockType, block: PageBlock): PageBlock[] {
  const index = layout.findIndex((existing) => existing.blockType === after)
  if (index === -1) return [...layout, block]
  return [...layout.slice(0, index + 1), block, ...layout.slice(index + 1)]
}

/** The page seed with the content blocks placed on it; documents that are missing are left out. */
export async function withContentBlocks(payload: Payload, page: PageSeed): Promise<PageSeed> {
  const url = buildPageUrl(page.pagePath, page.slug)
  const lookup: Lookup = async (collection, field, value) => {
    const result = await payload.find({
      collection,
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const id = result.docs[0]?.id
    return typeof id === 'number' ? id : null
  }
  let layout = page.layout
  for (const placement of placements.filter((entry) => entry.url === url)) {
    const block = await placement.block(lookup)
    if (block) layout = insertAfter(layout, placement.after, block)
  }
  return { ...page, layout }
}
