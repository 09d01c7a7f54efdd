import { ServerImage } from '@/components/ServerImage'

import { renderCard } from '@/cards/registry'
import { CardMedia, TagList, mediaDoc } from '@/cards/shared/card'
import { ShareButtons } from '@/blocks/ShareCard/Component.client'
import { ShareActions } from '@/blocks/ShareCard/ShareActions'
import { RichText } from '@/components/RichText'
import type { AppState } from '@/features/app-state/app-state'
import { formatLongDate } from '@/lib/dates'
import { readHref } from '@/lib/links'
import type { Author, Read } from '@/payload-types'

export const SHARE_HEADING = 'Share this article'
export const RELATED_HEADING = 'Keep reading'

function AuthorPhoto({ author, size }: { author: Author; size: number }) {
  const photo = mediaDoc(author.photo)
  if (!photo?.url) return null
  return (
    <ServerImage
      src={photo.url}
      alt={photo.altText || author.name}
      width={size}
      height={size}
      className="shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  )
}

export interface ReadArticleProps {
  read: Read
  /** Other reads for the end of the article (src/features/content/queries.ts getRelatedReads). */
  related?: Read[]
  viewer: AppState
}

/**
 * A read (/resources/reads/{slug}): title, subtitle, author and date, the article, the author's
 * bio, a share card and related reads.
 */
export function ReadArticle({ read, related = [], viewer }: ReadArticleProps) {
  const author = read.author && typeof read.author === 'object' ? read.author : null
  const published = formatLongDate(read.publishedAt)
  return (
    <article className="container-content flex flex-col gap-10 py-12 md:py-16" data-content="read">
      <header className="flex max-w-3xl flex-col gap-4">
        <TagList tags={read.readTags ?? []} />
        <h1 className="text-4xl leading-tight font-extrabold text-balance md:text-5xl">{read.readCardTitle}</h1>
        {read.readCardSubtitle && <p className="text-xl font-semibold text-brand-700">{read.readCardSubtitle}</p>}
        {(author || published) && (
          <div className="flex items-center gap-3 text-muted">
            {author && <AuthorPhoto author={author} size={48} />}
            <p>
              {author && (
                <>
                  By <span className="font-semibold text-ink">{author.name}</span>
                </>
              )}
              {author && published && <span aria-hidden="true"> · </span>}
              {published && read.publishedAt && <time dateTime={read.publishedAt}>{published}</time>}
            </p>
          </div>
        )}
      </header>
      {read.readCardMedia && <CardMedia media={read.readCardMedia} className="rounded-2xl" />}
      <RichText data={read.body} className="max-w-3xl text-lg" />
      {author && (
        <aside aria-label="About the author" className="flex max-w-3xl gap-4 rounded-2xl bg-surface p-6">
          <AuthorPhoto author={author} size={72} />
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">About the author</p>
            <p className="text-lg font-bold">{author.name}</p>
            {author.bio && <p className="text-muted">{author.bio}</p>}
          </div>
        </aside>
      )}
      <section
        aria-labelledby="share-heading"
        className="flex max-w-card-max flex-col gap-4 rounded-2xl border border-line p-6"
      >
        <h2 id="share-heading" className="text-2xl font-bold">
          {SHARE_HEADING}
        </h2>
        <ShareActions
          Buttons={ShareButtons}
          url={readHref(read.slug)}
          title={read.readCardTitle}
          text={read.readCardCopy}
        />
      </section>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="flex flex-col gap-6">
          <h2 id="related-heading" className="text-3xl font-bold">
            {RELATED_HEADING}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((doc) => (
              <li key={doc.id} className="flex">
                {renderCard(doc, 'reads', viewer, { headingLevel: 'h3', className: 'max-w-none h-full' })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
