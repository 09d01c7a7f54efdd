import { ArrowRight } from '@/components/icons/arrow-right'
import { Link } from '@/components/Link'
import { useId } from 'react'

import { Media } from '@/components/Media'
import { cn } from '@/components/ui/cn'
import type { ImagePanelBlock as ImagePanelBlockData } from '@/payload-types'

import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** One image with its caption (the block's, else the image's own) and an optional link. */
export function ImagePanelBlock({ block, isDashboard, isFirst }: BlockProps<ImagePanelBlockData>) {
  const headingId = useId()
  const caption =
    block.caption?.trim() || (typeof block.media === 'object' ? block.media?.imageCaption?.trim() : '') || ''
  const href = block.linkHref?.trim()
  const label = block.linkLabel?.trim()
  const linkClass = cn(
    'inline-flex items-center gap-1 font-semibold underline-offset-4 hover:underline',
    isDarkLayer(block.layerStyle) ? 'text-white' : 'text-brand-700',
  )
  return (
    <BlockSection
      blockType="imagePanel"
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
      />
      <figure className="flex flex-col gap-3">
        <Media media={block.media} sizes="(min-width: 964px) 964px, 100vw" className="rounded-2xl" priority={isFirst} />
        {(caption || (href && label)) && (
          <figcaption
            className={cn(
              'flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between',
              mutedTextClass(block.layerStyle),
            )}
          >
            {caption && <span>{caption}</span>}
            {href &&
              label &&
              (isExternal(href) ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link href={href} className={linkClass}>
                  {label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ))}
          </figcaption>
        )}
      </figure>
    </BlockSection>
  )
}
