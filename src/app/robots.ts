import type { MetadataRoute } from 'next'

import { env } from '@/server/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // Private, transactional and operator areas are not for search engines.
        disallow: ['/admin', '/cms-api', '/api/', '/dashboard', '/my-dashboard', '/onboard/', '/dev/', '/log-out'],
      },
    ],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}

export const dynamic = 'force-dynamic'
