import { buildPageUrl } from '@/collections/Pages/url'
import type { Page } from '@/payload-types'

import { type CardBaseProps, CardLink, CardShell, Heading } from '../shared/card'

/** A link to another CMS page (spec section 3, "Page card"), with its description. */
export function PageCard({ doc, size, headingLevel, className }: CardBaseProps & { doc: Page }) {
  const href = doc.url || buildPageUrl(doc.pagePath, doc.slug)
  return (
    <CardShell kind="page" size={size} className={className}>
      <div className="flex flex-1 flex-col gap-2 p-6">
        <Heading level={headingLevel}>
          <CardLink href={href}>{doc.pageName}</CardLink>
        </Heading>
        {doc.meta?.description && <p className="line-clamp-3 text-muted">{doc.meta.description}</p>}
      </div>
    </CardShell>
  )
}
