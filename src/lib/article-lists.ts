/**
 * Article lists with Load More (spec sections 2 and 7): which collections can be listed, in which
 * order, and how a tag or event status narrows them. Shared by the articleList block, its client
 * and the GET /api/content/[collection] route. Pure data and functions: no Payload runtime, no Next.
 */
import type { Where } from 'payload'

export const ARTICLE_COLLECTIONS = ['reads', 'guides', 'resources', 'events'] as const
export type ArticleCollection = (typeof ARTICLE_COLLECTIONS)[number]

export const ARTICLE_COLLECTION_OPTIONS: readonly { label: string; value: ArticleCollection }[] = [
  { label: 'Reads (articles)', value: 'reads' },
  { label: 'Guides', value: 'guides' },
  { label: 'Resources (downloads)', value: 'resources' },
  { label: 'Events', value: 'events' },
]

export function isArticleCollection(value: unknown): value is ArticleCollection {
  return typeof value === 'string' && (ARTICLE_COLLECTIONS as readonly string[]).includes(value)
}

/** Which events a list shows: upcoming soonest first, completed most recent first, or all newest first. */
export const EVENT_STATUSES = ['upcoming', 'completed', 'all'] as const
export type EventListStatus = (typeof EVENT_STATUSES)[number]

export const EVENT_STATUS_OPTIONS: readonly { label: string; value: EventListStatus }[] = [
  { label: 'Upcoming (soonest first)', value: 'upcoming' },
  { label: 'Completed (most recent first)', value: 'completed' },
  { label: 'All (latest first)', value: 'all' },
]

export const ARTICLE_PAGE_SIZE = { default: 6, min: 1, max: 24 } as const

/** The field holding a collection's tags; collections without one cannot be filtered by tag. */
const TAG_FIELDS: Partial<Record<ArticleCollection, string>> = {
  reads: 'readTags',
  resources: 'resourceTags',
}

export function articleTagField(collection: ArticleCollection): string | null {
  return TAG_FIELDS[collection] ?? null
}

export function canFilterByTag(collection: ArticleCollection): boolean {
  return articleTagField(collection) !== null
}

/**
 * One sort field per list (the cursor holds one key and the id): reads by publication date,
 * guides and resources by creation, events by start in the direction their status calls for.
 */
export function articleSort(collection: ArticleCollection, status: EventListStatus = 'all'): string {
  switch (collection) {
    case 'reads':
      return '-publishedAt'
    case 'guides':
    case 'resources':
      return '-createdAt'
    case 'events':
      return status === 'upcoming' ? 'eventScheduleStartTimestamp' : '-eventScheduleStartTimestamp'
  }
}

/**
 * What a list shows: published documents only (even for an operator previewing drafts), narrowed
 * by tag (reads, resources) or, for events, by completion.
 */
export function articleWhere(
  collection: ArticleCollection,
  {
    tag,
    status = 'all',
  }: {
    /** One tag, or every spelling of it in use (see tagSpellings). */
    tag?: string | readonly string[] | null
    status?: EventListStatus
  } = {},
): Where {
  const clauses: Where[] = [{ _status: { equals: 'published' } }]
  const tagField = articleTagField(collection)
  const spellings = [...new Set((typeof tag === 'string' ? [tag] : (tag ?? [])).map((t) => t.trim()).filter(Boolean))]
  if (tagField && spellings.length === 1) clauses.push({ [tagField]: { equals: spellings[0] } })
  if (tagField && spellings.length > 1) clauses.push({ [tagField]: { in: spellings } })
  if (collection === 'events' && status === 'upcoming') clauses.push({ eventCompleteStatus: { not_equals: true } })
  if (collection === 'events' && status === 'completed') clauses.push({ eventCompleteStatus: { equals: true } })
  return clauses.length === 1 ? clauses[0] : { and: clauses }
}

/**
 * Every spelling of a tag among the tags in use, whatever their case: a list asked for 'finance'
 * shows what is tagged 'Finance' and 'FINANCE' (cards print tags in capitals, so an operator
 * cannot tell the case they were typed in). The tag as given comes first; the rest in order.
 */
export function tagSpellings(tag: string, inUse: Iterable<string>): string[] {
  const given = tag.trim()
  const key = given.toLocaleLowerCase('en-US')
  const others = new Set<string>()
  for (const used of inUse) {
    const spelling = used.trim()
    if (spelling !== given && spelling.toLocaleLowerCase('en-US') === key) others.add(spelling)
  }
  return given ? [given, ...[...others].sort()] : []
}

/** The Load More address: /api/content/{collection}?after=…&limit=…&tag=…&status=… */
export function articlePageUrl(
  collection: ArticleCollection,
  { after, limit, tag, status }: { after: string; limit: number; tag?: string | null; status?: EventListStatus | null },
): string {
  const params = new URLSearchParams({ after, limit: String(limit) })
  if (tag?.trim()) params.set('tag', tag.trim())
  if (collection === 'events' && status) params.set('status', status)
  return `/api/content/${collection}?${params.toString()}`
}

/** 'Showing 6 of 14' under a list. */
export function showingLabel(shown: number, total: number): string {
  return `Showing ${shown} of ${Math.max(shown, total)}`
}
