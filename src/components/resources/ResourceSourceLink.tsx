import { ExternalLink } from '@/components/icons/external-link'

/**
 * A resource's source address as its call to action, opened in a new tab. Apart from
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
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <span>{label}</span>
      <ExternalLink aria-hidden="true" className="size-5" />
      <span className="sr-only"> – {title} (opens in a new tab)</span>
    </a>
  )
}
