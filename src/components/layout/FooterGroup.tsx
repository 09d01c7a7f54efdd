import type { ReactNode } from 'react'

import { ChevronDown } from '@/components/icons/chevron-down'

const TITLE = 'text-sm font-semibold tracking-wider text-white uppercase'

/**
 * A footer group: below md a disclosure (the browser's own `<details>`) whose heading opens and
 * closes its list; from md up the group stands open, without a toggle. Both are drawn here, one
 * shown per screen width, so the footer needs no script: its items come once per form, and the
 * hidden form is out of the page and of the accessibility tree (`display: none`).
 */
export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className="border-b border-white/15 md:border-0">
      <details className="group md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between py-4 [&::-webkit-details-marker]:hidden">
          <h2 className={TITLE}>{title}</h2>
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="flex flex-col gap-2 pb-4">{children}</ul>
      </details>
      <div className="max-md:hidden">
        <h2 className={`${TITLE} pb-3`}>{title}</h2>
        <ul className="flex flex-col gap-2 pb-4">{children}</ul>
      </div>
    </nav>
  )
}
