import { ServerImage } from '@/components/ServerImage'

import { Media } from '@/components/Media'
import { cn } from '@/components/ui/cn'
import { DEFAULT_LOGO_SIZE } from '@/lib/constants'
import type { Media as MediaDoc } from '@/payload-types'

/**
 * A logo kept whole inside the default 130x50 box (spec section 9), never cropped. Missing
 * media shows the spec's 'MISSING Media!!' / 'MISSING ASSET!!' notes through <Media>.
 */
export function LogoImage({
  media,
  alt,
  className,
  width = DEFAULT_LOGO_SIZE.width,
  height = DEFAULT_LOGO_SIZE.height,
}: {
  media: MediaDoc | number | null | undefined
  /** Overrides the media's own alternative text. */
  alt?: string
  className?: string
  width?: number
  height?: number
}) {
  if (!media || typeof media !== 'object' || !media.url) return <Media media={media} className={className} />
  return (
    <ServerImage
      src={media.url}
      alt={alt ?? media.altText}
      width={width}
      height={height}
      unoptimized={media.mimeType === 'image/svg+xml'}
      className={cn('object-contain', className)}
      style={{ width, height }}
    />
  )
}
