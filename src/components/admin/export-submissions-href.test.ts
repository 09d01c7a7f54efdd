import { exportSubmissionsHref } from './export-submissions-href'

describe('exportSubmissionsHref', () => {
  it("keeps the list's filters and search, and leaves its page, size and sort", () => {
    const href = exportSubmissionsHref('limit=10&page=3&sort=-createdAt&search=bakery&where[or][0][and][0][form][equals]=grant')
    const url = new URL(href, 'http://localhost')
    expect(url.pathname).toBe('/cms-api/form-submissions/export.csv')
    expect([...url.searchParams.entries()]).toEqual([
      ['search', 'bakery'],
      ['where[or][0][and][0][form][equals]', 'grant'],
    ])
    expect(exportSubmissionsHref('page=2')).toBe('/cms-api/form-submissions/export.csv')
  })
})
