import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { TURBOPACK_CHUNKING } from './scripts/lib/turbopack-chunking.mjs'
import { themeHintOnlyForAdmin } from './src/lib/client-hints'
import { EVERY_ANSWER_HEADERS } from './src/lib/csp'

// Several instances (REDIS_URL): Next's data cache and its tag expiry live in Redis, shared by all
// of them (cache-handler.mjs, docs/decisions/015-shared-cache-redis.md). Without it, Next keeps its
// cache on this instance's disk. Read when the server starts, so one build serves either way.
const sharedCache: Pick<NextConfig, 'cacheHandler'> = process.env.REDIS_URL
  ? { cacheHandler: path.join(import.meta.dirname, 'cache-handler.mjs') }
  : {}

// `npm test` (scripts/test-all.mjs) type-checks the whole project in a step of its own, then builds
// the app for the end-to-end tests: that build skips Next's second check (BUILD_TYPES_CHECKED=1).
// A CI machine builds its clean clone once, so it does not write Turbopack's build cache either.
const typesChecked = process.env.BUILD_TYPES_CHECKED === '1'
const throwawayClone = /^(1|true)$/i.test(process.env.CI ?? '')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...sharedCache,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: typesChecked },
  turbopack: {
    // The browser's next/dynamic without the chunk preloader that only the server runs (1.2 kB on
    // every page that loads a component on demand; src/lib/next-dynamic.browser.ts). Next resolves
    // `next/dynamic` to this module in the app directory before our aliases apply, so the alias
    // names it; an end-to-end test checks that no browser chunk carries the preloader.
    resolveAlias: { 'next/dist/shared/lib/app-dynamic': { browser: './src/lib/next-dynamic.browser.ts' } },
  },
  experimental: {
    // The proxy (src/proxy.ts) buffers request bodies and cuts them at 10 MB by default; a 50 MB
    // spreadsheet arrives as base64 JSON (~67 MB) at POST /api/upload-file, which bounds it itself.
    proxyClientMaxBodySize: '70mb',
    turbopackFileSystemCacheForBuild: !throwawayClone,
    // A page a link fetched on intent (src/components/Link.tsx) is shown from the browser's copy
    // for at most 30 seconds (Next's shortest; 5 minutes by default): after that, a click fetches
    // the page again, and a publish since is shown.
    staleTimes: { static: 30 },
    // The browser's code in one file per chunk group: the runtime every page loads is one chunk
    // instead of four, 2.3 kB (gzip) less (docs/decisions/026-one-runtime-chunk.md).
    turbopackChunking: TURBOPACK_CHUNKING,
  },
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }] },
  async headers() {
    // The content security policy is set per request in src/proxy.ts (it carries a nonce).
    return [
      {
        source: '/:path*',
        headers: [...EVERY_ANSWER_HEADERS],
      },
    ]
  },
  async redirects() {
    return [
      { source: '/legal/terms-conditions', destination: '/legal/terms-and-conditions', permanent: true },
      // /dashboard is canonical; the spec's /my-dashboard family and legacy profile redirect to it.
      { source: '/my-dashboard/member-benefits/:path*', destination: '/dashboard/benefits/:path*', permanent: true },
      { source: '/my-dashboard/:path*', destination: '/dashboard/:path*', permanent: true },
      { source: '/member/profile', destination: '/dashboard/my-account/profile', permanent: true },
    ]
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withAdmin.headers

// Payload asks every browser for its colour scheme on every path, with Critical-CH, which makes
// Chromium request a first page twice: only the admin asks (src/lib/client-hints.ts).
export default {
  ...withAdmin,
  async headers() {
    return themeHintOnlyForAdmin((await payloadHeaders?.()) ?? [])
  },
} satisfies NextConfig
