import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import type { CardGridBlock as CardGridBlockData } from '@/payload-types'

import { BaseCard } from '../shared/base-card'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { cardGridLayout } from './layout'

/** Base cards in centred rows, or an auto-filling grid on large screens when hasGrid is set. */
export function CardGridBlock({ block, viewer, isDashboard, isFirst }: BlockProps<CardGridBlockData>) {
  const headingId = useId()
  const layout = cardGridLayout(block.hasGrid)
  return (
    <BlockSection
      blockType="cardGrid"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={block.headline ? headingId : undefined}
    >
      <BlockHeader
        headline={block.headline}
        subheadline={block.subheadline}
        headingId={headingId}
        isFirst={isFirst}
        isDashboard={isDashboard}
        layerStyle={block.layerStyle}
        featureLink={block}
      />
      <ul className={layout.list} data-layout={block.hasGrid ? 'grid' : 'rows'}>
        {block.cards.map((card, index) => (
          <li key={card.id ?? index} className={cn(layout.item)}>
            <BaseCard card={card} viewer={viewer} headingLevel={block.headline ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
