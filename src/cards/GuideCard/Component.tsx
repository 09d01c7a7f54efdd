import { guideHref } from '@/lib/links'
import type { Guide } from '@/payload-types'

import { type CardBaseProps, CardLink, CardMedia, CardShell, Heading } from '../shared/card'

/** A members' guide, opening /my-dashboard/guides/{guideSlug}. */
export function GuideCard({ doc, size, headingLevel, className }: CardBaseProps & { doc: Guide }) {
  return (
    <CardShell kind="guide" size={size} className={className}>
      <CardMedia media={doc.guideCardMedia} />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Guide</p>
        <Heading level={headingLevel}>
          <CardLink href={guideHref(doc.guideSlug)}>{doc.guideCardTitle}</CardLink>
        </Heading>
      </div>
    </CardShell>
  )
}
