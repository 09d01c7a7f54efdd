import { useId } from 'react'

import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { Media } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { FlipBlock as FlipBlockData } from '@/payload-types'

import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { mediaOrderClasses } from '../shared/media-order'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/**
 * Media and text side by side from 672px, stacked (media first) below. With media order above 0
 * the media moves after the text. CSS order only, so the server render is already right.
 */
export function FlipBlock({ block, viewer, isDashboard, isFirst }: BlockProps<FlipBlockData>) {
  const headingId = useId()
  const order = mediaOrderClasses(block.mediaOrder)
  const isDark = isDarkLayer(block.layerStyle)
  return (
    <BlockSection blockType="flip" isDashboard={isDashboard} layerStyle={block.layerStyle} labelledBy={headingId}>
      <div className="flex flex-col gap-8 flip:flex-row flip:items-center flip:gap-12">
        <div data-part="media" className={cn('flip:w-1/2', order.media)}>
          <Media
            media={block.media}
            sizes="(min-width: 672px) 50vw, 100vw"
            className="rounded-2xl"
            priority={isFirst}
          />
        </div>
        <div data-part="text" className={cn('flex flex-col gap-4 flip:w-1/2', order.text)}>
          <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
            {block.headline}
          </BlockHeading>
          {block.subheadline && (
            <p className={cn('text-xl font-semibold', isDark ? 'text-white' : 'text-brand-700')}>{block.subheadline}</p>
          )}
          <RichText data={block.richText} className={cn('text-lg', mutedTextClass(block.layerStyle))} />
          <ButtonGroup buttons={block.buttons} viewer={viewer} tone={isDark ? 'dark' : 'light'} className="mt-2" />
          {block.note && <p className={cn('text-sm', mutedTextClass(block.layerStyle))}>{block.note}</p>}
        </div>
      </div>
    </BlockSection>
  )
}
