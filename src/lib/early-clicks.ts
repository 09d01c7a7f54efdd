/**
 * Clicks that land before the page has hydrated are kept and replayed once React has taken the
 * button over, instead of being lost.
 *
 * The server's HTML shows every button at once, but a button does something only once React has
 * hydrated it, which on a phone can take a second or more after the first paint (Next's and React's
 * runtime has to download and run first). React replays a click itself only once it has started;
 * a tap before that on the menu, an FAQ question, the slider or Copy Link did nothing, and the
 * visitor had to guess that they should tap again.
 *
 * This script runs first in the body, before any button is parsed. A click on a button that React
 * has not hydrated yet is held (its default action and propagation stopped). Every 50 ms the script
 * looks whether React has committed the page (`HydrationMark` sets `data-hydrated` on <html>) and
 * recorded its props on the element (`__reactProps$…`, the key React has set on every element it
 * hydrates since React 17), and if so clicks it again, now for React. Props alone are not enough:
 * React sets them while rendering, and a render that waits for a chunk (a block's browser part, a
 * form) is not committed yet, so React would still drop the click. A held click is dropped after
 * 5 s: a reaction that much later would surprise more than help, and within that time the
 * browser's user activation still holds, so Copy Link and Share may use the clipboard and the share
 * sheet. Two taps on a button before hydration replay once (a second tap is most often "nothing
 * happened, try again"). Submit buttons are left alone: SubmitButton is disabled until its form
 * hydrates. So are buttons that open a popover (`popovertarget`, the top bar's Menu): the browser
 * does that itself, before any script.
 *
 * Links are left to the browser. The script only notes the address after an in-page link (a
 * #fragment) followed before the commit, which Next's router would otherwise write out of the
 * address (see EARLY_ADDRESS_GLOBAL and restoreEarlyFragment).
 *
 * The policy allows it by its hash (src/lib/csp.ts); early-clicks.test.ts checks the hash and what
 * the script does, and tests/e2e/public-routes.spec.ts checks it in a browser whose scripts are
 * held back.
 * See docs/decisions/018-early-clicks.md.
 */

/** Set on <html> by HydrationMark once React has committed the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * The address after the last in-page link (a #fragment) followed before React committed the page,
 * kept on `window` under this name by the script. Next's router reads the address when React starts
 * on the page and writes that address back when it commits, dropping a fragment added meanwhile
 * (the browser has scrolled to it, but a reload or a shared link would not). `restoreEarlyFragment`
 * puts it back.
 */
export const EARLY_ADDRESS_GLOBAL = '__eaEarlyAddress'

export const EARLY_CLICK_SCRIPT = `(function(){var q=[],t=0;function h(e){if(!document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return false;var k=Object.keys(e);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactProps$")===0)return true;return false}function r(){var n=Date.now();q=q.filter(function(x){if(!x.b.isConnected||n-x.at>5000)return false;if(!h(x.b))return true;x.b.click();return false});t=q.length?setTimeout(r,50):0}document.addEventListener("click",function(e){var g=e.target,b=g&&g.closest?g.closest("button"):null;if(!b||b.disabled||b.type==="submit"||b.hasAttribute("popovertarget")||h(b))return;e.preventDefault();e.stopImmediatePropagation();if(!q.some(function(x){return x.b===b}))q.push({b:b,at:Date.now()});if(!t)t=setTimeout(r,50)},true);addEventListener("hashchange",function(){if(!document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))window.${EARLY_ADDRESS_GLOBAL}=location.href})})()`

/** The policy's source for the script: base64 of its SHA-256 (checked by early-clicks.test.ts). */
export const EARLY_CLICK_SCRIPT_HASH = "'sha256-yBsgTnh87NKzceHk3ma8im987p2oTtlbiyB3wuC9y88='"

/**
 * Called by HydrationMark once React has committed the page: if an in-page link was followed while
 * React was starting and the address has lost its #fragment since, the fragment goes back on the
 * same page's address. Through `history.replaceState` without a state of its own, which Next's
 * router adopts as its own address, so it stays there. Nothing scrolls: the browser already has.
 */
export function restoreEarlyFragment(win: Window = window): void {
  const store = win as unknown as Record<string, unknown>
  const early = store[EARLY_ADDRESS_GLOBAL]
  delete store[EARLY_ADDRESS_GLOBAL]
  if (typeof early !== 'string') return
  let address: URL
  try {
    address = new URL(early)
  } catch {
    return
  }
  const fragment = address.hash
  address.hash = ''
  // Only onto the same page's address, and only when the router left it without a fragment.
  if (!fragment || win.location.hash || address.href !== win.location.href) return
  win.history.replaceState(null, '', fragment)
}
