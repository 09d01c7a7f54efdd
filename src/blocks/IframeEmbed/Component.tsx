import { ShieldAlert } from '@/components/icons/shield-alert'
import { useId } from 'react'

import type { IframeEmbedBlock as IframeEmbedBlockData } from '@/payload-types'

import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { isAllowedIframeSrc } from './allow-list'
import { DEFAULT_IFRAME_HEIGHT, DEFAULT_IFRAME_WIDTH, toCssLength } from './dimensions'

export const IFRAME_REFUSED_MESSAGE = 'This embed is not on the allowed list.'

/**
 * An embedded page. It renders only when its https host is on the operators' allow-list
 * (site settings); otherwise operators see why it is missing instead of a blank gap.
 */
export function IframeEmbedBlock({ block, isDashboard, isFirst, siteSettings }: BlockProps<IframeEmbedBlockData>) {
  const headingId = useId()
  const { iFrameSrc, height, width, overflow, scrollbarWidth } = block.cardJson
  const isAllowed = isAllowedIframeSrc(iFrameSrc, siteSettings?.iframeAllowList ?? [])
  return (
    <BlockSection
      blockType="iframeEmbed"
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
      {isAllowed ? (
        <iframe
          src={iFrameSrc.trim()}
          title={block.embedTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="clipboard-write; fullscreen"
          // Embeds run their own scripts and forms, but may not navigate this page.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          className="mx-auto block max-w-full rounded-xl border border-line bg-white"
          style={{
            height: toCssLength(height, DEFAULT_IFRAME_HEIGHT),
            width: toCssLength(width, DEFAULT_IFRAME_WIDTH),
            overflow: overflow ?? 'auto',
            scrollbarWidth: scrollbarWidth ?? 'auto',
          }}
        />
      ) : (
        <p
          data-embed-refused=""
          className="flex items-center gap-3 rounded-xl border border-dashed border-danger/50 bg-white p-6 font-semibold text-danger"
        >
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          {IFRAME_REFUSED_MESSAGE}
        </p>
      )}
    </BlockSection>
  )
}
