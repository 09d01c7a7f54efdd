/**
 * Title, description and social preview of the public pages (CMS pages and the detail screens of
 * reads, resources and events), and the detail screens' structured data. Pure: pages pass the
 * document and the site's name in.
 */
import type { Metadata } from 'next'

import { plainText } from '@/lib/lexical'
import { eventHref, readHref, resourceHref } from '@/lib/links'
import { defaultShareImages } from '@/lib/share-image'
import type { Event, Media, Read, Resource } from '@/payload-types'

const DESCRIPTION_LENGTH = 160

/** The first of the candidates with text, cut at a word boundary to fit a search snippet. */
export function snippet(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const text = (typeof candidate === 'string' ? candidate : plainText(candidate)).replace(/\s+/g, ' ').trim()
    if (!text) continue
    if (text.length <= DESCRIPTION_LENGTH) return text
    const cut = text.slice(0, DESCRIPTION_LENGTH - 1)
    return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`
  }
  return undefined
}

function imageOf(...media: (number | Media | null | undefined)[]) {
  const found = media.find((item): item is Media => typeof item === 'object' && item !== null && Boolean(item.url))
  return found?.url ? [{ url: found.url, alt: found.altText }] : undefined
}

/**
 * What every public page's Open Graph carries besides its own title and address: the site's share
 * image unless the page has its own. Next replaces a layout's `openGraph` with a page's instead of
 * merging the two, so the layout and each page that sets its own repeat these.
 */
export function siteOpenGraph(siteName: string) {
  return { siteName, locale: 'en_US', type: 'website', images: defaultShareImages(siteName) } as const
}

/**
 * Title, description, canonical address, Open Graph and Twitter card of a public page: CMS pages
 * and the detail screens. The page's own image, else the site's share image, fills the large card;
 * Next fills the card's title and description from the Open Graph ones.
 */
export function publicPageMetadata(
  siteName: string,
  {
    title,
    description,
    url,
    images,
    type = 'website',
    extra = {},
    robots,
  }: {
    /** As the page's `<title>` takes it: through the layout's template, or `{ absolute }`. */
    title: string | { absolute: string }
    description?: string
    url: string
    images?: { url: string; alt?: string }[]
    type?: 'website' | 'article'
    extra?: Record<string, unknown>
    robots?: Metadata['robots']
  },
): Metadata {
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      ...siteOpenGraph(siteName),
      type,
      title,
      description,
      url,
      images: images ?? defaultShareImages(siteName),
      ...extra,
    },
    twitter: { card: 'summary_large_image' },
    robots,
  }
}

/** A read's author when populated, else null. */
function authorOf(read: Read) {
  return read.author && typeof read.author === 'object' ? read.author : null
}

/** What a read is about, for search snippets and its structured data. */
function readDescription(read: Read) {
  return snippet(read.readCardCopy, read.readCardSubtitle, read.body)
}

export function readMetadata(read: Read, siteName: string): Metadata {
  const author = authorOf(read)?.name
  return publicPageMetadata(siteName, {
    title: read.readCardTitle,
    description: readDescription(read),
    url: readHref(read.slug),
    images: imageOf(read.readCardMedia),
    type: 'article',
    extra: {
      publishedTime: read.publishedAt ?? undefined,
      modifiedTime: read.updatedAt,
      authors: author ? [author] : undefined,
      tags: read.readTags ?? undefined,
    },
  })
}

export function resourceMetadata(resource: Resource, siteName: string): Metadata {
  return publicPageMetadata(siteName, {
    title: resource.resourceCardTitle,
    description: snippet(resource.resourceCardCopy, resource.resourceCardSubtitle, resource.resourceRichText),
    url: resourceHref(resource.resourceSlug),
    images: imageOf(resource.resourceCardMedia),
  })
}

export function eventMetadata(event: Event, siteName: string): Metadata {
  return publicPageMetadata(siteName, {
    title: event.eventTitle,
    description: snippet(event.description),
    url: eventHref(event.eventSlug),
    images: imageOf(event.eventImage),
  })
}

/** schema.org Article of a read. */
export function readJsonLd(read: Read, siteUrl: string) {
  const author = authorOf(read)
  const image = imageOf(read.readCardMedia)?.[0]?.url
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: read.readCardTitle,
    description: readDescription(read),
    datePublished: read.publishedAt ?? undefined,
    dateModified: read.updatedAt,
    author: author ? { '@type': 'Person', name: author.name } : undefined,
    image: image ? new URL(image, siteUrl).toString() : undefined,
    mainEntityOfPage: new URL(readHref(read.slug), siteUrl).toString(),
    keywords: read.readTags?.length ? read.readTags.join(', ') : undefined,
  }
}

/** schema.org Event of an event: online, in person, or both; completed events keep their dates. */
export function eventJsonLd(event: Event, siteUrl: string, organizerName: string) {
  const start = new Date(event.eventScheduleStartTimestamp)
  const end =
    typeof event.duration === 'number' && !Number.isNaN(start.getTime())
      ? new Date(start.getTime() + event.duration * 60_000).toISOString()
      : undefined
  const places = [
    ...(event.location ? [{ '@type': 'Place', name: event.location, address: event.location }] : []),
    ...(event.onlineLink ? [{ '@type': 'VirtualLocation', url: event.onlineLink }] : []),
  ]
  const attendance =
    event.location && event.onlineLink ? 'Mixed' : event.location ? 'Offline' : event.onlineLink ? 'Online' : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.eventTitle,
    description: snippet(event.description),
    startDate: event.eventScheduleStartTimestamp,
    endDate: end,
    eventAttendanceMode: attendance ? `https://schema.org/${attendance}EventAttendanceMode` : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    location: places.length === 1 ? places[0] : places.length ? places : undefined,
    organizer: { '@type': 'Organization', name: organizerName, url: siteUrl },
    url: new URL(eventHref(event.eventSlug), siteUrl).toString(),
  }
}
