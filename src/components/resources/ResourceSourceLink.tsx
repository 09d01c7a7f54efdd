import { ExternalLink } from '@/components/icons/external-link'
import type { NavTarget } from '@/components/layout/NavAnchor'
import { Link } from '@/components/Link'
import { isExternalUrl } from '@/lib/navigation'

/**
 * A resource's source address as its call to action: another site opens in a new tab, a page of
 * this site (an article, the grant page) in the same one, like every other link to it. Apart from
 * ResourceActionButton so that a page needing only this (a resource's own page without files)
 * does not carry the download button's on-demand loader.
 */
export function ResourceSourceLink({
  href,
  label,
  title,
  className,
}: {
  href: string
  label: string
  title: string
  className: string
}) {
  if (!isExternalUrl(href)) {
    return (
      <Link href={href} className={className}>
        <span>{label}</span>
        <span className="sr-only"> – {title}</span>
      </Link>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <span>{label}</span>
      <ExternalLink aria-hidden="true" className="size-5" />
      <span className="sr-only"> – {title} (opens in a new tab)</span>
    </a>
  )
}

/** A resource's source as a link that opens another site in a new tab (for NavAnchor, as the header's items). */
export const sourceLink = (source: string, href: string): NavTarget => ({
  label: source,
  url: href,
  isExternal: isExternalUrl(href),
})
