import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The proxy (src/proxy.ts) buffers request bodies and cuts them at 10 MB by default; a 50 MB
  // spreadsheet arrives as base64 JSON (~67 MB) at POST /api/upload-file, which bounds it itself.
  experimental: { proxyClientMaxBodySize: '70mb' },
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }] },
  async headers() {
    // The content security policy is set per request in src/proxy.ts (it carries a nonce).
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
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

export default withPayload(nextConfig, { devBundleServerPackages: false })
