import { Link } from '@/components/Link'

import { ResourceSourceLink } from '@/components/resources/ResourceSourceLink'
import { buttonClassName } from '@/components/ui/button-styles'
import { DEFAULT_DOWNLOAD_FILE_NAME, DEFAULT_RESOURCE_TAG, RESOURCE_DOWNLOAD_LABEL } from '@/lib/constants'
import { resourceHref } from '@/lib/links'
import type { Resource } from '@/payload-types'

import { type CardBaseProps, CardLink, CardMedia, CardShell, Heading, TagList } from '../shared/card'

export const PARTNERSHIP_STICKER = 'Partnership'

type ResourceAction =
  | { kind: 'download'; href: string; fileName: string }
  | { kind: 'source'; href: string }
  | { kind: 'page'; href: string }

/**
 * What the card's button does (spec section 4): download the first file under its name (default
 * 'supportDoc.pdf'); with no file, open the source address; with neither, open the resource page.
 */
export function resourceAction(doc: Resource): ResourceAction {
  const file = (doc.resourceFiles ?? []).find((row) => row.url)
  if (file?.url) return { kind: 'download', href: file.url, fileName: file.fileName || DEFAULT_DOWNLOAD_FILE_NAME }
  if (doc.resourceSourceUrl) return { kind: 'source', href: doc.resourceSourceUrl }
  return { kind: 'page', href: resourceHref(doc.resourceSlug) }
}

/** The label of a resource's call to action: its resourceCtaLabel, or 'Download'. */
export function resourceActionLabel(doc: Pick<Resource, 'resourceCtaLabel'>): string {
  return doc.resourceCtaLabel?.trim() || RESOURCE_DOWNLOAD_LABEL
}

/** Tags as shown: the resource's own, or the default EA tag. */
export function resourceTags(doc: Pick<Resource, 'resourceTags'>): string[] {
  const tags = (doc.resourceTags ?? []).map((tag) => tag.trim()).filter(Boolean)
  return tags.length ? tags : [DEFAULT_RESOURCE_TAG]
}

/** A downloadable resource, opening /resources/downloads/{resourceSlug}, with its download button. */
export function ResourceCard({ doc, size, headingLevel, className }: CardBaseProps & { doc: Resource }) {
  const action = resourceAction(doc)
  const label = resourceActionLabel(doc)
  const buttonClass = buttonClassName('primary', 'light', 'relative z-10 mt-auto self-start')
  return (
    <CardShell kind="resource" size={size} className={className}>
      {doc.isFeatured && (
        <p className="absolute top-4 right-4 z-10 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink shadow-sm">
          {PARTNERSHIP_STICKER}
        </p>
      )}
      <CardMedia media={doc.resourceCardMedia} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <TagList tags={resourceTags(doc)} />
        <Heading level={headingLevel}>
          <CardLink href={resourceHref(doc.resourceSlug)}>{doc.resourceCardTitle}</CardLink>
        </Heading>
        {doc.resourceCardSubtitle && <p className="font-semibold text-brand-700">{doc.resourceCardSubtitle}</p>}
        {doc.resourceCardCopy && <p className="line-clamp-3 text-muted">{doc.resourceCardCopy}</p>}
        {doc.resourceSource && <p className="text-sm text-muted">Source: {doc.resourceSource}</p>}
        {action.kind === 'download' && (
          <a href={action.href} download={action.fileName} className={buttonClass}>
            {label}
            <span className="sr-only"> – {doc.resourceCardTitle}</span>
          </a>
        )}
        {action.kind === 'source' && (
          <ResourceSourceLink href={action.href} label={label} title={doc.resourceCardTitle} className={buttonClass} />
        )}
        {action.kind === 'page' && (
          <Link href={action.href} className={buttonClass}>
            {label}
            <span className="sr-only"> – {doc.resourceCardTitle}</span>
          </Link>
        )}
      </div>
    </CardShell>
  )
}
