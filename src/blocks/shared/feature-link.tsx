import { ArrowRight } from '@/components/icons/arrow-right'
import { Link } from '@/components/Link'

import { cn } from '@/components/ui/cn'

/** The spec's feature link (section 3): featurePath, featureLabel, featureText, featureToken. */
export interface FeatureLinkData {
  featureLabel?: string | null
  featurePath?: string | null
  featureText?: string | null
  featureToken?: string | null
}

const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** Whether the block has a complete feature link (a label and a path). */
export function hasFeatureLink(data: FeatureLinkData): boolean {
  return Boolean(data.featureLabel?.trim() && data.featurePath?.trim())
}

/** The feature navigation link shown beside a card slider's or grid's heading. */
export function FeatureLink({
  data,
  isDark = false,
  className,
}: {
  data: FeatureLinkData
  isDark?: boolean
  className?: string
}) {
  if (!hasFeatureLink(data)) return null
  const href = data.featurePath!.trim()
  const label = data.featureLabel!.trim()
  const external = isExternal(href)
  const linkClass = cn(
    'inline-flex min-h-button-h items-center gap-1 font-semibold underline-offset-4 hover:underline',
    isDark ? 'text-white' : 'text-brand-700',
  )
  const tracking = {
    'data-track-id': data.featureToken?.trim() || 'feature-link',
    'data-track-label': label,
    'data-track-context': 'feature-link',
  }
  const content = (
    <>
      <span>{label}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </>
  )
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-2 text-sm', isDark ? 'text-white/85' : 'text-muted', className)}
    >
      {data.featureText && <span>{data.featureText}</span>}
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass} {...tracking}>
          {content}
        </a>
      ) : (
        <Link href={href} className={linkClass} {...tracking}>
          {content}
        </Link>
      )}
    </p>
  )
}
