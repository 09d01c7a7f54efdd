import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug, type PayloadRequest } from 'payload'

import { findDependents } from '@/server/dependents'

/** Where a document is, for an operator: 'the page /about-us', 'the read How to price a quote'. */
async function describeUses(req: PayloadRequest, id: number | string): Promise<string[]> {
  const { pageUrls, docs, globals } = await findDependents(req.payload, 'media', id)
  const uses = pageUrls.map((url) => `the page ${url}`)
  for (const doc of docs) {
    const collection = doc.collection as CollectionSlug
    const config = req.payload.collections[collection]?.config
    const singular = config?.labels?.singular
    const noun = (typeof singular === 'string' ? singular : doc.collection).toLowerCase()
    const titleField = config?.admin?.useAsTitle ?? 'id'
    const found = await req.payload.findByID({
      collection,
      id: doc.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const title = found ? (found as unknown as Record<string, unknown>)[titleField] : null
    uses.push(`the ${noun} ${String(title || doc.id)}`)
  }
  for (const slug of globals) {
    const label = req.payload.config.globals.find((global) => global.slug === slug)?.label
    uses.push(`the ${(typeof label === 'string' ? label : slug).toLowerCase()}`)
  }
  return uses
}

/**
 * Deleting an image or PDF that a page, a card or the site settings still show is refused, with
 * where: visitors would otherwise see "MISSING Media!!" or a broken image where it was.
 */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses = await describeUses(req, id)
  if (uses.length === 0) return
  const one = uses.length === 1
  throw new APIError(
    `This file is used by ${uses.join('; ')}. Replace or remove it there first, then delete it: visitors would otherwise see a missing image where ${one ? 'it is' : 'they are'}.`,
    400,
    null,
    true,
  )
}
