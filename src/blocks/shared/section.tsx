import { type ReactNode, useId } from 'react'

import { cn } from '@/components/ui/cn'

import { type FeatureLinkData, FeatureLink, hasFeatureLink } from './feature-link'
import { isDarkLayer, layerClasses, mutedTextClass } from './layer'

interface BlockSectionProps {
  /** The block's slug, written to data-block for styling hooks and end-to-end tests. */
  blockType: string
  isDashboard: boolean
  layerStyle?: string | null
  /** Id of the heading that names the section. */
  labelledBy?: string
  className?: string
  innerClassName?: string
  /** Public pages: the content spans the whole width instead of the centred content column. */
  isFullBleed?: boolean
  children: ReactNode
}

/**
 * The outer frame of a block. Public pages centre the content at the content width on a
 * full-bleed layer; dashboard pages use the full width and show the layer as a rounded panel.
 */
export function BlockSection({
  blockType,
  isDashboard,
  layerStyle,
  labelledBy,
  className,
  innerClassName,
  isFullBleed = false,
  children,
}: BlockSectionProps) {
  if (isDashboard) {
    const hasPanel = Boolean(layerStyle && layerStyle !== 'white')
    return (
      <section
        data-block={blockType}
        data-layout="dashboard"
        aria-labelledby={labelledBy}
        className={cn('w-full dashboard-gutter py-4', className)}
      >
        <div
          className={cn(
            'w-full',
            hasPanel && 'rounded-2xl p-6 md:p-8',
            hasPanel && layerClasses(layerStyle),
            innerClassName,
          )}
        >
          {children}
        </div>
      </section>
    )
  }
  return (
    <section
      data-block={blockType}
      aria-labelledby={labelledBy}
      className={cn('py-12 md:py-16', layerClasses(layerStyle), className)}
    >
      <div className={cn(isFullBleed ? 'w-full' : 'container-content', innerClassName)}>{children}</div>
    </section>
  )
}

interface BlockHeadingProps {
  isFirst: boolean
  isDashboard: boolean
  id?: string
  className?: string
  children: ReactNode
}

/** A block's headline: the page's h1 when the block comes first, otherwise an h2. */
export function BlockHeading({ isFirst, isDashboard, id, className, children }: BlockHeadingProps) {
  const Heading = isFirst ? 'h1' : 'h2'
  const size = isDashboard
    ? 'text-2xl md:text-3xl font-bold'
    : isFirst
      ? 'text-4xl md:text-5xl font-extrabold'
      : 'text-3xl md:text-4xl font-bold'
  return (
    <Heading id={id} className={cn('leading-tight text-balance', size, className)}>
      {children}
    </Heading>
  )
}

interface BlockHeaderProps {
  headline?: string | null
  subheadline?: string | null
  headingId?: string
  isFirst: boolean
  isDashboard: boolean
  layerStyle?: string | null
  featureLink?: FeatureLinkData
  align?: 'start' | 'center'
  className?: string
}

/** Headline, subheadline and the optional feature link beside them; nothing when all are empty. */
export function BlockHeader({
  headline,
  subheadline,
  headingId,
  isFirst,
  isDashboard,
  layerStyle,
  featureLink,
  align = 'start',
  className,
}: BlockHeaderProps) {
  const link =
    featureLink && hasFeatureLink(featureLink) ? (
      <FeatureLink data={featureLink} isDark={isDarkLayer(layerStyle)} className="shrink-0" />
    ) : null
  if (!headline && !subheadline && !link) return null
  return (
    <header
      className={cn(
        'mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between',
        align === 'center' && 'items-center text-center md:flex-col md:items-center',
        className,
      )}
    >
      <div className="flex max-w-3xl flex-col gap-3">
        {headline && (
          <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
            {headline}
          </BlockHeading>
        )}
        {subheadline && <p className={cn('text-lg', mutedTextClass(layerStyle))}>{subheadline}</p>}
      </div>
      {link}
    </header>
  )
}

interface CardBlockProps {
  /** The block's slug (BlockSection's data-block). */
  blockType: string
  block: { headline?: string | null; subheadline?: string | null; layerStyle?: string | null }
  isDashboard: boolean
  isFirst: boolean
  /** The card's anchor, so that a link can lead to it (#apply, #request-benefits). */
  anchor?: string
  children: ReactNode
}

/**
 * A block set as one card at the card width on its layer: the optional headline (naming the
 * section) and subheadline above what the card holds (a form, the share actions).
 */
export function CardBlock({ blockType, block, isDashboard, isFirst, anchor, children }: CardBlockProps) {
  const headingId = useId()
  return (
    <BlockSection blockType={blockType} isDashboard={isDashboard} labelledBy={block.headline ? headingId : undefined}>
      <div
        id={anchor}
        className={cn(
          'mx-auto flex max-w-card-max scroll-mt-24 flex-col gap-4 rounded-2xl border border-line p-8',
          layerClasses(block.layerStyle),
        )}
      >
        {block.headline && (
          <BlockHeading
            id={headingId}
            isFirst={isFirst}
            isDashboard={isDashboard}
            className="text-2xl font-bold md:text-2xl"
          >
            {block.headline}
          </BlockHeading>
        )}
        {block.subheadline && <p className={mutedTextClass(block.layerStyle)}>{block.subheadline}</p>}
        {children}
      </div>
    </BlockSection>
  )
}
