import { ServerImage } from '@/components/ServerImage'
import { cn } from '@/components/ui/cn'
import type { Media as MediaDoc } from '@/payload-types'

interface MediaProps {
  media: MediaDoc | number | string | null | undefined
  className?: string
  /** CSS aspect ratio for responsive, non-SVG media; the spec's default is 5/3. */
  ratio?: string
  sizes?: string
  priority?: boolean
}

/**
 * Responsive media with the spec's fallbacks: 'MISSING Media!!' when nothing is attached,
 * 'MISSING ASSET!!' when the attached document has no file URL.
 */
export function Media({ media, className, ratio = '5 / 3', sizes = '100vw', priority = false }: MediaProps) {
  if (!media || typeof media !== 'object') {
    return <p className={cn('text-sm font-semibold text-danger', className)}>MISSING Media!!</p>
  }
  if (!media.url) {
    return <p className={cn('text-sm font-semibold text-danger', className)}>MISSING ASSET!!</p>
  }
  const isSvg = media.mimeType === 'image/svg+xml'
  if (isSvg) {
    // SVGs keep their own proportions and need no resizing.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={media.url} alt={media.altText} className={className} width={media.width ?? undefined} height={media.height ?? undefined} />
  }
  return (
    <div className={cn('relative w-full overflow-hidden', className)} style={{ aspectRatio: ratio }}>
      <ServerImage src={media.url} alt={media.altText} fill sizes={sizes} preload={priority} className="object-cover" />
    </div>
  )
}
