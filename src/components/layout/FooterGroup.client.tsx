'use client'

import { ChevronDown } from '@/components/icons/chevron-down'
import { type ReactNode, useId, useState } from 'react'

import { cx } from '@/components/ui/cx'

/**
 * A footer group's heading, which below md opens and closes its list (from md up every group stays
 * open). The list's items are drawn on the server (src/components/layout/SiteFooter.tsx).
 */
export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false)
  const listId = useId()
  return (
    <nav aria-label={title} className="border-b border-white/15 md:border-0">
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between py-4 text-left md:hidden"
        >
          {title}
          <ChevronDown aria-hidden="true" className={cx('size-5 transition-transform', isOpen && 'rotate-180')} />
        </button>
        <span className="hidden pb-3 md:block">{title}</span>
      </h2>
      <ul id={listId} className={cx('flex-col gap-2 pb-4 md:flex', isOpen ? 'flex' : 'hidden')}>
        {children}
      </ul>
    </nav>
  )
}
