import type { CollectionBeforeChangeHook } from 'payload'

import type { Media } from '@/payload-types'

import { assetTypeFor } from '../options'

interface ResourceFileRow {
  file?: number | string | Media | null
  assetType?: string | null
  url?: string | null
  fileName?: string | null
  mimeType?: string | null
  size?: number | null
  [key: string]: unknown
}

/**
 * A resource file uploaded to the media library brings its own address, name, type and size, so
 * operators cannot type them wrong; rows given only an address (a partner's hosted file) keep
 * what the operator entered.
 */
export const fillFileDetails: CollectionBeforeChangeHook = async ({ data, req }) => {
  const rows = data.resourceFiles as ResourceFileRow[] | null | undefined
  if (!Array.isArray(rows)) return data
  // One row at a time: the lookups share the request's transaction, whose connection runs one
  // query at a time (node-postgres deprecates queueing several on it).
  const filled: ResourceFileRow[] = []
  for (const row of rows) {
    if (!row.file) {
      filled.push({ ...row, assetType: row.assetType || assetTypeFor(row.mimeType) })
      continue
    }
    const media =
      typeof row.file === 'object'
        ? row.file
        : await req.payload.findByID({ collection: 'media', id: row.file, depth: 0, req, overrideAccess: true })
    filled.push({
      ...row,
      url: media.url ?? row.url,
      fileName: media.filename ?? row.fileName,
      mimeType: media.mimeType ?? row.mimeType,
      size: media.filesize ?? row.size,
      assetType: row.assetType || assetTypeFor(media.mimeType),
    })
  }
  data.resourceFiles = filled
  return data
}
