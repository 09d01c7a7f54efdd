/**
 * Stored pages start the app once their first content is on screen (docs/decisions/034-app-starts-after-first-paint.md).
 *
 * React writes Next's bootstrap script, the chunk that holds React DOM and Next's router and starts
 * the app when it runs, as an async script right after the Turbopack runtime's entry (`id="_R_"`).
 * The head already preloads that chunk, so it downloads as early as before; only its running waits:
 * instead of the tag, a small inline script adds it once the browser reports the first contentful
 * paint. On a phone's link the chunk arrives after that paint anyway, so nothing changes there; on a
 * fast link with a slow processor the app's start (about 100 ms at 4x CPU) can no longer come
 * before the first frame. The chunks the app loads on demand (a form's, a block's) are preloaded
 * then too, so before the first paint the link carries only the document, its style sheet, the
 * page's entry chunks and the bootstrap. Lighthouse's simulation counts every script that started
 * running, or finished downloading, before the observed paint as holding the largest paint back.
 *
 * Without paint timing (an old browser) the script is added at once, as the tag would have been; a
 * page that paints nothing it can report (opened in a background tab) starts when shown, and after
 * START_AT_THE_LATEST_MS in any case. Clicks before the app has started are held and replayed as
 * before (src/lib/early-clicks.ts). Only pages that show their content in their HTML are changed:
 * the page cache leaves answers other than 200 alone, and this leaves Next's error shell alone.
 */

/** The app starts by then even when no paint is reported. */
export const START_AT_THE_LATEST_MS = 3000

/** The runtime's entry followed by the bootstrap script, as React writes them (nonce as the render's). */
const BOOTSTRAP = /(<script nonce="([^"]+)" id="_R_">[^<]*<\/script>)<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" nonce="\2" async=""><\/script>/

/**
 * The chunks a page's server-rendered parts load on demand (next/dynamic), which React preloads in
 * the head as `ReactDOM.preload` writes it. Only the app asks for them, so they are preloaded when
 * it starts instead of before the first paint, where they shared the phone's link with the
 * document's own first frame.
 */
const ON_DEMAND_PRELOAD = /<link rel="preload" href="(\/_next\/static\/chunks\/[\w.-]+\.js)" as="script" nonce="([^"]+)" fetchPriority="low"\/>/g

/**
 * Next's page for an error (a missing page's 404 among them) is an empty shell the app draws: it
 * paints nothing before the app runs, so it would wait START_AT_THE_LATEST_MS for a paint.
 */
const NEXT_ERROR_SHELL = /^<!DOCTYPE html><html id="__next_error__"/

/** The inline script that preloads `later` and adds the bootstrap chunk after the first contentful paint. */
export function startAfterPaintScript(src: string, later: string[] = []): string {
  return (
    `(function(){var c=document.currentScript,n=c?c.nonce:"",d=0;function go(){if(d)return;d=1;` +
    `${JSON.stringify(later)}.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=h;l.nonce=n;l.fetchPriority="low";document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.src=${JSON.stringify(src)};s.async=true;s.nonce=n;document.head.appendChild(s)}` +
    `if(typeof PerformanceObserver!=="function"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
    `new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",function(){if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(go,0)})});` +
    `setTimeout(go,${START_AT_THE_LATEST_MS})})()`
  )
}

/**
 * The page with its bootstrap script added after the first paint, and the on-demand chunks
 * preloaded then, or as it was when React did not write the bootstrap where expected (a page
 * without Next's runtime, or a Next release that writes it otherwise: tests/e2e/performance.spec.ts
 * would then fail).
 */
export function startAppAfterFirstPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html)
  if (!bootstrap || NEXT_ERROR_SHELL.test(html)) return html
  const [tag, entry, nonce, src] = bootstrap
  const later: string[] = []
  const withoutPreloads = html.slice(0, bootstrap.index).replace(ON_DEMAND_PRELOAD, (link, href: string, linkNonce: string) => {
    if (href === src || linkNonce !== nonce) return link
    if (!later.includes(href)) later.push(href)
    return ''
  })
  return `${withoutPreloads}${entry}<script nonce="${nonce}">${startAfterPaintScript(src, later)}</script>${html.slice(bootstrap.index + tag.length)}`
}
