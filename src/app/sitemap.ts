import type { MetadataRoute } from 'next'

import { listPublicPageUrls } from '@/server/content'
import { env } from '@/server/env'

/** Every published public page. Built per request from the cached page list. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await listPublicPageUrls()
  return pages.map(({ url, updatedAt }) => ({
    url: new URL(url === '/home' ? '/' : url, env.SITE_URL).toString(),
    lastModified: updatedAt,
    changeFrequency: 'weekly',
    priority: url === '/home' ? 1 : 0.6,
  }))
}

export const dynamic = 'force-dynamic'
