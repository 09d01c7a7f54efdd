/**
 * Next's router asking for a page's React payload, as a click on a link (or the link's whole-page
 * prefetch, src/components/Link.tsx) makes it. Used by the bench and the end-to-end tests.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// Next's own function for the `_rsc` value (the browser's router computes it the same way).
const { computeCacheBustingSearchParam } = require('next/dist/shared/lib/router/utils/cache-busting-search-param.js')

/**
 * The router state a browser on /home sends with it (`next-router-state-tree`: Next 16's tree of the
 * page being left, as URL-encoded JSON). Next renders only what differs from it.
 */
export const HOME_ROUTER_STATE = encodeURIComponent(
  JSON.stringify([
    '',
    {
      children: [
        '(frontend)',
        { children: [['slug', 'home', 'oc', null], { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] },
        null,
        null,
        16,
      ],
    },
    null,
    null,
    16,
  ]),
)

/**
 * The request for the payload of `pathname` from /home: its address, with the `_rsc` value Next
 * computes from these headers and checks (it answers any other with a redirect), and its headers.
 */
export async function navigationFromHome(base, pathname) {
  const headers = { rsc: '1', 'next-router-state-tree': HOME_ROUTER_STATE }
  const url = new URL(pathname, base)
  url.searchParams.set('_rsc', await computeCacheBustingSearchParam(undefined, undefined, HOME_ROUTER_STATE, undefined))
  return { url, headers }
}
