'use client'

import NextLink from 'next/link'
import {
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
  useEffect,
  useRef,
  useState,
} from 'react'

type LinkProps = ComponentProps<typeof NextLink>

/** How long the pointer rests on a link before its page is fetched: passing over it costs nothing. */
const HOVER_DWELL_MS = 65

/**
 * The site's links: next/link, fetching a page once the visitor shows they may follow the link
 * (the pointer resting on it, keyboard focus, a touch) instead of as soon as it scrolls into view.
 *
 * Pages are dynamic, so each prefetch is rendered by the server for that request, and a CMS page
 * shows a dozen links: prefetching on sight cost about 11 renders per page view, while the page
 * itself is answered from the page cache at thousands per second. So a link fetches its whole page
 * (`prefetch={true}`) only on intent, as in Next's prefetching guide: one render per link followed,
 * and the click then shows the page at once, from what was fetched (kept 30 seconds,
 * `experimental.staleTimes.static` in next.config.ts). `prefetch={false}` still turns it off.
 */
export function Link({ prefetch, onMouseEnter, onMouseLeave, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false)
  const dwell = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(dwell.current), [])
  const showIntent = () => {
    clearTimeout(dwell.current)
    setIntent(true)
  }
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? true)}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        clearTimeout(dwell.current)
        dwell.current = setTimeout(showIntent, HOVER_DWELL_MS)
        onMouseEnter?.(event)
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        clearTimeout(dwell.current)
        onMouseLeave?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        showIntent()
        onFocus?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        showIntent()
        onTouchStart?.(event)
      }}
    />
  )
}
