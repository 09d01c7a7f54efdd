import { Link } from '@/components/Link'
import { useId } from 'react'

import { PARTNERSHIP_STICKER, resourceTags } from '@/cards/ResourceCard/Component'
import { CardMedia, TagList } from '@/cards/shared/card'
import { ResourceActionButton } from '@/components/resources/ResourceActionButton'
import { NavAnchor } from '@/components/layout/NavAnchor'
import { sourceLink } from '@/components/resources/ResourceSourceLink'
import { fileSummary } from '@/components/resources/file-details'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import { DEFAULT_DOWNLOAD_FILE_NAME, RESOURCE_PREVIEW_LABEL } from '@/lib/constants'
import { resourceHref } from '@/lib/links'
import type { Resource, ResourcePreviewBlock as ResourcePreviewBlockData } from '@/payload-types'

import { ResourcePreviewDialog } from '../lazy-blocks.client'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** What the dialog shows of the resource: its rich text (or card copy) and its first file. */
function PreviewBody({ resource }: { resource: Resource }) {
  const file = (resource.resourceFiles ?? []).find((row) => row.url)
  return (
    <div className="flex flex-col gap-6">
      {resource.resourceRichText ? (
        <RichText data={resource.resourceRichText} className="text-ink" />
      ) : (
        resource.resourceCardCopy && <p className="leading-relaxed">{resource.resourceCardCopy}</p>
      )}
      {file && (
        <div className="rounded-xl bg-surface p-4" data-field="file">
          <p className="font-semibold wrap-anywhere">{file.fileName || DEFAULT_DOWNLOAD_FILE_NAME}</p>
          {fileSummary(file) && <p className="text-sm text-muted">{fileSummary(file)}</p>}
        </div>
      )}
      {resource.resourceSource && (
        <p className="text-sm text-muted">
          Source:{' '}
          {resource.resourceSourceUrl ? (
            <NavAnchor link={sourceLink(resource.resourceSource, resource.resourceSourceUrl)} className="underline" />
          ) : (
            resource.resourceSource
          )}
        </p>
      )}
    </div>
  )
}

/**
 * A featured resource: its card with a PREVIEW button opening the resource preview dialog
 * (rich text, first file, Download) and the Download button itself (spec sections 2 and 4).
 */
export function ResourcePreviewBlock({ block, isDashboard, isFirst }: BlockProps<ResourcePreviewBlockData>) {
  const headingId = useId()
  const resource = block.resource
  // An id means the resource is a draft or was deleted: nothing to preview.
  if (!resource || typeof resource !== 'object') return null
  const CardHeading = block.headline ? 'h3' : 'h2'
  const previewLabel = block.previewLabel?.trim() || RESOURCE_PREVIEW_LABEL

  return (
    <BlockSection
      blockType="resourcePreview"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={block.headline ? headingId : undefined}
    >
      <BlockHeader
        headline={block.headline}
        subheadline={block.subheadline}
        headingId={headingId}
        isFirst={isFirst}
        isDashboard={isDashboard}
        layerStyle={block.layerStyle}
      />
      <article
        data-card="resource-preview"
        className={cn(
          'relative grid overflow-hidden rounded-2xl border border-line bg-white text-ink shadow-sm',
          resource.resourceCardMedia ? 'md:grid-cols-2' : '',
        )}
      >
        {resource.isFeatured && (
          <p className="absolute top-4 right-4 z-10 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink shadow-sm">
            {PARTNERSHIP_STICKER}
          </p>
        )}
        <CardMedia media={resource.resourceCardMedia} className="h-full" />
        <div className="flex flex-col gap-4 p-6 md:p-8">
          <TagList tags={resourceTags(resource)} />
          <CardHeading className="text-2xl leading-snug font-bold text-balance">
            <Link href={resourceHref(resource.resourceSlug)} className="underline-offset-4 hover:underline">
              {resource.resourceCardTitle}
            </Link>
          </CardHeading>
          {resource.resourceCardSubtitle && (
            <p className="font-semibold text-brand-700">{resource.resourceCardSubtitle}</p>
          )}
          {resource.resourceCardCopy && <p className="text-muted">{resource.resourceCardCopy}</p>}
          <div className="mt-auto flex flex-wrap gap-4 pt-2">
            <ResourcePreviewDialog
              previewLabel={previewLabel}
              title={resource.resourceCardTitle}
              subtitle={resource.resourceCardSubtitle}
              actions={<ResourceActionButton resource={resource} />}
            >
              <PreviewBody resource={resource} />
            </ResourcePreviewDialog>
            <ResourceActionButton resource={resource} />
          </div>
        </div>
      </article>
    </BlockSection>
  )
}
