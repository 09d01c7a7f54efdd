import type {
  SerializedAutoLinkNode,
  SerializedLinkNode,
  SerializedRelationshipNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { ArrowRight } from '@/components/icons/arrow-right'
import { Link } from '@/components/Link'
import { Media } from '@/components/Media'
import { cn } from '@/components/ui/cn'
import type { Media as MediaDoc } from '@/payload-types'
import { documentHref, documentTitle, isSitePath, richTextLinkHref } from '@/lib/rich-text-links'

/**
 * A link an operator wrote: a document's page or a typed address (src/lib/rich-text-links.ts).
 * A path on the site is the site's own `Link`, followed without a page load; another site is a
 * plain anchor; a link with nowhere to go (an unpublished document) is its text alone. One that
 * opens a new tab says so to screen readers.
 */
const link: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({ node, nodesToJSX }) => {
  const children = nodesToJSX({ nodes: node.children })
  const href = richTextLinkHref(node.fields)
  if (!href) return <>{children}</>
  const newTab = node.fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const newTabNote = node.fields.newTab && <span className="sr-only"> (opens in a new tab)</span>
  return isSitePath(href) ? (
    <Link href={href} {...newTab}>
      {children}
      {newTabNote}
    </Link>
  ) : (
    <a href={href} {...newTab}>
      {children}
      {newTabNote}
    </a>
  )
}

/**
 * A document placed in the text (the editor's Relationship): its title, linking to its page.
 * Nothing when it has no page to open (unpublished, or not readable by this visitor).
 */
const relationship: JSXConverter<SerializedRelationshipNode> = ({ node }) => {
  const href = documentHref(node.relationTo, node.value)
  const title = documentTitle(node.relationTo, node.value)
  if (!href || !title) return null
  return (
    <p>
      <Link href={href} className="inline-flex items-center gap-1.5 font-semibold">
        {title}
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </Link>
    </p>
  )
}

/**
 * An image from the media library in its own proportions, resized like the site's other media and
 * described by its alternative text (Payload's converter reads `alt`, which this library calls
 * `altText`, so its images had none); a PDF is a link to the file.
 */
const upload: JSXConverter<SerializedUploadNode> = ({ node }) => {
  if (node.relationTo !== 'media' || !node.value || typeof node.value !== 'object') return null
  const media = node.value as MediaDoc
  if (!media.url) return null
  if (!media.mimeType?.startsWith('image/')) {
    return (
      <p>
        <a href={media.url}>{media.altText || media.filename}</a>
      </p>
    )
  }
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : undefined
  return <Media media={media} ratio={ratio} sizes="(min-width: 48rem) 48rem, 100vw" className="my-6 rounded-lg" />
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link,
  autolink: link,
  relationship,
  upload,
  // A node the site has no converter for is left out, not shown as Payload's "unknown node".
  unknown: () => null,
})

/** Rich text from Lexical's JSON structure (never raw HTML). */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!isEditorState(data)) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={cn('prose-rich', className)}
      disableContainer={false}
    />
  )
}

function isEditorState(value: unknown): value is SerializedEditorState {
  return Boolean(value && typeof value === 'object' && 'root' in value)
}
