import { describe, expect, it } from 'vitest'

import { decodeOrderFile, parseCsv, readOrderCsv } from './csv'

describe('parseCsv', () => {
  it('splits records and fields, keeping quoted commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",3\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', '3'],
    ])
  })

  it('drops a byte-order mark and blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
})

describe('readOrderCsv', () => {
  const header = 'Vendor,Account Number,Kind,Order Number,Order Date,Product Code,Description,Quantity,Program Price,Retail Price'

  it('reads rows with headers in any case, US dates, dollar signs and defaults', () => {
    const result = readOrderCsv(
      `${header}\nODP,0012-3456,,SO-88121,11/02/2026,315515,"Copy paper, 10 reams",3,$42.99,"$64.99"\ndell,77001234,quote,Q-1,2026-11-10,,Latitude 5550,,899,1149`,
    )
    expect(result.errors).toEqual([])
    expect(result.rows).toEqual([
      {
        line: 2,
        vendor: 'odp',
        accountNumber: '00123456',
        kind: 'ORDER',
        orderNumber: 'SO-88121',
        orderDate: '2026-11-02T12:00:00.000Z',
        productCode: '315515',
        description: 'Copy paper, 10 reams',
        quantity: 3,
        programPrice: 42.99,
        retailPrice: 64.99,
      },
      {
        line: 3,
        vendor: 'dell',
        accountNumber: '77001234',
        kind: 'QUOTE',
        orderNumber: 'Q-1',
        orderDate: '2026-11-10T12:00:00.000Z',
        productCode: '',
        description: 'Latitude 5550',
        quantity: 1,
        programPrice: 899,
        retailPrice: 1149,
      },
    ])
  })

  it('names each refused line and why, and keeps the good ones', () => {
    const result = readOrderCsv(`${header}\nups,1234,,A,2026-02-30,,,1,x,2\nfedex,123456789,,B,2026-11-01,,,2,10,12.50`)
    expect(result.rows.map((row) => row.line)).toEqual([3])
    expect(result.errors).toEqual([
      'Line 2: vendor must be odp, dell or fedex; orderDate must be a date like 2026-11-02 or 11/02/2026; programPrice must be an amount like 12.34.',
    ])
  })

  it('refuses a line of no quantity on its line, keeping the others (the order collection takes 1 or more)', () => {
    const result = readOrderCsv(`${header}\nodp,7720021001,,Z1,2026-11-30,,,0,5.00,8.00\nodp,7720021001,,Z2,2026-11-30,,,1,5.00,8.00`)
    expect(result.rows.map((row) => row.line)).toEqual([3])
    expect(result.errors).toEqual(['Line 2: quantity must be 1 or more (a return is not an order line).'])
  })

  it('refuses a file without the required columns', () => {
    expect(readOrderCsv('vendor,orderDate\nodp,2026-11-01')).toEqual({
      rows: [],
      errors: ['Missing columns: accountNumber, programPrice, retailPrice.'],
    })
    expect(readOrderCsv('')).toEqual({ rows: [], errors: ['The file is empty.'] })
  })
})

describe('decodeOrderFile', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values)

  it('reads UTF-8 with or without its mark, UTF-16 by its mark, and anything else as Windows-1252', () => {
    expect(decodeOrderFile(new TextEncoder().encode('Café'))).toBe('Café')
    expect(decodeOrderFile(bytes(0x43, 0x61, 0x66, 0xe9))).toBe('Café')
    expect(decodeOrderFile(bytes(0xff, 0xfe, 0x43, 0x00, 0xe9, 0x00))).toBe('Cé')
    expect(decodeOrderFile(bytes(0xfe, 0xff, 0x00, 0x43, 0x00, 0xe9))).toBe('Cé')
  })
})
