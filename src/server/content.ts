import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'

import type { Config, Page } from '@/payload-types'
import { cacheTags } from '@/server/cache-tags'
import { getPayloadClient } from '@/server/payload'

type GlobalSlug = keyof Config['globals']

/**
 * Published pages are read through Next's data cache, tagged by address, so a visitor never waits
 * for the database and a publish expires exactly the pages it changed (src/server/revalidate.ts).
 * Operators previewing drafts always read fresh.
 */
export async function getPageByUrl(url: string): Promise<Page | null> {
  const { isEnabled: isDraft } = await draftMode()
  if (isDraft) return findPage(url, true)
  return unstable_cache(() => findPage(url, false), ['page', url], {
    tags: [cacheTags.page(url), cacheTags.pages],
  })()
}

async function findPage(url: string, draft: boolean): Promise<Page | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { url: { equals: url } },
    limit: 1,
    depth: 2,
    draft,
    overrideAccess: draft,
    pagination: false,
  })
  return result.docs[0] ?? null
}

export function getGlobal<S extends GlobalSlug>(slug: S): Promise<Config['globals'][S]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug, depth: 1 })
    },
    ['global', slug],
    { tags: [cacheTags.global(slug)] },
  )()
}
