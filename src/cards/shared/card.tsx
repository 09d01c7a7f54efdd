import { ServerImage } from '@/components/ServerImage'
import { Link } from '@/components/Link'
import type { ReactNode } from 'react'

import { Media } from '@/components/Media'
import { cn } from '@/components/ui/cn'
import { DEFAULT_LOGO_SIZE } from '@/lib/constants'
import type { Media as MediaDoc, Page } from '@/payload-types'

/**
 * How wide a card is (spec section 9): 'fluid' fills its column up to 470px (100% on small
 * screens); 'fixed' is the 268px card of rows and sliders, full width on the smallest screens.
 */
export type CardSize = 'fluid' | 'fixed'
export type HeadingLevel = 'h2' | 'h3' | 'h4'

export interface CardBaseProps {
  size?: CardSize
  /** h3 under a block headline (default); h2 when the block has none. */
  headingLevel?: HeadingLevel
  className?: string
}

const sizes: Record<CardSize, string> = {
  fluid: 'w-full max-w-card-max',
  fixed: 'w-full max-w-card-max sm:w-card sm:shrink-0',
}

/** The card's frame. `relative` anchors the stretched title link, so the whole card is clickable. */
export function CardShell({
  kind,
  size = 'fluid',
  className,
  children,
}: {
  kind: string
  size?: CardSize
  className?: string
  children: ReactNode
}) {
  return (
    <article
      data-card={kind}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white text-ink shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        sizes[size],
        className,
      )}
    >
      {children}
    </article>
  )
}

export const isExternalHref = (href: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(href)

/**
 * The card's main link, on its title. Its ::after covers the card, so a click anywhere opens it
 * while screen readers hear one link named by the title. Other controls sit above it (z-10).
 */
export function CardLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const linkClass = cn(
    "rounded-sm underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:underline focus-visible:after:outline-2 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-500",
    className,
  )
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={href} className={linkClass}>
      {children}
    </Link>
  )
}

/** A populated upload, or null for an id (not populated) or nothing. */
export function mediaDoc(value: number | string | MediaDoc | null | undefined): MediaDoc | null {
  return value && typeof value === 'object' ? value : null
}

/** Populated pages of a relationship; ids (not populated) are skipped since they carry no path. */
export function pageDocs(value: readonly (number | Page)[] | null | undefined): Page[] {
  return (value ?? []).filter((page): page is Page => Boolean(page) && typeof page === 'object')
}

/** The CSS aspect ratio of responsive media: its own ratio, else the spec's 5/3. */
export function mediaRatio(media: MediaDoc | number | null | undefined): string {
  const ratio = media && typeof media === 'object' && media.isResponsive !== false ? media.ratio?.trim() : null
  return ratio ? ratio.replace(/\s*\/\s*/, ' / ') : '5 / 3'
}

/** A card's image on top. Nothing attached: nothing shown; attached but unusable: the spec's MISSING notes. */
export function CardMedia({ media, className }: { media: number | MediaDoc | null | undefined; className?: string }) {
  if (media === null || media === undefined) return null
  return (
    <Media
      media={media}
      ratio={mediaRatio(media)}
      sizes="(min-width: 480px) 470px, 100vw"
      className={cn('bg-surface', className)}
    />
  )
}

/** One logo, whole, in the default 130 × 50 box (spec section 9). */
export function LogoImage({ media, alt }: { media: MediaDoc; alt?: string | null }) {
  const { width, height } = DEFAULT_LOGO_SIZE
  if (!media.url) return <Media media={media} />
  return (
    <ServerImage
      src={media.url}
      alt={alt || media.altText}
      width={width}
      height={height}
      unoptimized={media.mimeType === 'image/svg+xml'}
      className="object-contain"
      style={{ width, height }}
    />
  )
}

/** A row of partner logos, optionally under a header such as 'In partnership with'. */
export function LogoRow({
  logos,
  header,
  className,
}: {
  logos: { media: MediaDoc; alt?: string | null }[]
  header?: string
  className?: string
}) {
  if (!logos.length) return null
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {header && <p className="text-xs font-semibold tracking-wide text-muted uppercase">{header}</p>}
      <ul className="flex flex-wrap items-center gap-4" aria-label={header ? undefined : 'Logos'}>
        {logos.map(({ media, alt }) => (
          <li key={media.id}>
            <LogoImage media={media} alt={alt} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Small uppercase labels: tags, event type, status. */
export function TagList({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  if (!tags.length) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}

export function Heading({
  level = 'h3',
  className,
  children,
}: {
  level?: HeadingLevel
  className?: string
  children: ReactNode
}) {
  const Tag = level
  return <Tag className={cn('text-xl leading-snug font-bold text-balance', className)}>{children}</Tag>
}
