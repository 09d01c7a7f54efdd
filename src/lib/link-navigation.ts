/**
 * Which link clicks go through Next's router (a client-side navigation) and which the browser keeps.
 *
 * The site's links (`src/components/Link.tsx`) are plain anchors marked with LINK_ATTRIBUTE, drawn
 * by the server with nothing to hydrate. One listener for the whole document
 * (`src/components/layout/LinkNavigator.client.tsx`) routes their clicks and fetches their pages on
 * intent, as next/link did for each link (4.3 kB of script on every page, and two components to
 * hydrate per link). The rules are next/link's: a modified click, another target, a download or
 * another origin is the browser's. Addresses that are not pages of the site (the admin, the APIs,
 * files) are the browser's too: Next's router would only fail over to a full load for them.
 * Pure functions of the anchor and the event, tested through the listener in
 * src/components/layout/LinkNavigator.client.test.tsx.
 */

/** Marks an anchor as one of the site's links; the value 'no-prefetch' turns fetching on intent off. */
export const LINK_ATTRIBUTE = 'data-site-link'
export const NO_PREFETCH = 'no-prefetch'

/** How long the pointer rests on a link before its page is fetched: passing over it costs nothing. */
export const HOVER_DWELL_MS = 65

/** Paths served outside the site's pages: a full load, as the browser does. */
const NOT_A_PAGE = /^\/(?:admin|api|cms-api|media|_next|dev)(?:\/|$)/
/** A file (a download, the sitemap): the last segment has an extension. */
const FILE = /\/[^/]*\.[a-z0-9]{1,8}$/i

interface ClickLike {
  defaultPrevented: boolean
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** The site's link an event happened in, if any. */
export function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target instanceof Element ? target : null
  const anchor = element?.closest(`a[${LINK_ATTRIBUTE}]`)
  return anchor instanceof HTMLAnchorElement ? anchor : null
}

/** The page this link opens on the site, or null when the browser should follow it itself. */
function sitePage(anchor: HTMLAnchorElement, origin: string): URL | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  if (!anchor.getAttribute('href')) return null
  let url: URL
  try {
    url = new URL(anchor.href)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  if (NOT_A_PAGE.test(url.pathname) || FILE.test(url.pathname)) return null
  return url
}

/**
 * Where a click goes through the router (path, query and fragment), or null when the browser (or
 * the page's own handler) takes it.
 */
export function routedClick(event: ClickLike, anchor: HTMLAnchorElement, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const url = sitePage(anchor, origin)
  return url && `${url.pathname}${url.search}${url.hash}`
}

/** The page to fetch when the visitor shows intent to follow this link, or null. */
export function prefetchAddress(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.getAttribute(LINK_ATTRIBUTE) === NO_PREFETCH) return null
  const url = sitePage(anchor, origin)
  return url && `${url.pathname}${url.search}`
}

/**
 * Closes the popover a followed link sits in (the top bar's menu): the router changes the page
 * under it and the bar stays, so the browser would leave it open. Browsers without popovers have
 * nothing to close.
 */
export function closeEnclosingPopover(anchor: Element): void {
  const popover = anchor.closest('[popover]')
  if (popover instanceof HTMLElement && popover.hidePopover && popover.matches(':popover-open')) popover.hidePopover()
}

/**
 * Closes an open popover (the top bar's menu) that keyboard focus has moved out of, Tab past its
 * last item say: the browser leaves it open over the page the focus moved into. Focus on the
 * button that toggles it leaves it be. Browsers without popovers have nothing to close.
 */
export function closePopoverFocusLeft(target: EventTarget | null): void {
  if (!(target instanceof Element)) return
  for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
    if (!popover.hidePopover || popover.contains(target) || target.closest(`[popovertarget="${popover.id}"]`)) continue
    if (popover.matches(':popover-open')) popover.hidePopover()
  }
}
