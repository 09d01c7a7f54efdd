import type { MetadataRoute } from 'next'

import { canonicalPageUrl } from '@/collections/Pages/url'
import { listContentDetailUrls } from '@/features/content/queries'
import { listPublicPageUrls } from '@/server/content'
import { env } from '@/server/env'

/** Every published public page, read, resource and event. Built per request from cached lists. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, details] = await Promise.all([listPublicPageUrls(), listContentDetailUrls()])
  return [
    ...pages.map(({ url, updatedAt }) => ({
      url: new URL(canonicalPageUrl(url), env.SITE_URL).toString(),
      lastModified: updatedAt,
      changeFrequency: 'weekly' as const,
      priority: url === '/home' ? 1 : 0.6,
    })),
    ...details.map(({ url, updatedAt }) => ({
      url: new URL(url, env.SITE_URL).toString(),
      lastModified: updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ]
}

export const dynamic = 'force-dynamic'
