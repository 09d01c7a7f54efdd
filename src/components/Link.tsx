'use client'

import NextLink from 'next/link'
import { type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent, useState } from 'react'

type LinkProps = ComponentProps<typeof NextLink>

/**
 * The site's links: next/link, prefetching a page once the visitor shows they may follow the link
 * (the pointer over it, keyboard focus, a touch) instead of as soon as it scrolls into view.
 *
 * Pages are dynamic, so each prefetch is rendered by the server for that request, and a CMS page
 * shows a dozen links: a page view cost about 11 renders (3 ms each, 295/s here) while the page
 * itself is answered from the page cache at thousands per second. Prefetching on intent, as in
 * Next's prefetching guide, keeps a visitor's navigation quick and lets a crowd arriving from a
 * newsletter cost one stored page each. `prefetch={false}` still turns prefetching off entirely.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false)
  const showIntent = () => setIntent(true)
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        showIntent()
        onMouseEnter?.(event)
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
