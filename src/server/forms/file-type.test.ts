import { describe, expect, it } from 'vitest'

import { detectSpreadsheet, extensionOf } from './file-type'

const xlsxHead = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....xl/workbook.xml')])
const xlsHead = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])

describe('detectSpreadsheet', () => {
  it('recognises xlsx, xls and csv by their content', () => {
    expect(detectSpreadsheet('order.xlsx', xlsxHead)).toBe('xlsx')
    expect(detectSpreadsheet('ORDER.XLS', xlsHead)).toBe('xls')
    expect(detectSpreadsheet('order.csv', Buffer.from('sku,qty\r\nOD-1,4\r\n'))).toBe('csv')
  })

  it('refuses a renamed program under every accepted extension', () => {
    for (const name of ['tool.xlsx', 'tool.xls', 'tool.csv']) expect(detectSpreadsheet(name, exe)).toBeNull()
  })

  it('refuses a plain ZIP named .xlsx and an xlsx named .csv', () => {
    expect(detectSpreadsheet('archive.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('readme.txt')]))).toBeNull()
    expect(detectSpreadsheet('order.csv', xlsxHead)).toBeNull()
  })

  it('refuses other extensions, empty files and invalid UTF-8 csv', () => {
    expect(detectSpreadsheet('order.exe', Buffer.from('sku,qty'))).toBeNull()
    expect(detectSpreadsheet('order.csv', Buffer.alloc(0))).toBeNull()
    expect(detectSpreadsheet('order.csv', Buffer.from([0xff, 0xfe, 0x41]))).toBeNull()
  })

  it('reads the extension case-insensitively', () => {
    expect(extensionOf('Q3 Supplies.XLSX')).toBe('xlsx')
    expect(extensionOf('no-extension')).toBe('')
  })
})
