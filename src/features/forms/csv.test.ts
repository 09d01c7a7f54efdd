import { describe, expect, it } from 'vitest'

import { toCsv } from './csv'

describe('toCsv', () => {
  it('writes a header row even with no rows', () => {
    expect(toCsv(['id', 'email'], [])).toBe('id,email\r\n')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a', 'b'], [{ a: 'Li, Ana', b: 'say "hi"\nthere' }])).toBe('a,b\r\n"Li, Ana","say ""hi""\nthere"\r\n')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['a'], [{ a: '=HYPERLINK("x")' }, { a: '+1' }, { a: '@SUM(A1)' }])).toBe(
      'a\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n',
    )
  })
})
