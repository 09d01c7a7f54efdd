import { readHref } from '@/lib/links'
import type { Read } from '@/payload-types'

import { type CardBaseProps, CardLink, CardMedia, CardShell, Heading, TagList } from '../shared/card'

/** An article, opening /resources/reads/{slug}. */
export function ReadCard({ doc, size, headingLevel, className }: CardBaseProps & { doc: Read }) {
  const author = doc.author && typeof doc.author === 'object' ? doc.author.name : null
  return (
    <CardShell kind="read" size={size} className={className}>
      <CardMedia media={doc.readCardMedia} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <TagList tags={doc.readTags ?? []} />
        <Heading level={headingLevel}>
          <CardLink href={readHref(doc.slug)}>{doc.readCardTitle}</CardLink>
        </Heading>
        {doc.readCardSubtitle && <p className="font-semibold text-brand-700">{doc.readCardSubtitle}</p>}
        {doc.readCardCopy && <p className="line-clamp-3 text-muted">{doc.readCardCopy}</p>}
        {author && <p className="mt-auto text-sm text-muted">By {author}</p>}
      </div>
    </CardShell>
  )
}
