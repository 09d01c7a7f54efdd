'use client'

import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'

import type { HeadingLevel } from '@/cards/shared/card'
import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/components/ui/cx'
import { type ArticleCollection, type EventListStatus, articlePageUrl, showingLabel } from '@/lib/article-lists'

import type { ArticleDocs, renderArticleCard } from './cards'

type CardRenderer = typeof renderArticleCard

/**
 * The card components come with the first Load More, not with the page: the first page's cards
 * are rendered on the server, most visitors never press it, and the cards' code (with
 * tailwind-merge, which they need for their class overrides) is about 10 kB of gzip.
 */
const loadCardRenderer = (): Promise<CardRenderer> => import('./cards').then((module) => module.renderArticleCard)

export const LOAD_MORE_LABEL = 'Load More'
export const LOADING_LABEL = 'Loading…'
export const LOAD_MORE_ERROR = 'We couldn’t load more right now. Please try again.'

export interface ArticlePageInfo {
  hasNextPage: boolean
  endCursor: string | null
}

/** What GET /api/content/[collection] answers (spec section 7). */
export interface ArticlePage<C extends ArticleCollection> {
  docs: ArticleDocs[C][]
  pageInfo: ArticlePageInfo
  aggregate: { count: number }
}

export interface ArticleListClientProps<C extends ArticleCollection> {
  collection: C
  /** The first page, rendered on the server. */
  initialItems: { key: string; card: ReactNode }[]
  pageInfo: ArticlePageInfo
  total: number
  limit: number
  tag?: string | null
  status?: EventListStatus | null
  headingLevel: HeadingLevel
  emptyMessage: string
  isDark?: boolean
}

/**
 * The cards of an article list and its Load More button. Each click fetches the page after the
 * last endCursor and appends it; the button goes once there is no next page. After a load the
 * focus moves to the first new card, so keyboard users carry on where the new items start.
 */
export function ArticleListClient<C extends ArticleCollection>({
  collection,
  initialItems,
  pageInfo: initialPageInfo,
  total: initialTotal,
  limit,
  tag,
  status,
  headingLevel,
  emptyMessage,
  isDark = false,
}: ArticleListClientProps<C>) {
  const listId = useId()
  const [added, setAdded] = useState<ArticleDocs[C][]>([])
  const [renderCard, setRenderCard] = useState<CardRenderer | null>(null)
  const [pageInfo, setPageInfo] = useState(initialPageInfo)
  const [total, setTotal] = useState(initialTotal)
  const [isLoading, setIsLoading] = useState(false)
  const [hasError, setHasError] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const focusFrom = useRef<number | null>(null)

  const shown = initialItems.length + added.length

  // A layout effect: the focus moves in the same frame the new cards appear.
  useLayoutEffect(() => {
    const from = focusFrom.current
    if (from === null) return
    focusFrom.current = null
    const item = listRef.current?.children[from] as HTMLElement | undefined
    const target = item?.querySelector<HTMLElement>('a[href]') ?? statusRef.current
    target?.focus()
  }, [added])

  const loadMore = async () => {
    if (isLoading || !pageInfo.hasNextPage || !pageInfo.endCursor) return
    setIsLoading(true)
    setHasError(false)
    try {
      const [render, response] = await Promise.all([
        renderCard ?? loadCardRenderer(),
        fetch(articlePageUrl(collection, { after: pageInfo.endCursor, limit, tag, status }), {
          headers: { accept: 'application/json' },
        }),
      ])
      if (!response.ok) throw new Error(`Load More: ${response.status} ${response.statusText}`)
      const page = (await response.json()) as ArticlePage<C>
      const seen = new Set([...initialItems.map((item) => item.key), ...added.map((doc) => `${collection}-${doc.id}`)])
      const fresh = page.docs.filter((doc) => !seen.has(`${collection}-${doc.id}`))
      focusFrom.current = shown
      setRenderCard(() => render)
      setAdded((current) => [...current, ...fresh])
      setPageInfo(page.pageInfo)
      setTotal(page.aggregate.count)
    } catch (error) {
      console.error('Could not load more articles', error)
      setHasError(true)
    } finally {
      setIsLoading(false)
    }
  }

  if (shown === 0) {
    return <p className={cx('text-lg', isDark ? 'text-white/85' : 'text-muted')}>{emptyMessage}</p>
  }

  return (
    <div className="flex flex-col items-center gap-8">
      <ul
        id={listId}
        ref={listRef}
        aria-busy={isLoading || undefined}
        className="grid w-full grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        data-collection={collection}
      >
        {initialItems.map(({ key, card }) => (
          <li key={key} className="flex">
            {card}
          </li>
        ))}
        {renderCard &&
          added.map((doc) => (
            <li key={`${collection}-${doc.id}`} className="flex">
              {renderCard(collection, doc, headingLevel)}
            </li>
          ))}
      </ul>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={cx('text-sm outline-none', isDark ? 'text-white/85' : 'text-muted')}
      >
        {showingLabel(shown, total)}
      </p>
      {hasError && (
        <p role="alert" className={cx('text-sm font-semibold', isDark ? 'text-white' : 'text-danger')}>
          {LOAD_MORE_ERROR}
        </p>
      )}
      {pageInfo.hasNextPage && (
        <button
          type="button"
          aria-controls={listId}
          aria-disabled={isLoading || undefined}
          onClick={loadMore}
          className={buttonClasses('outline', isDark ? 'dark' : 'light')}
        >
          {isLoading ? LOADING_LABEL : LOAD_MORE_LABEL}
        </button>
      )}
    </div>
  )
}
