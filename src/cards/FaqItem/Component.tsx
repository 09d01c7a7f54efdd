import { ChevronDown } from '@/components/icons/chevron-down'

import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { Faq } from '@/payload-types'

import type { HeadingLevel } from '../shared/card'

/** A FAQ document, or a question and answer kept inline in a block. */
export type FaqItemData = Pick<Faq, 'faqHeadline' | 'faqCopy'> &
  Partial<Pick<Faq, 'faqSubheadline' | 'cardSlug' | 'faqName'>> & { id?: number | string | null }

export interface FaqItemProps {
  doc: FaqItemData
  headingLevel?: HeadingLevel
  /** Open on first render, e.g. the first question of a list. */
  defaultOpen?: boolean
  /** Where the question sits, for tracking (spec section 7: FAQ toggles carry id, label, href, context). */
  trackContext?: string
  className?: string
}

/** Anchor of a question on its page: its card slug, else its id. */
export function faqAnchor(doc: FaqItemData): string {
  return `faq-${doc.cardSlug || doc.id || doc.faqHeadline.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

/**
 * One question that opens to its answer. A native <details> element: keyboard and screen reader
 * support come with it, and it works before (and without) JavaScript.
 */
export function FaqItem({
  doc,
  headingLevel = 'h3',
  defaultOpen = false,
  trackContext = 'faq',
  className,
}: FaqItemProps) {
  const Heading = headingLevel
  const anchor = faqAnchor(doc)
  return (
    <details
      id={anchor}
      open={defaultOpen}
      data-card="faq"
      className={cn('group border-b border-line py-2', className)}
    >
      <summary
        data-track-id={doc.cardSlug || String(doc.id ?? anchor)}
        data-track-label={doc.faqHeadline}
        data-track-href={`#${anchor}`}
        data-track-context={trackContext}
        className="flex min-h-button-h cursor-pointer list-none items-center justify-between gap-4 rounded-md py-2 [&::-webkit-details-marker]:hidden"
      >
        <span className="flex flex-col">
          <Heading className="text-lg leading-snug font-semibold">{doc.faqHeadline}</Heading>
          {doc.faqSubheadline && <span className="text-sm text-muted">{doc.faqSubheadline}</span>}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
        />
      </summary>
      <RichText data={doc.faqCopy} className="pb-4 text-muted" />
    </details>
  )
}
