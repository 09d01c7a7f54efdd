import { afterCursorWhere, decodeCursor, encodeCursor, parseSort, sortValueOf, sortWithTieBreak } from './cursor'

describe('list cursors', () => {
  it('round-trips the last sort key and id through an opaque base64 string', () => {
    const cursor = encodeCursor('2026-03-02T14:00:00.000Z', 41)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(cursor).not.toContain('2026')
    expect(decodeCursor(cursor)).toEqual({ value: '2026-03-02T14:00:00.000Z', id: 41 })
  })

  it('rejects anything that is not a cursor it wrote', () => {
    expect(decodeCursor('not a cursor')).toBeNull()
    expect(decodeCursor(Buffer.from('{"value":"x"}').toString('base64url'))).toBeNull()
    expect(decodeCursor(Buffer.from('{"value":{"$gt":1},"id":4}').toString('base64url'))).toBeNull()
    expect(decodeCursor(null)).toBeNull()
  })

  it('rejects a well-formed cursor it did not sign, or one whose position was changed', () => {
    const invented = Buffer.from('{"value":"2026-01-01T00:00:00.000Z","id":4}').toString('base64url')
    expect(decodeCursor(invented)).toBeNull()
    const genuine = encodeCursor('2026-03-02T14:00:00.000Z', 41)
    const moved = encodeCursor('2026-03-02T14:00:00.000Z', 42)
    // The position of one cursor with the signature of another.
    expect(decodeCursor(moved.slice(0, -22) + genuine.slice(-22))).toBeNull()
    expect(decodeCursor(genuine.slice(0, -1) + (genuine.endsWith('A') ? 'B' : 'A'))).toBeNull()
  })

  it('reads the sort direction and breaks ties by id in the same direction', () => {
    expect(parseSort('-publishedAt')).toEqual({ field: 'publishedAt', descending: true })
    expect(parseSort('eventScheduleStartTimestamp')).toEqual({
      field: 'eventScheduleStartTimestamp',
      descending: false,
    })
    expect(parseSort(undefined)).toEqual({ field: 'createdAt', descending: true })
    expect(sortWithTieBreak({ field: 'publishedAt', descending: true })).toEqual(['-publishedAt', '-id'])
    expect(sortWithTieBreak({ field: 'id', descending: false })).toEqual(['id'])
  })

  it('takes the sort key of a document, following dotted paths and populated relations', () => {
    expect(sortValueOf({ publishedAt: '2026-03-02T14:00:00.000Z' }, 'publishedAt')).toBe('2026-03-02T14:00:00.000Z')
    expect(sortValueOf({ meta: { title: 'Events' } }, 'meta.title')).toBe('Events')
    expect(sortValueOf({ author: { id: 7, name: 'Maya Chen' } }, 'author')).toBe(7)
    expect(sortValueOf({}, 'publishedAt')).toBeNull()
  })
})

describe('items after a cursor', () => {
  const newestFirst = { field: 'publishedAt', descending: true }
  const soonestFirst = { field: 'eventScheduleStartTimestamp', descending: false }

  it('continues a newest-first list with older items, or equal dates with lower ids', () => {
    expect(afterCursorWhere(newestFirst, { value: '2026-03-02T14:00:00.000Z', id: 41 })).toEqual({
      or: [
        { publishedAt: { less_than: '2026-03-02T14:00:00.000Z' } },
        { and: [{ publishedAt: { equals: '2026-03-02T14:00:00.000Z' } }, { id: { less_than: 41 } }] },
      ],
    })
  })

  it('continues an ascending list with later items, then those without a value (sorted last)', () => {
    expect(afterCursorWhere(soonestFirst, { value: '2026-03-04T23:30:00.000Z', id: 9 })).toEqual({
      or: [
        { eventScheduleStartTimestamp: { greater_than: '2026-03-04T23:30:00.000Z' } },
        { and: [{ eventScheduleStartTimestamp: { equals: '2026-03-04T23:30:00.000Z' } }, { id: { greater_than: 9 } }] },
        { eventScheduleStartTimestamp: { exists: false } },
      ],
    })
  })

  it('continues past items without a value on the side where they sort', () => {
    expect(afterCursorWhere(soonestFirst, { value: null, id: 9 })).toEqual({
      and: [{ eventScheduleStartTimestamp: { exists: false } }, { id: { greater_than: 9 } }],
    })
    expect(afterCursorWhere(newestFirst, { value: null, id: 41 })).toEqual({
      or: [{ and: [{ publishedAt: { exists: false } }, { id: { less_than: 41 } }] }, { publishedAt: { exists: true } }],
    })
  })

  it('pages by id alone when sorted by id', () => {
    expect(afterCursorWhere({ field: 'id', descending: true }, { value: 41, id: 41 })).toEqual({
      id: { less_than: 41 },
    })
  })
})
