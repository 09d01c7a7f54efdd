/**
 * Keyset ("after this item") pagination for article lists with Load More (spec section 7:
 * pageInfo.hasNextPage, pageInfo.endCursor, aggregate.count). A cursor is the opaque base64 of
 * the last item's sort key and id, so a page never repeats or skips items when new ones arrive,
 * unlike page numbers. Cursors are signed: a page is cached per cursor, so only cursors the site
 * wrote (one per listed document) may name a page, never one a client invents. Pure: no Payload
 * runtime, no Next.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Where } from 'payload'

export type CursorValue = string | number | boolean | null
type DocId = string | number

export interface SortSpec {
  field: string
  descending: boolean
}

interface CursorPayload {
  value: CursorValue
  id: DocId
}

/** '-publishedAt' → { field: 'publishedAt', descending: true }. */
export function parseSort(sort: string | null | undefined, fallback = '-createdAt'): SortSpec {
  const raw = (sort ?? '').trim() || fallback
  const descending = raw.startsWith('-')
  const field = descending ? raw.slice(1) : raw
  return { field: field || 'createdAt', descending }
}

/** Sort for Payload: the field, then id in the same direction so equal keys keep a fixed order. */
export function sortWithTieBreak(spec: SortSpec): string[] {
  const direction = spec.descending ? '-' : ''
  return spec.field === 'id' ? [`${direction}id`] : [`${direction}${spec.field}`, `${direction}id`]
}

/** A document's value at a dotted path, reduced to what a cursor can hold. */
export function sortValueOf(doc: Record<string, unknown>, field: string): CursorValue {
  let value: unknown = doc
  for (const key of field.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  }
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (value && typeof value === 'object' && 'id' in value) return sortValueOf(value as Record<string, unknown>, 'id')
  return null
}

// 16 bytes of HMAC-SHA256 in base64url, appended to the payload.
const SIGNATURE_LENGTH = 22

/** The server's secret (PAYLOAD_SECRET, always set in production) with this use's own label. */
function signature(payload: string): string {
  const secret = process.env.PAYLOAD_SECRET || 'development-only-payload_secret-not-for-production'
  return createHmac('sha256', `list-cursor:${secret}`).update(payload).digest().subarray(0, 16).toString('base64url')
}

export function encodeCursor(value: CursorValue, id: DocId): string {
  const payload = Buffer.from(JSON.stringify({ value, id } satisfies CursorPayload), 'utf8').toString('base64url')
  return payload + signature(payload)
}

/** The cursor's sort key and id; null for anything that is not a cursor this module wrote. */
export function decodeCursor(cursor: string | null | undefined): CursorPayload | null {
  if (!cursor || cursor.length <= SIGNATURE_LENGTH) return null
  const payload = cursor.slice(0, -SIGNATURE_LENGTH)
  const given = Buffer.from(cursor.slice(-SIGNATURE_LENGTH))
  const expected = Buffer.from(signature(payload))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (!parsed || typeof parsed !== 'object') return null
    const { value, id } = parsed as Partial<CursorPayload>
    const isId = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')
    const isValue = value === null || ['string', 'number', 'boolean'].includes(typeof value)
    return isId && isValue ? { value: value as CursorValue, id: id as DocId } : null
  } catch {
    return null
  }
}

/**
 * Items strictly after the cursor in the given order. Postgres sorts NULL last ascending and first
 * descending, so a missing sort key is handled on the side where those items sit.
 */
export function afterCursorWhere(spec: SortSpec, cursor: CursorPayload): Where {
  const { field } = spec
  const { value, id } = cursor
  if (field === 'id') return { id: { [spec.descending ? 'less_than' : 'greater_than']: id } }
  const past = spec.descending ? 'less_than' : 'greater_than'
  if (value === null) {
    const tiedNull: Where = { and: [{ [field]: { exists: false } }, { id: { [past]: id } }] }
    return spec.descending ? { or: [tiedNull, { [field]: { exists: true } }] } : tiedNull
  }
  const beyond: Where[] = [
    { [field]: { [past]: value } },
    { and: [{ [field]: { equals: value } }, { id: { [past]: id } }] },
  ]
  if (!spec.descending) beyond.push({ [field]: { exists: false } })
  return { or: beyond }
}
