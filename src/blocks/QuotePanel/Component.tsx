import { Quote } from '@/components/icons/quote'
import { useId } from 'react'

import { Media } from '@/components/Media'
import { cn } from '@/components/ui/cn'
import type { QuotePanelBlock as QuotePanelBlockData } from '@/payload-types'

import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** 'Job title, Company', leaving out whichever is empty. */
export function attributionLine(title: string | null | undefined, company: string | null | undefined): string {
  return [title, company]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

/** A quote with the name, job title, company and photo of the person who said it. */
export function QuotePanelBlock({ block, isDashboard, isFirst }: BlockProps<QuotePanelBlockData>) {
  const headingId = useId()
  const isDark = isDarkLayer(block.layerStyle)
  const role = attributionLine(block.title, block.company)
  return (
    <BlockSection
      blockType="quotePanel"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={block.headline ? headingId : undefined}
    >
      <BlockHeader
        headline={block.headline}
        headingId={headingId}
        isFirst={isFirst}
        isDashboard={isDashboard}
        layerStyle={block.layerStyle}
        align="center"
      />
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <Quote aria-hidden="true" className={cn('size-10', isDark ? 'text-accent-400' : 'text-brand-500')} />
        <blockquote className="text-2xl leading-snug font-semibold text-balance md:text-3xl">
          <p>{block.quote}</p>
        </blockquote>
        <figcaption className="flex items-center gap-4 text-start">
          {block.photo && (
            <Media media={block.photo} ratio="1 / 1" sizes="64px" className="size-16 shrink-0 rounded-full" />
          )}
          <span className="flex flex-col">
            <span className="font-bold">{block.name}</span>
            {role && <span className={cn('text-sm', mutedTextClass(block.layerStyle))}>{role}</span>}
          </span>
        </figcaption>
      </figure>
    </BlockSection>
  )
}
