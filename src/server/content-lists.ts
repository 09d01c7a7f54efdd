import 'server-only'

import { unstable_cache } from 'next/cache'
import type { DataFromCollectionSlug } from 'payload'

import {
  ARTICLE_PAGE_SIZE,
  type ArticleCollection,
  type EventListStatus,
  articleSort,
  articleTagField,
  articleWhere,
  tagSpellings,
} from '@/lib/article-lists'
import type { Product } from '@/payload-types'
import { cacheTags } from '@/server/cache-tags'
import { type DocList, listDocs } from '@/server/content'
import { decodeCursor } from '@/server/cursor'
import { getPayloadClient } from '@/server/payload'

/** The endCursor given to Load More is not one this site wrote (tampered with, or from another list). */
export class InvalidCursorError extends Error {
  constructor() {
    super('The "after" cursor is not valid. Use the endCursor of the previous page.')
    this.name = 'InvalidCursorError'
  }
}

export interface ListArticlesOptions {
  after?: string | null
  limit?: number
  tag?: string | null
  status?: EventListStatus
}

/**
 * One page of an article list (reads, guides, resources or events): published documents only,
 * card-ready (depth 1), in the list's fixed order, after the previous page's endCursor.
 */
export async function listArticles<C extends ArticleCollection>(
  collection: C,
  { after = null, limit = ARTICLE_PAGE_SIZE.default, tag = null, status = 'all' }: ListArticlesOptions = {},
): Promise<DocList<DataFromCollectionSlug<C>>> {
  if (after && !decodeCursor(after)) throw new InvalidCursorError()
  const tagField = articleTagField(collection)
  const spellings = tagField && tag?.trim() ? tagSpellings(tag, await tagsInUse(collection, tagField)) : null
  return listDocs(collection, {
    after,
    limit,
    where: articleWhere(collection, { tag: spellings, status }),
    sort: articleSort(collection, status),
    depth: 1,
  })
}

/**
 * The tags the collection's published documents carry, each spelling once; cached under the
 * collection's tag, which every save and publish of its documents expires.
 */
function tagsInUse(collection: ArticleCollection, tagField: string): Promise<string[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        select: { [tagField]: true },
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
      const tags: unknown[] = result.docs.flatMap((doc) => (doc as unknown as Record<string, unknown[] | null>)[tagField] ?? [])
      return [...new Set(tags.filter((tag): tag is string => typeof tag === 'string'))]
    },
    ['tags-in-use', collection],
    { tags: [cacheTags.collection(collection)] },
  )()
}

// Each page is cached under the tag of every product on it; a few pages cover any catalogue.
const PRODUCT_PAGE_SIZE = 100
const MAX_PRODUCT_PAGES = 20

/** Every product of a collection, by name, read a page at a time through the cached lists. */
export async function listCollectionProducts(collectionId: number | string): Promise<Product[]> {
  const products: Product[] = []
  let after: string | null = null
  for (let page = 0; page < MAX_PRODUCT_PAGES; page++) {
    const result: DocList<Product> = await listDocs('products', {
      where: { collection: { equals: collectionId } },
      sort: 'productName',
      limit: PRODUCT_PAGE_SIZE,
      after,
      depth: 1,
    })
    products.push(...result.docs)
    if (!result.pageInfo.hasNextPage || !result.pageInfo.endCursor) break
    after = result.pageInfo.endCursor
  }
  return products
}
