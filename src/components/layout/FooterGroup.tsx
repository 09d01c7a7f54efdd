import type { ReactNode } from 'react'

import { ChevronDown } from '@/components/icons/chevron-down'

const TITLE = 'text-sm font-semibold tracking-wider text-white uppercase'

/**
 * A footer group: below md its heading is a disclosure (the browser's own `<details>`) that opens
 * and closes the list after it; from md up the group stands open under a plain heading, without a
 * toggle. The list follows the `<details>` (CSS: `peer-open`), so it is drawn once and the footer
 * needs no script. Only the heading is drawn twice, one shown per screen width (the other is
 * `display: none`, out of the page and of the accessibility tree).
 */
export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className="border-b border-white/15 md:border-0">
      <details className="group peer md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between py-4 [&::-webkit-details-marker]:hidden">
          <h2 className={TITLE}>{title}</h2>
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
      </details>
      <h2 className={`${TITLE} pb-3 max-md:hidden`}>{title}</h2>
      <ul className="hidden flex-col pb-4 peer-open:flex md:flex">{children}</ul>
    </nav>
  )
}
