import { miniCardHref } from '@/lib/links'
import type { Media as MediaDoc } from '@/payload-types'

import { type CardBaseProps, CardLink, CardShell, Heading, LogoImage, mediaDoc } from '../shared/card'

/** A small card of an office-supplies program page; `href` is relative to /vendors/odp/ea-express/. */
export interface MiniCardData {
  cardHeadline: string
  cardSubheadline?: string | null
  cardCopy?: string | null
  cardMedia?: number | MediaDoc | null
  href?: string | null
}

/** A compact link card under /vendors/odp/ea-express/ (spec section 2, "Mini cards"). */
export function MiniCard({ card, size, headingLevel, className }: CardBaseProps & { card: MiniCardData }) {
  const media = mediaDoc(card.cardMedia)
  return (
    <CardShell kind="mini" size={size} className={className}>
      <div className="flex items-center gap-4 p-4">
        {media && <LogoImage media={media} />}
        <div className="flex flex-col gap-1">
          <Heading level={headingLevel} className="text-base">
            <CardLink href={miniCardHref(card.href)}>{card.cardHeadline}</CardLink>
          </Heading>
          {card.cardSubheadline && <p className="text-sm font-semibold text-brand-700">{card.cardSubheadline}</p>}
          {card.cardCopy && <p className="line-clamp-2 text-sm text-muted">{card.cardCopy}</p>}
        </div>
      </div>
    </CardShell>
  )
}
