import { storedFileName } from './stored-file-name'

describe('storedFileName', () => {
  it('keeps letters of any script and replaces what a path or a shell would read', () => {
    expect(storedFileName('Quote für Müller.xlsx')).toBe('Quote für Müller.xlsx')
    expect(storedFileName('Заказ 2026.csv')).toBe('Заказ 2026.csv')
    expect(storedFileName('../../etc/Quote 🚀 <T>.csv')).toBe('__.._etc_Quote _ _T_.csv')
    expect(storedFileName('.hidden.xlsx')).toBe('_hidden.xlsx')
    expect(storedFileName(`${'a'.repeat(200)}.xls`)).toHaveLength(120)
  })
})
