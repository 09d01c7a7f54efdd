import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { cn } from '@/components/ui/cn'

/** Rich text from Lexical's JSON structure (never raw HTML). */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!isEditorState(data)) return null
  return <LexicalRichText data={data} className={cn('prose-rich', className)} disableContainer={false} />
}

function isEditorState(value: unknown): value is SerializedEditorState {
  return Boolean(value && typeof value === 'object' && 'root' in value)
}
