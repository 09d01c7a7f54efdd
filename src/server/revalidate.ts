import type { GlobalAfterChangeHook } from 'payload'

import { expirePageCache } from '@/lib/page-cache'

import { expireOutsideRequest } from './background-expiry'

import { cacheTags } from './cache-tags'

/**
 * Expire tags at once (not stale-while-revalidate): an operator who publishes expects the next
 * visitor to see the change. Outside a Next server (seed scripts, the Payload CLI, Vitest) there
 * is no cache to expire and Next throws, so those calls are ignored on purpose.
 */
export async function expireTags(tags: string[]): Promise<void> {
  if (!tags.length || process.env.PAYLOAD_SKIP_REVALIDATE === '1') return
  // Anonymous visitors' stored HTML (src/lib/page-cache.ts) is rendered from this data: drop all
  // of it, so the next visitor of every page sees the change. Publishes are rare; renders are cheap.
  expirePageCache()
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request. In the running server (a background job's change), it asks
    // itself to expire them inside one; in scripts and tests nothing is cached, and nothing runs.
    await expireOutsideRequest([...new Set(tags)]).catch((error: unknown) =>
      console.error('[cache] expiring tags outside a request failed:', error instanceof Error ? error.message : error),
    )
  }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags([cacheTags.global(slug)])
    return doc
  }
}
