import type { ShareCardBlock as ShareCardBlockData } from '@/payload-types'

import { ShareButtons } from '../lazy-blocks.client'
import { isDarkLayer } from '../shared/layer'
import { CardBlock } from '../shared/section'
import type { BlockProps } from '../types'

import { ShareActions } from './ShareActions'

/** A card that invites the visitor to pass the page on: Copy Link and Share. */
export function ShareCardBlock({ block, isDashboard, isFirst }: BlockProps<ShareCardBlockData>) {
  return (
    <CardBlock blockType="shareCard" block={block} isDashboard={isDashboard} isFirst={isFirst}>
      <ShareActions
        Buttons={ShareButtons}
        url={block.shareUrl}
        title={block.shareTitle}
        text={block.shareText}
        tone={isDarkLayer(block.layerStyle) ? 'dark' : 'light'}
      />
    </CardBlock>
  )
}
