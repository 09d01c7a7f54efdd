import type { CollectionSlug, DataFromCollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

let nextId = 1000

/**
 * A document as Payload returns it (id and timestamps added) from factory data, for rendering
 * cards in unit tests without a database. Relationship fields keep whatever the data holds:
 * pass populated documents where a card needs them (depth-populated reads).
 */
export function asDoc<S extends CollectionSlug>(
  _collection: S,
  data: RequiredDataFromCollectionSlug<S>,
  id: number = nextId++,
): DataFromCollectionSlug<S> {
  const timestamp = '2026-01-15T15:00:00.000Z'
  return { createdAt: timestamp, updatedAt: timestamp, ...data, id } as unknown as DataFromCollectionSlug<S>
}
