import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import { eventHref, readHref, resourceHref } from '@/lib/links'
import type { Benefit, Event, Guide, Read, Resource } from '@/payload-types'
import { cacheTags } from '@/server/cache-tags'
import { getDocBySlug, listDocs } from '@/server/content'
import { getPayloadClient } from '@/server/payload'

/** Slugs are lower-case letters, digits and hyphens (src/fields/slug.ts); anything else matches nothing. */
export function normaliseSlug(value: string): string | null {
  let slug: string
  try {
    slug = decodeURIComponent(value).trim().toLowerCase()
  } catch {
    return null
  }
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null
}

async function bySlug<S extends 'reads' | 'resources' | 'events' | 'guides' | 'benefits'>(
  collection: S,
  field: string,
  value: string,
  options: { memberContent?: boolean } = {},
) {
  const slug = normaliseSlug(value)
  return slug ? getDocBySlug(collection, field, slug, options) : null
}

/**
 * Detail screens read one published document by its slug (an operator previewing drafts sees the
 * draft), populated two levels deep: a read's author and the author's photo, a benefit's logos.
 */
export const getRead = cache((slug: string): Promise<Read | null> => bySlug('reads', 'slug', slug))
export const getResource = cache((slug: string): Promise<Resource | null> => bySlug('resources', 'resourceSlug', slug))
export const getEvent = cache((slug: string): Promise<Event | null> => bySlug('events', 'eventSlug', slug))
/** A guide with its body, which only members read: call it only behind requireMember(). */
export const getGuide = cache((slug: string): Promise<Guide | null> =>
  bySlug('guides', 'guideSlug', slug, { memberContent: true }),
)
export const getBenefit = cache((slug: string): Promise<Benefit | null> => bySlug('benefits', 'benefitSlug', slug))

export const RELATED_READS_LIMIT = 3

/**
 * Up to three other reads for the end of an article: those sharing one of its tags first, newest
 * first, then the newest of the rest.
 */
export async function getRelatedReads(read: Read, limit = RELATED_READS_LIMIT): Promise<Read[]> {
  const published: Where = { _status: { equals: 'published' } }
  const others: Where = { id: { not_equals: read.id } }
  const tags = (read.readTags ?? []).filter(Boolean)
  const sameTags = tags.length
    ? await listDocs('reads', {
        where: { and: [published, others, { readTags: { in: tags } }] },
        sort: '-publishedAt',
        limit,
      })
    : null
  const related = sameTags?.docs ?? []
  if (related.length >= limit) return related
  const latest = await listDocs('reads', {
    where: { and: [published, others] },
    sort: '-publishedAt',
    limit: limit + related.length,
  })
  const seen = new Set(related.map((doc) => doc.id))
  return [...related, ...latest.docs.filter((doc) => !seen.has(doc.id))].slice(0, limit)
}

/** Addresses of the published reads, resources and events, for the sitemap. */
export function listContentDetailUrls(): Promise<{ url: string; updatedAt: string }[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const where: Where = { _status: { equals: 'published' } }
      const common = { where, limit: 0, pagination: false, depth: 0, overrideAccess: false } as const
      const [reads, resources, events] = await Promise.all([
        payload.find({ collection: 'reads', ...common, select: { slug: true, updatedAt: true }, sort: 'slug' }),
        payload.find({
          collection: 'resources',
          ...common,
          select: { resourceSlug: true, updatedAt: true },
          sort: 'resourceSlug',
        }),
        payload.find({
          collection: 'events',
          ...common,
          select: { eventSlug: true, updatedAt: true },
          sort: 'eventSlug',
        }),
      ])
      return [
        ...reads.docs.map((doc) => ({ url: readHref(doc.slug), updatedAt: doc.updatedAt })),
        ...resources.docs.map((doc) => ({ url: resourceHref(doc.resourceSlug), updatedAt: doc.updatedAt })),
        ...events.docs.map((doc) => ({ url: eventHref(doc.eventSlug), updatedAt: doc.updatedAt })),
      ]
    },
    ['content-detail-urls'],
    { tags: [cacheTags.collection('reads'), cacheTags.collection('resources'), cacheTags.collection('events')] },
  )()
}
