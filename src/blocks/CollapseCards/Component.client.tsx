'use client'

import { ArrowRight } from '@/components/icons/arrow-right'
import { ChevronDown } from '@/components/icons/chevron-down'
import { Link } from '@/components/Link'
import { useId, useState } from 'react'

import { cx } from '@/components/ui/cx'
import { minWidthQuery, useMediaQuery } from '@/components/ui/use-media-query'
import { BREAKPOINTS, COLLAPSE_LINK_LABEL } from '@/lib/ui-constants'

export interface CollapseCardItem {
  id: string
  headline: string
  copy?: string | null
  href: string
}

/** Cards start expanded from lg (1024px) and collapsed below it (spec sections 2 and 9). */
export const COLLAPSE_WIDE_QUERY = minWidthQuery(BREAKPOINTS.lg)

/**
 * Whether a card is open: the visitor's own choice for that card, else the default for the
 * screen width. null width (server render, hydration) reads as collapsed; CSS shows the panel
 * from lg up until the width is known, so wide screens never flash closed.
 */
export function isCardExpanded(choice: boolean | undefined, isWide: boolean | null): boolean {
  return choice ?? isWide === true
}

export function CollapseCardList({ cards, headingLevel }: { cards: CollapseCardItem[]; headingLevel: 'h2' | 'h3' }) {
  const isWide = useMediaQuery(COLLAPSE_WIDE_QUERY)
  const [choices, setChoices] = useState<Record<string, boolean>>({})
  const baseId = useId()
  const Heading = headingLevel

  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => {
        const isExpanded = isCardExpanded(choices[card.id], isWide)
        const isWidthUnknown = isWide === null && choices[card.id] === undefined
        const panelId = `${baseId}-panel-${index}`
        return (
          <li key={card.id} className="flex flex-col rounded-2xl border border-line bg-white text-ink shadow-sm">
            <Heading className="text-lg font-bold">
              <button
                type="button"
                aria-expanded={isExpanded}
                aria-controls={panelId}
                onClick={() => setChoices((current) => ({ ...current, [card.id]: !isExpanded }))}
                className="flex w-full items-start justify-between gap-3 rounded-2xl p-5 text-start"
              >
                <span className="line-clamp-2">{card.headline}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cx(
                    'mt-0.5 size-5 shrink-0 transition-transform motion-reduce:transition-none',
                    isExpanded && 'rotate-180',
                    isWidthUnknown && 'lg:rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              // Until the width is known, CSS decides (open from lg); afterwards the hidden attribute does.
              hidden={isWidthUnknown ? undefined : !isExpanded}
              className={cx('flex-col gap-3 px-5 pb-5', isWidthUnknown ? 'hidden lg:flex' : 'flex')}
            >
              {card.copy && <p className="text-muted">{card.copy}</p>}
              <Link
                href={card.href}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {COLLAPSE_LINK_LABEL}
                <span className="sr-only"> about {card.headline}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
