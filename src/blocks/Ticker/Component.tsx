import { Link } from '@/components/Link'
import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import type { TickerBlock as TickerBlockData } from '@/payload-types'

import { TickerTrack } from '../lazy-blocks.client'
import { isDarkLayer } from '../shared/layer'
import { LogoImage } from '../shared/logo-image'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

type TickerItem = TickerBlockData['items'][number]

function TickerItemContent({ item, isDark }: { item: TickerItem; isDark: boolean }) {
  const content = item.logo ? (
    <LogoImage media={item.logo} alt={item.label} />
  ) : (
    <span className={cn('text-center text-lg font-semibold', isDark ? 'text-white' : 'text-ink')}>{item.label}</span>
  )
  const href = item.href?.trim()
  if (!href) return content
  const className = 'inline-flex items-center justify-center rounded-lg p-2'
  if (/^https?:\/\//i.test(href)) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-label={`${item.label} (opens in a new tab)`}
      >
        {content}
      </a>
    )
  }
  return (
    <Link href={href} className={className} aria-label={item.label}>
      {content}
    </Link>
  )
}

/** An endless ticker of short items or logos (250px each, 16px apart, 4 s per item by default). */
export function TickerBlock({ block, isDashboard, isFirst }: BlockProps<TickerBlockData>) {
  const headingId = useId()
  const isDark = isDarkLayer(block.layerStyle)
  return (
    <BlockSection
      blockType="ticker"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={block.headline ? headingId : undefined}
      isFullBleed
    >
      <BlockHeader
        headline={block.headline}
        headingId={headingId}
        isFirst={isFirst}
        isDashboard={isDashboard}
        layerStyle={block.layerStyle}
        align="center"
        className="container-content"
      />
      <TickerTrack
        label={block.headline ?? undefined}
        speedFactor={block.speedFactor}
        isDark={isDark}
        items={block.items.map((item, index) => (
          <TickerItemContent key={item.id ?? index} item={item} isDark={isDark} />
        ))}
      />
    </BlockSection>
  )
}
