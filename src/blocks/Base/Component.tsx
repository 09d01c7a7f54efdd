import { useId } from 'react'

import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { Media } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { BaseBlock as BaseBlockData } from '@/payload-types'

import { mediaOrderClasses } from '../shared/media-order'
import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** The spec's default block: headline, subheadline, copy, media, buttons and a note. */
export function BaseBlock({ block, viewer, isDashboard, isFirst }: BlockProps<BaseBlockData>) {
  const headingId = useId()
  const isSplit = block.component !== 'stacked' && Boolean(block.media)
  const order = mediaOrderClasses(block.mediaOrder)
  const isDark = isDarkLayer(block.layerStyle)
  return (
    <BlockSection blockType="base" isDashboard={isDashboard} layerStyle={block.layerStyle} labelledBy={headingId}>
      <div
        className={cn(
          'flex flex-col gap-8',
          isSplit ? 'flip:flex-row flip:items-center flip:gap-12' : 'items-center text-center',
        )}
      >
        {block.media && (
          <div className={cn(order.media, isSplit ? 'flip:w-1/2' : 'w-full max-w-3xl')}>
            <Media
              media={block.media}
              sizes="(min-width: 672px) 50vw, 100vw"
              className="rounded-2xl"
              priority={isFirst}
            />
          </div>
        )}
        <div className={cn('flex flex-col gap-4', order.text, isSplit ? 'flip:w-1/2' : 'max-w-3xl items-center')}>
          <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
            {block.headline}
          </BlockHeading>
          {block.subheadline && (
            <p className={cn('text-xl font-semibold', isDark ? 'text-white' : 'text-brand-700')}>{block.subheadline}</p>
          )}
          <RichText data={block.richText} className={cn('text-lg', mutedTextClass(block.layerStyle))} />
          <ButtonGroup
            buttons={block.buttons}
            viewer={viewer}
            tone={isDark ? 'dark' : 'light'}
            className={cn('mt-2', !isSplit && 'justify-center')}
          />
          {block.note && <p className={cn('text-sm', mutedTextClass(block.layerStyle))}>{block.note}</p>}
        </div>
      </div>
    </BlockSection>
  )
}
