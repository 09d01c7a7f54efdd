import { ExternalLink } from '@/components/icons/external-link'
import { Link } from '@/components/Link'

export interface NavTarget {
  label: string
  url: string
  isExternal: boolean
}

/**
 * A header or footer item: a site link, or another site's in a new tab (said to screen readers,
 * and with the external-link icon where `externalIcon` is set, as in the header).
 */
export function NavAnchor({
  link,
  className,
  externalIcon = false,
}: {
  link: NavTarget
  className?: string
  externalIcon?: boolean
}) {
  if (link.isExternal) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
        {externalIcon && <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={link.url} className={className}>
      {link.label}
    </Link>
  )
}
