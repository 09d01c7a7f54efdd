import type { ReactElement } from 'react'

import { EventCard } from '@/cards/EventCard/Component'
import { GuideCard } from '@/cards/GuideCard/Component'
import { ReadCard } from '@/cards/ReadCard/Component'
import { ResourceCard } from '@/cards/ResourceCard/Component'
import type { HeadingLevel } from '@/cards/shared/card'
import type { ArticleCollection } from '@/lib/article-lists'
import type { Event, Guide, Read, Resource } from '@/payload-types'

export interface ArticleDocs {
  reads: Read
  guides: Guide
  resources: Resource
  events: Event
}
export type ArticleDoc = ArticleDocs[ArticleCollection]

/** Classes every card of an article list receives: it fills its grid cell. */
export const ARTICLE_CARD_CLASS = 'max-w-none h-full'

type Render<D> = (doc: D, headingLevel: HeadingLevel) => ReactElement

/**
 * The cards of pages fetched by Load More, rendered in the browser. They are the same card
 * components the server's card registry (src/cards/registry.tsx) renders the first page with;
 * the registry itself reads server settings and stays on the server.
 */
const renderers: { [C in ArticleCollection]: Render<ArticleDocs[C]> } = {
  reads: (doc, headingLevel) => (
    <ReadCard doc={doc} size="fluid" headingLevel={headingLevel} className={ARTICLE_CARD_CLASS} />
  ),
  guides: (doc, headingLevel) => (
    <GuideCard doc={doc} size="fluid" headingLevel={headingLevel} className={ARTICLE_CARD_CLASS} />
  ),
  resources: (doc, headingLevel) => (
    <ResourceCard doc={doc} size="fluid" headingLevel={headingLevel} className={ARTICLE_CARD_CLASS} />
  ),
  events: (doc, headingLevel) => (
    <EventCard doc={doc} size="fluid" headingLevel={headingLevel} className={ARTICLE_CARD_CLASS} />
  ),
}

export function renderArticleCard<C extends ArticleCollection>(
  collection: C,
  doc: ArticleDocs[C],
  headingLevel: HeadingLevel,
): ReactElement {
  const render: Render<ArticleDocs[C]> = renderers[collection]
  return render(doc, headingLevel)
}
