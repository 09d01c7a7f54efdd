import { type ReactElement, useId } from 'react'

import { type CardRelation, renderCard, renderRelation } from '@/cards/registry'
import type { HeadingLevel } from '@/cards/shared/card'
import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { DynamicCardsBlock as DynamicCardsBlockData, SideCard } from '@/payload-types'

import { CardSlider } from '../lazy-blocks.client'
import { BaseCard } from '../shared/base-card'
import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { cardVariants, dynamicCardsLayout } from './layout'

const isPopulated = (relation: CardRelation) => Boolean(relation.value && typeof relation.value === 'object')

/**
 * The dynamic card block: headline, copy and buttons above cards from the content collections
 * (drafts and unpopulated references are skipped) and inline cards, laid out by how many there
 * are (./layout.ts), with optional side cards beside them from lg.
 */
export function DynamicCardsBlock({ block, viewer, isDashboard, isFirst }: BlockProps<DynamicCardsBlockData>) {
  const headingId = useId()
  const relations = (block.cards ?? []).filter(isPopulated)
  const inlineCards = block.inlineCards ?? []
  const sideCards = (block.sideCards ?? []).filter(
    (card): card is SideCard => Boolean(card) && typeof card === 'object',
  )
  const count = relations.length + inlineCards.length
  const layout = dynamicCardsLayout(count, block.displayAs)
  const headingLevel: HeadingLevel = block.headline ? 'h3' : 'h2'
  const isDark = isDarkLayer(block.layerStyle)
  const options = { size: 'fluid' as const, headingLevel, className: layout.card, ...cardVariants(block.cardComponent) }

  const cards: { key: string; card: ReactElement }[] = [
    ...relations.flatMap((relation, index) => {
      const key = `${relation.relationTo}-${typeof relation.value === 'object' && relation.value ? relation.value.id : index}`
      const card = renderRelation(relation, viewer, { ...options, key })
      return card ? [{ key, card }] : []
    }),
    ...inlineCards.map((inline, index) => {
      const key = `inline-${inline.id ?? index}`
      return {
        key,
        card: <BaseCard key={key} card={inline} viewer={viewer} headingLevel={headingLevel} className={layout.card} />,
      }
    }),
  ]

  const hasIntro = Boolean(block.headline || block.subheadline || block.copy || block.buttons?.length)
  // A block given cards whose documents are all unpublished or gone would show its heading over
  // nothing: it goes with them. A block that never had cards is an intro of its own.
  const hasLostItsCards = (block.cards?.length ?? 0) > 0 && !inlineCards.length
  if (!cards.length && !sideCards.length && (!hasIntro || hasLostItsCards)) return null

  const main =
    layout.kind === 'slider' ? (
      <CardSlider
        label={block.headline || block.blockName || 'Cards'}
        isDark={isDark}
        slides={cards.map(({ card }) => card)}
      />
    ) : (
      <ul className={layout.list} data-layout={layout.kind}>
        {cards.map(({ key, card }) => (
          <li key={key} className="flex">
            {card}
          </li>
        ))}
      </ul>
    )

  return (
    <BlockSection
      blockType="dynamicCards"
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
        className={block.copy || block.buttons?.length ? 'mb-4' : undefined}
      />
      {(block.copy || Boolean(block.buttons?.length)) && (
        <div className="mb-8 flex max-w-3xl flex-col gap-4">
          <RichText data={block.copy} className={cn('text-lg', mutedTextClass(block.layerStyle))} />
          <ButtonGroup buttons={block.buttons} viewer={viewer} tone={isDark ? 'dark' : 'light'} />
        </div>
      )}
      {sideCards.length ? (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]" data-has-side-cards="">
          <div className="min-w-0">{main}</div>
          <aside aria-label="More for you" className="flex flex-col gap-6">
            {sideCards.map((doc) =>
              renderCard(doc, 'side-cards', viewer, {
                key: doc.id,
                size: 'fluid',
                headingLevel,
                className: 'max-w-none',
              }),
            )}
          </aside>
        </div>
      ) : (
        main
      )}
    </BlockSection>
  )
}
