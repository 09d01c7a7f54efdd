import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { draftMode, headers } from 'next/headers'
import type { CollectionSlug, DataFromCollectionSlug, Where } from 'payload'

import { MEMBER_CONTENT_CONTEXT } from '@/access'
import { isConfirmationAddress } from '@/collections/Pages/url'
import type { Config, Page } from '@/payload-types'
import { cacheTags } from '@/server/cache-tags'
import { afterCursorWhere, decodeCursor, encodeCursor, parseSort, sortValueOf, sortWithTieBreak } from '@/server/cursor'
import { getOperator } from '@/server/operator'
import { getPayloadClient } from '@/server/payload'
import { isMemberViewer } from '@/server/viewer'

/**
 * Draft mode is a cookie that outlives the admin session: drafts are shown only while the operator
 * who turned it on is still signed in to the admin, checked on every read.
 */
const isOperatorDraft = cache(async (): Promise<boolean> => {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return false
  return (await getOperator(await headers())) !== null
})

type GlobalSlug = keyof Config['globals']

/**
 * Published pages are read through Next's data cache, tagged by address, so a visitor never waits
 * for the database and a publish expires exactly the pages it changed (src/server/revalidate.ts).
 * Operators previewing drafts always read fresh. Read once per render: the page's metadata and its
 * body ask for the same page, and an address with no page (a 404) reaches the database each time.
 */
export const getPageByUrl = cache(async (url: string): Promise<Page | null> => {
  if (await isOperatorDraft()) return findPage(url, true, true)
  // A miss is not cached (thrown out of the cache): unknown addresses must not grow the cache.
  const cached = (memberContent: boolean) =>
    unstable_cache(
      async () => {
        const found = await findPage(url, false, memberContent)
        if (!found) throw new CacheMiss()
        return found
      },
      ['page', url, memberContent ? 'member' : 'public'],
      { tags: [cacheTags.page(url), cacheTags.pages] },
    )().catch((error: unknown) => {
      if (error instanceof CacheMiss) return null
      throw error
    })
  // Member-only pages (src/access) are read only for a signed-in member.
  const page = await cached(false)
  if (page || !(await isMemberViewer())) return page
  return cached(true)
})

/** Thrown out of a cached read so that nothing is stored for what does not exist. */
class CacheMiss extends Error {}

async function findPage(url: string, draft: boolean, memberContent: boolean): Promise<Page | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { url: { equals: url } },
    limit: 1,
    depth: 2,
    draft,
    overrideAccess: draft,
    pagination: false,
    context: { [MEMBER_CONTENT_CONTEXT]: memberContent },
  })
  return result.docs[0] ?? null
}

/**
 * A global from the data cache, read once per request: the layout's metadata, the header, the
 * footer and the page all ask for the site settings while rendering one page.
 */
const readGlobal = cache((slug: GlobalSlug): Promise<unknown> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug, depth: 1 })
    },
    ['global', slug],
    { tags: [cacheTags.global(slug)] },
  )(),
)

export function getGlobal<S extends GlobalSlug>(slug: S): Promise<Config['globals'][S]> {
  // cache() keeps one signature for every slug; the slug still decides the document's type.
  return readGlobal(slug) as Promise<Config['globals'][S]>
}

// ---------------------------------------------------------------------------------------------
// Card documents for article lists and detail pages
// ---------------------------------------------------------------------------------------------

type DocId = number | string

/** The spec's list shape for Load More (section 7): pageInfo.hasNextPage, pageInfo.endCursor, aggregate.count. */
export interface DocList<T> {
  docs: T[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
  aggregate: { count: number }
}

export interface ListDocsOptions {
  /** Documents per page; 12 by default, at most 100. */
  limit?: number
  /** The endCursor of the previous page, for Load More. */
  after?: string | null
  where?: Where
  /** One field, '-' first for descending; ties are broken by id. Default '-createdAt'. */
  sort?: string
  /** Relationship depth of the documents; 1 populates what a card shows. */
  depth?: number
}

const DEFAULT_LIST_LIMIT = 12
// Each document of a page is one cache tag; Next accepts up to 128 tags per entry.
const MAX_LIST_LIMIT = 100

const both = (a: Where | undefined, b: Where | undefined): Where | undefined => (a && b ? { and: [a, b] } : (a ?? b))

/**
 * Published documents by id, in the order given, cached under each document's own tag: a change
 * to one document (or to what it shows, see src/server/dependents.ts) re-reads only entries
 * holding it.
 */
function getDocsByIds<S extends CollectionSlug>(
  collection: S,
  ids: DocId[],
  depth: number,
  memberContent = false,
): Promise<DataFromCollectionSlug<S>[]> {
  if (!ids.length) return Promise.resolve([])
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection,
        where: { id: { in: ids } },
        depth,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
        context: { [MEMBER_CONTENT_CONTEXT]: memberContent },
      })
      const byId = new Map(result.docs.map((doc) => [String(doc.id), doc as DataFromCollectionSlug<S>]))
      return ids.flatMap((id) => byId.get(String(id)) ?? [])
    },
    ['docs', collection, String(depth), memberContent ? 'member' : 'public', ...ids.map(String)],
    { tags: ids.map((id) => cacheTags.doc(collection, id)) },
  )()
}

/**
 * One published document by its slug field (guides by guideSlug, reads by slug, ...), for detail
 * pages. The slug lookup is cached under the collection's tag (any change can move a slug), the
 * document under its own tag. Operators previewing drafts read fresh.
 */
export async function getDocBySlug<S extends CollectionSlug>(
  collection: S,
  slugField: string,
  slug: string,
  {
    depth = 2,
    memberContent = false,
  }: {
    depth?: number
    /** Member-only fields too (a guide's body): only for pages that have checked the member. */
    memberContent?: boolean
  } = {},
): Promise<DataFromCollectionSlug<S> | null> {
  const where: Where = { [slugField]: { equals: slug } }
  if (await isOperatorDraft()) {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection,
      where,
      depth,
      limit: 1,
      pagination: false,
      draft: true,
      overrideAccess: true,
    })
    return (result.docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
  }
  // A miss is not cached (thrown out of the cache): unknown slugs must not grow the cache.
  const id = await unstable_cache(
    async (): Promise<DocId> => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection,
        where,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: false,
      })
      const found = result.docs[0]?.id
      if (found === undefined) throw new CacheMiss()
      return found
    },
    ['doc-id', collection, slugField, slug],
    { tags: [cacheTags.collection(collection)] },
  )().catch((error: unknown) => {
    if (error instanceof CacheMiss) return null
    throw error
  })
  if (id === null) return null
  const [doc] = await getDocsByIds(collection, [id], depth, memberContent)
  return doc ?? null
}

/**
 * A page of published documents for article lists with Load More. Which documents, in which order,
 * and the total are cached under the collection's tag; the documents themselves under their own
 * tags (see getDocsByIds). `after` is the previous page's endCursor.
 */
export async function listDocs<S extends CollectionSlug>(
  collection: S,
  { limit = DEFAULT_LIST_LIMIT, after = null, where, sort, depth = 1 }: ListDocsOptions = {},
): Promise<DocList<DataFromCollectionSlug<S>>> {
  const size = Math.min(MAX_LIST_LIMIT, Math.max(1, Math.trunc(limit) || DEFAULT_LIST_LIMIT))
  const spec = parseSort(sort)
  const cursor = decodeCursor(after)
  const pageWhere = both(where, cursor ? afterCursorWhere(spec, cursor) : undefined)
  const isDraft = await isOperatorDraft()

  const readPage = async (pageDepth: number) => {
    const payload = await getPayloadClient()
    const [page, total] = await Promise.all([
      // One more than asked tells whether there is a next page without a second count.
      payload.find({
        collection,
        where: pageWhere,
        sort: sortWithTieBreak(spec),
        limit: size + 1,
        depth: pageDepth,
        pagination: false,
        draft: isDraft,
        overrideAccess: isDraft,
      }),
      payload.count({ collection, where, overrideAccess: isDraft }),
    ])
    const docs = page.docs.slice(0, size) as DataFromCollectionSlug<S>[]
    const last = docs.at(-1) as (Record<string, unknown> & { id: DocId }) | undefined
    return {
      docs,
      pageInfo: {
        hasNextPage: page.docs.length > size,
        endCursor: last ? encodeCursor(sortValueOf(last, spec.field), last.id) : null,
      },
      aggregate: { count: total.totalDocs },
    }
  }

  if (isDraft) return readPage(depth)

  // Keys stay bounded: the cursor is one the site signed (src/server/cursor.ts), and an empty
  // page (a tag nothing carries, a cursor past the end) is read but not cached.
  type Index = { ids: DocId[] } & Omit<Awaited<ReturnType<typeof readPage>>, 'docs'>
  let empty: Index | null = null
  const index = await unstable_cache(
    async (): Promise<Index> => {
      const { docs, ...rest } = await readPage(0)
      const found = { ids: docs.map((doc) => doc.id as DocId), ...rest }
      if (!found.ids.length) {
        empty = found
        throw new CacheMiss()
      }
      return found
    },
    ['doc-list', collection, JSON.stringify({ where: where ?? null, sort: spec, size, after: cursor })],
    { tags: [cacheTags.collection(collection)] },
  )().catch((error: unknown) => {
    if (error instanceof CacheMiss && empty) return empty
    throw error
  })
  const docs = await getDocsByIds(collection, index.ids, depth)
  return { docs, pageInfo: index.pageInfo, aggregate: index.aggregate }
}

/** Addresses of every published page outside the dashboard, for the sitemap. */
export function listPublicPageUrls(): Promise<{ url: string; updatedAt: string }[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection: 'pages',
        // Not the dashboard's pages, nor the confirmations forms land on, by type or by address
        // (noindex, see [[...slug]]).
        // Payload's not_equals keeps rows without a value (`IS NULL OR <>`).
        // Never a draft's address: a page saved but never published, or unpublished since.
        where: {
          _status: { equals: 'published' },
          pageCategory: { not_equals: 'DASHBOARD' },
          pageType: { not_equals: 'CONFIRMATION' },
        },
        select: { url: true, updatedAt: true },
        sort: 'url',
        limit: 0,
        pagination: false,
        depth: 0,
      })
      return result.docs.flatMap((doc) =>
        doc.url && !isConfirmationAddress(doc.url) ? [{ url: doc.url, updatedAt: doc.updatedAt }] : [],
      )
    },
    ['page-urls'],
    { tags: [cacheTags.pages] },
  )()
}
