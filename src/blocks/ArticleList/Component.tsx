import { useId } from 'react'

import { renderCard } from '@/cards/registry'
import { ARTICLE_PAGE_SIZE, type ArticleCollection, type EventListStatus, canFilterByTag } from '@/lib/article-lists'
import type { ArticleListBlock as ArticleListBlockData } from '@/payload-types'
import type { DocList } from '@/server/content'
import { listArticles } from '@/server/content-lists'

import { ArticleListClient } from '../lazy-blocks.client'
import { isDarkLayer } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { ARTICLE_CARD_CLASS, type ArticleDocs } from './cards'

export const DEFAULT_EMPTY_MESSAGE = 'Nothing here yet. Check back soon.'

/** What the block asks the list for: page size within bounds, tag and status only where they apply. */
export function articleListQuery(
  block: Pick<ArticleListBlockData, 'collection' | 'pageSize' | 'tag' | 'eventStatus'>,
): {
  collection: ArticleCollection
  limit: number
  tag: string | null
  status: EventListStatus
} {
  const size = Math.trunc(Number(block.pageSize)) || ARTICLE_PAGE_SIZE.default
  return {
    collection: block.collection,
    limit: Math.min(ARTICLE_PAGE_SIZE.max, Math.max(ARTICLE_PAGE_SIZE.min, size)),
    tag: canFilterByTag(block.collection) ? block.tag?.trim() || null : null,
    status: block.collection === 'events' ? (block.eventStatus ?? 'upcoming') : 'all',
  }
}

export interface ArticleListViewProps<C extends ArticleCollection> extends Omit<
  BlockProps<ArticleListBlockData>,
  'siteSettings'
> {
  firstPage: DocList<ArticleDocs[C]>
}

/** The block's frame and first page, rendered on the server; Load More runs in the browser. */
export function ArticleListView<C extends ArticleCollection>({
  block,
  firstPage,
  viewer,
  isDashboard,
  isFirst,
}: ArticleListViewProps<C>) {
  const headingId = useId()
  const { collection, limit, tag, status } = articleListQuery(block)
  const headingLevel = block.headline ? 'h3' : 'h2'
  const isDark = isDarkLayer(block.layerStyle)
  const initialItems = firstPage.docs.map((doc) => {
    const key = `${collection}-${doc.id}`
    return {
      key,
      card: renderCard(doc as ArticleDocs[ArticleCollection], collection, viewer, {
        size: 'fluid',
        headingLevel,
        className: ARTICLE_CARD_CLASS,
      }),
    }
  })
  return (
    <BlockSection
      blockType="articleList"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={block.headline ? headingId : undefined}
    >
      <BlockHeader
        headline={block.headline}
        subheadline={block.subheadline}
        headingId={headingId}
        isFirst={isFirst}
        isDashboard={isDashboard}
        layerStyle={block.layerStyle}
      />
      <ArticleListClient
        collection={collection}
        initialItems={initialItems}
        pageInfo={firstPage.pageInfo}
        total={firstPage.aggregate.count}
        limit={limit}
        tag={tag}
        status={collection === 'events' ? status : null}
        headingLevel={headingLevel}
        emptyMessage={block.emptyMessage?.trim() || DEFAULT_EMPTY_MESSAGE}
        isDark={isDark}
      />
    </BlockSection>
  )
}

/** Reads the first page of the list (cached per document) and renders the block. */
export async function ArticleListBlock({ block, viewer, isDashboard, isFirst }: BlockProps<ArticleListBlockData>) {
  const { collection, limit, tag, status } = articleListQuery(block)
  const firstPage = await listArticles(collection, { limit, tag, status })
  return (
    <ArticleListView block={block} firstPage={firstPage} viewer={viewer} isDashboard={isDashboard} isFirst={isFirst} />
  )
}
