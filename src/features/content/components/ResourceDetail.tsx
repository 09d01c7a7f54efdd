import { FileText } from '@/components/icons/file-text'

import { PARTNERSHIP_STICKER, resourceAction, resourceActionLabel, resourceTags } from '@/cards/ResourceCard/Component'
import { CardMedia, TagList } from '@/cards/shared/card'
import { ResourceDownloadButton } from '@/components/resources/ResourceDownloadButton.client'
import { fileSummary } from '@/components/resources/file-details'
import { NavAnchor } from '@/components/layout/NavAnchor'
import { ResourceSourceLink, sourceLink } from '@/components/resources/ResourceSourceLink'
import { RichText } from '@/components/RichText'
import { buttonClassName } from '@/components/ui/button-styles'
import { DEFAULT_DOWNLOAD_FILE_NAME } from '@/lib/constants'
import type { Resource } from '@/payload-types'

export const FILES_HEADING = 'Files'

/**
 * A resource (/resources/downloads/{resourceSlug}): title, copy and rich text, each file with its
 * Download button, the Partnership sticker when featured, and its source. Without files the call
 * to action opens the source address instead.
 */
export function ResourceDetail({ resource }: { resource: Resource }) {
  const files = (resource.resourceFiles ?? []).filter((file) => file.url)
  // Without files the call to action is the card's: the source address (or nothing, on this page).
  const action = resourceAction(resource)
  return (
    <article className="container-content flex flex-col gap-10 py-12 md:py-16" data-content="resource">
      <header className="flex max-w-3xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {resource.isFeatured && (
            <p className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink shadow-sm">
              {PARTNERSHIP_STICKER}
            </p>
          )}
          <TagList tags={resourceTags(resource)} />
        </div>
        <h1 className="text-4xl leading-tight font-extrabold text-balance md:text-5xl">{resource.resourceCardTitle}</h1>
        {resource.resourceCardSubtitle && (
          <p className="text-xl font-semibold text-brand-700">{resource.resourceCardSubtitle}</p>
        )}
        {resource.resourceCardCopy && <p className="text-lg text-muted">{resource.resourceCardCopy}</p>}
        {action.kind === 'source' && (
          <ResourceSourceLink
            href={action.href}
            label={resourceActionLabel(resource)}
            title={resource.resourceCardTitle}
            className={buttonClassName('primary', 'light', 'self-start')}
          />
        )}
      </header>
      {resource.resourceCardMedia && <CardMedia media={resource.resourceCardMedia} className="rounded-2xl" />}
      <RichText data={resource.resourceRichText} className="max-w-3xl text-lg" />
      {files.length > 0 && (
        <section aria-labelledby="files-heading" className="flex max-w-3xl flex-col gap-4">
          <h2 id="files-heading" className="text-2xl font-bold">
            {FILES_HEADING}
          </h2>
          <ul className="flex flex-col gap-4">
            {files.map((file, index) => {
              const fileName = file.fileName || DEFAULT_DOWNLOAD_FILE_NAME
              const summary = fileSummary(file)
              return (
                <li
                  key={file.id ?? index}
                  className="flex flex-col gap-4 rounded-2xl border border-line p-5 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex items-center gap-3">
                    <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
                    <div>
                      <p className="font-semibold wrap-anywhere">{fileName}</p>
                      {summary && <p className="text-sm text-muted">{summary}</p>}
                    </div>
                  </div>
                  <ResourceDownloadButton
                    url={file.url as string}
                    fileName={fileName}
                    label={resource.resourceCtaLabel}
                    srSuffix={fileName}
                  />
                </li>
              )
            })}
          </ul>
        </section>
      )}
      {resource.resourceSource && (
        <p className="text-muted">
          Source:{' '}
          {resource.resourceSourceUrl ? (
            <NavAnchor
              link={sourceLink(resource.resourceSource, resource.resourceSourceUrl)}
              className="font-semibold text-brand-700 underline underline-offset-2"
            />
          ) : (
            <span className="font-semibold text-ink">{resource.resourceSource}</span>
          )}
        </p>
      )}
    </article>
  )
}
