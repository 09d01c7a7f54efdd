'use client'

import { ChevronDown } from '@/components/icons/chevron-down'
import { type ReactNode, useId, useState } from 'react'

import { cx } from '@/components/ui/cx'

export interface FaqAccordionItem {
  id: string
  question: string
  answer: ReactNode
}

interface FaqAccordionProps {
  items: FaqAccordionItem[]
  headingLevel: 'h2' | 'h3'
  /** Tracking context of the toggles (data-track-context). */
  trackContext: string
  isDark?: boolean
}

/** Questions as disclosure buttons (aria-expanded); any number can be open. All start closed. */
export function FaqAccordion({ items, headingLevel, trackContext, isDark = false }: FaqAccordionProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set())
  const baseId = useId()
  const Heading = headingLevel

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div className={cx('divide-y border-y', isDark ? 'divide-white/20 border-white/20' : 'divide-line border-line')}>
      {items.map((item, index) => {
        const isOpen = openIds.has(item.id)
        const panelId = `${baseId}-answer-${index}`
        return (
          <div key={item.id}>
            <Heading className="text-lg font-semibold">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                data-track-id={item.id}
                data-track-label={item.question}
                data-track-context={trackContext}
                className="flex min-h-button-h w-full items-center justify-between gap-4 py-4 text-start"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cx(
                    'size-5 shrink-0 transition-transform motion-reduce:transition-none',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div id={panelId} hidden={!isOpen} className="pb-5">
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
