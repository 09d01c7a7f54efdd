import {
  articlePageUrl,
  articleSort,
  articleTagField,
  articleWhere,
  canFilterByTag,
  isArticleCollection,
  showingLabel,
  tagSpellings,
} from './article-lists'

describe('article lists', () => {
  it('lists only reads, guides, resources and events', () => {
    expect(['reads', 'guides', 'resources', 'events'].every(isArticleCollection)).toBe(true)
    expect(isArticleCollection('pages')).toBe(false)
    expect(isArticleCollection('benefits')).toBe(false)
    expect(isArticleCollection(undefined)).toBe(false)
  })

  it('filters reads and resources by their tag fields only', () => {
    expect(articleTagField('reads')).toBe('readTags')
    expect(articleTagField('resources')).toBe('resourceTags')
    expect(canFilterByTag('guides')).toBe(false)
    expect(canFilterByTag('events')).toBe(false)
  })

  it('orders reads by publication, guides and resources by creation, events by start', () => {
    expect(articleSort('reads')).toBe('-publishedAt')
    expect(articleSort('guides')).toBe('-createdAt')
    expect(articleSort('resources')).toBe('-createdAt')
    expect(articleSort('events', 'upcoming')).toBe('eventScheduleStartTimestamp')
    expect(articleSort('events', 'completed')).toBe('-eventScheduleStartTimestamp')
    expect(articleSort('events', 'all')).toBe('-eventScheduleStartTimestamp')
  })

  it('always asks for published documents, narrowed by tag or event status', () => {
    const published = { _status: { equals: 'published' } }
    expect(articleWhere('guides')).toEqual(published)
    expect(articleWhere('reads', { tag: ' Finance ' })).toEqual({
      and: [published, { readTags: { equals: 'Finance' } }],
    })
    expect(articleWhere('guides', { tag: 'Finance' })).toEqual(published)
    expect(articleWhere('events', { status: 'upcoming' })).toEqual({
      and: [published, { eventCompleteStatus: { not_equals: true } }],
    })
    expect(articleWhere('events', { status: 'completed' })).toEqual({
      and: [published, { eventCompleteStatus: { equals: true } }],
    })
    expect(articleWhere('events', { status: 'all' })).toEqual(published)
  })

  it('narrows by every spelling of a tag', () => {
    const published = { _status: { equals: 'published' } }
    expect(articleWhere('resources', { tag: ['Finance', ' FINANCE ', 'Finance'] })).toEqual({
      and: [published, { resourceTags: { in: ['Finance', 'FINANCE'] } }],
    })
    expect(articleWhere('reads', { tag: ['Finance'] })).toEqual({ and: [published, { readTags: { equals: 'Finance' } }] })
    expect(articleWhere('reads', { tag: [] })).toEqual(published)
  })

  it('finds every spelling of a tag in use, whatever its case, and nothing that only starts the same', () => {
    expect(tagSpellings(' finance ', ['Finance', 'FINANCE', 'Finances', 'Hiring', 'finance'])).toEqual([
      'finance',
      'FINANCE',
      'Finance',
    ])
    expect(tagSpellings('Shipping & Ops', [])).toEqual(['Shipping & Ops'])
    expect(tagSpellings('   ', ['Finance'])).toEqual([])
  })

  it('builds the Load More address with only the parameters that apply', () => {
    expect(articlePageUrl('reads', { after: 'eyJ2IjoxfQ', limit: 6, tag: 'Shipping & Ops' })).toBe(
      '/api/content/reads?after=eyJ2IjoxfQ&limit=6&tag=Shipping+%26+Ops',
    )
    expect(articlePageUrl('guides', { after: 'abc', limit: 3, tag: ' ', status: 'completed' })).toBe(
      '/api/content/guides?after=abc&limit=3',
    )
    expect(articlePageUrl('events', { after: 'abc', limit: 3, status: 'completed' })).toBe(
      '/api/content/events?after=abc&limit=3&status=completed',
    )
  })

  it('says how many are shown of how many, never fewer in total than shown', () => {
    expect(showingLabel(6, 14)).toBe('Showing 6 of 14')
    expect(showingLabel(7, 6)).toBe('Showing 7 of 7')
  })
})
