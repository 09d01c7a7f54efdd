import type { MetadataRoute } from 'next'

import { env } from '@/server/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        // Uploaded images stay fetchable: link previews and image search read them from there.
        allow: ['/', '/cms-api/media/file/'],
        // Private and operator areas are not for search engines. The account screens (/onboard/)
        // are not listed: they say noindex themselves, which a crawler kept out would never read.
        disallow: ['/admin', '/cms-api', '/api/', '/dashboard', '/my-dashboard', '/dev/', '/log-out'],
      },
    ],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}

export const dynamic = 'force-dynamic'
