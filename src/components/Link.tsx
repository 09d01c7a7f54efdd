import type { ComponentProps } from 'react'

import { LINK_ATTRIBUTE, NO_PREFETCH } from '@/lib/link-navigation'

type LinkProps = ComponentProps<'a'> & {
  href: string
  /** `false`: the page is not fetched when the visitor shows intent (the pointer resting on it). */
  prefetch?: boolean
}

/**
 * The site's links: a plain anchor, which the server draws and nothing hydrates. Followed through
 * Next's router (no full page load), and the page fetched once the visitor shows they may follow
 * the link (the pointer resting on it, keyboard focus, a touch), by one listener for the whole
 * document: src/components/layout/LinkNavigator.client.tsx, rules in src/lib/link-navigation.ts.
 *
 * Pages are dynamic, so each prefetch is rendered by the server for that request, and a CMS page
 * shows a dozen links: prefetching on sight cost about 11 renders per page view, while the page
 * itself is answered from the page cache at thousands per second. So a link fetches its whole page
 * only on intent: one render per link followed, and the click then shows the page at once, from
 * what was fetched (kept 30 seconds, `experimental.staleTimes.static` in next.config.ts).
 * Before the page has hydrated, a click is an ordinary link's: the browser loads the page.
 */
export function Link({ prefetch, ...props }: LinkProps) {
  return <a {...props} {...{ [LINK_ATTRIBUTE]: prefetch === false ? NO_PREFETCH : '' }} />
}
