import { useId } from 'react'

import { collapseCardHref } from '@/lib/links'
import type { CollapseCardsBlock as CollapseCardsBlockData } from '@/payload-types'

import { CollapseCardList } from '../lazy-blocks.client'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** Cards that open and close, each linking to /vendors/odp/{partner}/{href} with 'Learn More'. */
export function CollapseCardsBlock({ block, isDashboard, isFirst }: BlockProps<CollapseCardsBlockData>) {
  const headingId = useId()
  const cards = block.cards.map((card, index) => ({
    id: card.id ?? String(index),
    headline: card.cardHeadline,
    copy: card.cardCopy,
    href: collapseCardHref(card.href, block.partnerSlug),
  }))
  return (
    <BlockSection
      blockType="collapseCards"
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
      />
      <CollapseCardList cards={cards} headingLevel={block.headline ? 'h3' : 'h2'} />
    </BlockSection>
  )
}
