import { CONTENT_QUERY_MESSAGES, parseContentQuery } from './schemas'

const parse = (collection: string, query = '') => parseContentQuery(collection, new URLSearchParams(query))

describe('parseContentQuery', () => {
  it('accepts a list with its defaults', () => {
    expect(parse('reads')).toEqual({ success: true, data: { collection: 'reads', limit: 6 } })
  })

  it('accepts a cursor, a limit, a tag for reads and resources and a status for events', () => {
    expect(parse('resources', 'after=eyJ2YWx1ZSI6MX0&limit=12&tag=Finance')).toEqual({
      success: true,
      data: { collection: 'resources', after: 'eyJ2YWx1ZSI6MX0', limit: 12, tag: 'Finance' },
    })
    expect(parse('events', 'status=completed')).toMatchObject({ success: true, data: { status: 'completed' } })
  })

  it('refuses other collections', () => {
    expect(parse('pages')).toEqual({ success: false, errors: [CONTENT_QUERY_MESSAGES.collection] })
    expect(parse('users')).toMatchObject({ success: false })
  })

  it('refuses a limit that is not a whole number from 1 to 24', () => {
    for (const limit of ['0', '25', '2.5', 'ten', '-1']) {
      expect(parse('reads', `limit=${limit}`), limit).toEqual({
        success: false,
        errors: [CONTENT_QUERY_MESSAGES.limit],
      })
    }
  })

  it('refuses a cursor with characters no cursor has, or an empty one', () => {
    expect(parse('reads', 'after=not%20a%20cursor')).toEqual({ success: false, errors: [CONTENT_QUERY_MESSAGES.after] })
    expect(parse('reads', 'after=')).toEqual({ success: false, errors: [CONTENT_QUERY_MESSAGES.after] })
    expect(parse('reads', `after=${'a'.repeat(600)}`)).toMatchObject({ success: false })
  })

  it('refuses a tag on lists without tags and a status on lists other than events', () => {
    expect(parse('events', 'tag=Finance')).toEqual({ success: false, errors: [CONTENT_QUERY_MESSAGES.tagNotSupported] })
    expect(parse('reads', 'status=upcoming')).toEqual({
      success: false,
      errors: [CONTENT_QUERY_MESSAGES.statusNotSupported],
    })
    expect(parse('events', 'status=soon')).toEqual({ success: false, errors: [CONTENT_QUERY_MESSAGES.status] })
  })

  it('refuses a parameter given twice', () => {
    expect(parse('reads', 'limit=2&limit=3')).toEqual({ success: false, errors: ['"limit" was given more than once.'] })
  })
})
