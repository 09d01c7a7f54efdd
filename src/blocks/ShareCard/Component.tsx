import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import type { ShareCardBlock as ShareCardBlockData } from '@/payload-types'

import { ShareButtons } from '../lazy-blocks.client'
import { isDarkLayer, layerClasses, mutedTextClass } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { ShareActions } from './ShareActions'

/** A card that invites the visitor to pass the page on: Copy Link and Share. */
export function ShareCardBlock({ block, isDashboard, isFirst }: BlockProps<ShareCardBlockData>) {
  const headingId = useId()
  const isDark = isDarkLayer(block.layerStyle)
  return (
    <BlockSection blockType="shareCard" isDashboard={isDashboard} labelledBy={block.headline ? headingId : undefined}>
      <div
        className={cn(
          'mx-auto flex max-w-card-max flex-col gap-4 rounded-2xl border border-line p-8',
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
        <ShareActions
          Buttons={ShareButtons}
          url={block.shareUrl}
          title={block.shareTitle}
          text={block.shareText}
          tone={isDark ? 'dark' : 'light'}
        />
      </div>
    </BlockSection>
  )
}
