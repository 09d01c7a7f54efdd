import { CardMedia } from '@/cards/shared/card'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { Guide } from '@/payload-types'

export interface GuideArticleProps {
  guide: Guide
  /** Inside the dashboard the shell sets the width; on public pages the content column does. */
  isDashboard?: boolean
}

/** A members' guide (/my-dashboard/guides/{guideSlug}): title, image and the guide itself. */
export function GuideArticle({ guide, isDashboard = false }: GuideArticleProps) {
  return (
    <article
      className={cn(
        'flex flex-col gap-8',
        isDashboard ? 'w-full dashboard-gutter py-6' : 'container-content py-12 md:py-16',
      )}
      data-content="guide"
    >
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">Guide</p>
        <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">{guide.guideCardTitle}</h1>
      </header>
      {guide.guideCardMedia && <CardMedia media={guide.guideCardMedia} className="max-w-3xl rounded-2xl" />}
      <RichText data={guide.body} className="max-w-3xl text-lg" />
    </article>
  )
}
