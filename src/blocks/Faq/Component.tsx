import { useId } from 'react'

import { RichText } from '@/components/RichText'
import type { FaqBlock as FaqBlockData } from '@/payload-types'

import { FaqAccordion } from '../lazy-blocks.client'
import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** Tracking context for the FAQ toggles; one value for every FAQ block so reports can group them. */
export const FAQ_TRACK_CONTEXT = 'faq'

/** Questions and answers in an accordion; answers are rendered on the server and revealed in place. */
export function FaqBlock({ block, isDashboard, isFirst }: BlockProps<FaqBlockData>) {
  const headingId = useId()
  return (
    <BlockSection
      blockType="faq"
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
      <FaqAccordion
        headingLevel={block.headline ? 'h3' : 'h2'}
        trackContext={FAQ_TRACK_CONTEXT}
        isDark={isDarkLayer(block.layerStyle)}
        items={block.items.map((item, index) => ({
          id: item.id ?? `faq-${index}`,
          question: item.faqHeadline,
          answer: <RichText data={item.faqCopy} className={mutedTextClass(block.layerStyle)} />,
        }))}
      />
    </BlockSection>
  )
}
