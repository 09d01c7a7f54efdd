import { useId } from 'react'

import type { SliderBlock as SliderBlockData } from '@/payload-types'

import { CardSlider } from '../lazy-blocks.client'
import { BaseCard } from '../shared/base-card'
import { isDarkLayer } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** Base cards in a slider, with the optional feature navigation link beside the heading. */
export function SliderBlock({ block, viewer, isDashboard, isFirst }: BlockProps<SliderBlockData>) {
  const headingId = useId()
  const headingLevel = block.headline ? 'h3' : 'h2'
  return (
    <BlockSection
      blockType="slider"
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
      <CardSlider
        label={block.headline || block.blockName || 'Card slider'}
        showDots={Boolean(block.showDots)}
        isDark={isDarkLayer(block.layerStyle)}
        slides={block.cards.map((card, index) => (
          <BaseCard key={card.id ?? index} card={card} viewer={viewer} headingLevel={headingLevel} />
        ))}
      />
    </BlockSection>
  )
}
