import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { Media } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { AppState } from '@/features/app-state/app-state'
import type { ButtonConfigs, Media as MediaDoc } from '@/payload-types'

/** An inline base card (spec section 3, "Base") as the card slider and card grid blocks hold it. */
export interface BaseCardData {
  id?: string | null
  cardHeadline: string
  cardSubheadline?: string | null
  cardMedia?: number | MediaDoc | null
  cardRichText?: unknown
  cardButton?: ButtonConfigs
  cardNote?: string | null
}

interface BaseCardProps {
  card: BaseCardData
  viewer: AppState
  /** h3 under a block headline; h2 when the block has none. */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** Media, headline, subheadline, copy, one button and a note, on a white card. */
export function BaseCard({ card, viewer, headingLevel = 'h3', className }: BaseCardProps) {
  const Heading = headingLevel
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-ink shadow-sm',
        className,
      )}
    >
      {card.cardMedia && (
        <Media media={card.cardMedia} sizes="(min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading className="text-xl leading-snug font-bold">{card.cardHeadline}</Heading>
        {card.cardSubheadline && <p className="font-semibold text-brand-700">{card.cardSubheadline}</p>}
        <RichText data={card.cardRichText} className="text-muted" />
        <ButtonGroup buttons={card.cardButton} viewer={viewer} className="mt-auto pt-2" />
        {card.cardNote && <p className="text-sm text-muted">{card.cardNote}</p>}
      </div>
    </article>
  )
}
