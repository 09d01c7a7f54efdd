import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { Link } from '@/components/Link'
import { cn } from '@/components/ui/cn'
import { isSitePath, richTextLinkHref } from '@/lib/rich-text-links'

/**
 * A link an operator wrote: a document's page or a typed address (src/lib/rich-text-links.ts).
 * A path on the site is the site's own `Link`, followed without a page load; another site is a
 * plain anchor; a link with nowhere to go (an unpublished document) is its text alone.
 */
const link: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({ node, nodesToJSX }) => {
  const children = nodesToJSX({ nodes: node.children })
  const href = richTextLinkHref(node.fields)
  if (!href) return <>{children}</>
  const newTab = node.fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return isSitePath(href) ? (
    <Link href={href} {...newTab}>
      {children}
    </Link>
  ) : (
    <a href={href} {...newTab}>
      {children}
    </a>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({ ...defaultConverters, link, autolink: link })

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
