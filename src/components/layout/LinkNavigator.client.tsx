'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import {
  closeEnclosingPopover,
  closePopoverFocusLeft,
  HOVER_DWELL_MS,
  prefetchAddress,
  routedClick,
  siteLinkOf,
} from '@/lib/link-navigation'

/**
 * Follows the site's links (src/components/Link.tsx) through Next's router and fetches their pages
 * on intent: one set of listeners for the whole document instead of a component per link.
 *
 * A click is taken on `window`, after React's own listeners on the document, so a link whose
 * onClick prevented the default (a menu that handles it) is left alone. Intent is the pointer
 * resting on a link for HOVER_DWELL_MS, keyboard focus or a touch; the page is then fetched whole
 * (`kind: 'full'`, as `<Link prefetch>` did), and the click shows it from what was fetched. A
 * followed link in the top bar's menu (a popover) closes the menu, and so does focus leaving it.
 */
export function LinkNavigator() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    let hovered: HTMLAnchorElement | null = null
    let dwell: ReturnType<typeof setTimeout> | undefined

    const prefetch = (anchor: HTMLAnchorElement) => {
      const address = prefetchAddress(anchor, origin)
      // `kind` is Next's PrefetchKind.FULL, whose enum is not exported where `useRouter` is.
      if (address !== null) router.prefetch(address, { kind: 'full' as never })
    }
    const onClick = (event: MouseEvent) => {
      const anchor = siteLinkOf(event.target)
      const address = anchor && routedClick(event, anchor, origin)
      if (!address) return
      event.preventDefault()
      router.push(address)
      closeEnclosingPopover(anchor)
    }
    const onPointerOver = (event: MouseEvent) => {
      const anchor = siteLinkOf(event.target)
      if (anchor === hovered) return
      clearTimeout(dwell)
      hovered = anchor
      if (anchor) dwell = setTimeout(() => prefetch(anchor), HOVER_DWELL_MS)
    }
    const onPointerOut = (event: MouseEvent) => {
      if (hovered && !(event.relatedTarget instanceof Node && hovered.contains(event.relatedTarget))) {
        clearTimeout(dwell)
        hovered = null
      }
    }
    const onIntent = (event: Event) => {
      const anchor = siteLinkOf(event.target)
      if (anchor) prefetch(anchor)
    }
    const onFocusIn = (event: FocusEvent) => {
      closePopoverFocusLeft(event.target)
      onIntent(event)
    }

    window.addEventListener('click', onClick)
    document.addEventListener('mouseover', onPointerOver)
    document.addEventListener('mouseout', onPointerOut)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('touchstart', onIntent, { passive: true })
    return () => {
      clearTimeout(dwell)
      window.removeEventListener('click', onClick)
      document.removeEventListener('mouseover', onPointerOver)
      document.removeEventListener('mouseout', onPointerOut)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('touchstart', onIntent)
    }
  }, [router])
  return null
}
