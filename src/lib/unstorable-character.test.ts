import { describe, expect, it } from 'vitest'

import { STORABLE_TEXT, containsUnstorableCharacter, isReadableAddress } from './unstorable-character'

describe('containsUnstorableCharacter', () => {
  it('finds a null character in a string, deep in arrays and objects, and in keys', () => {
    expect(containsUnstorableCharacter('Bright\u0000side')).toBe(true)
    expect(containsUnstorableCharacter({ formData: { answers: [{ value: 'ok' }, { value: ['x', 'y\u0000'] }] } })).toBe(
      true,
    )
    expect(containsUnstorableCharacter({ 'first\u0000Name': 'Ada' })).toBe(true)
  })

  it('finds half of a surrogate pair alone (JSON\'s "\\ud800"), which jsonb refuses, and passes whole pairs', () => {
    expect(containsUnstorableCharacter(JSON.parse('{"firstName":"QA\\ud800"}'))).toBe(true)
    expect(containsUnstorableCharacter({ q: '\udc00' })).toBe(true)
    expect(containsUnstorableCharacter({ ['\ud83d']: 'key' })).toBe(true)
    expect(containsUnstorableCharacter({ q: 'end \ud83d' })).toBe(true)
    expect(containsUnstorableCharacter({ q: 'Café ☕ 😀 مرحبا' })).toBe(false)
    expect(STORABLE_TEXT.test('Café 😀')).toBe(true)
    expect(STORABLE_TEXT.test('a\ud800b')).toBe(false)
    expect(STORABLE_TEXT.test('\udc00')).toBe(false)
    expect(STORABLE_TEXT.test('a\u0000')).toBe(false)
  })

  it('passes everything else, other control characters and escapes written out included', () => {
    expect(
      containsUnstorableCharacter({
        name: 'Ada Lovelace',
        tabs: 'a\tb\nc',
        text: '\\u0000',
        n: 0,
        ok: true,
        none: null,
      }),
    ).toBe(false)
    expect(containsUnstorableCharacter([])).toBe(false)
    expect(containsUnstorableCharacter(undefined)).toBe(false)
  })

  it('walks a large array without overflowing the stack', () => {
    const rows = Array.from({ length: 300_000 }, (_, index) => [`row ${index}`, index])
    expect(containsUnstorableCharacter(rows)).toBe(false)
    rows.push(['last\u0000', 0])
    expect(containsUnstorableCharacter(rows)).toBe(true)
  })
})

describe('isReadableAddress', () => {
  const readable = (address: string) => isReadableAddress(new URL(address, 'http://localhost:3000'))

  it('refuses a null character in the path or the query, and a path that is not valid percent-encoding', () => {
    expect(readable('/events/%00')).toBe(false)
    expect(readable('/api/content/reads?tag=%00')).toBe(false)
    expect(readable('/resources/reads?%00=1')).toBe(false)
    expect(readable('/caf%E0%A4%A')).toBe(false)
  })

  it('accepts ordinary addresses, encoded characters and malformed query escapes', () => {
    expect(readable('/community/grant-competition')).toBe(true)
    expect(readable('/resources/reads?tag=small%20business&after=abc')).toBe(true)
    expect(readable('/100%25')).toBe(true)
    expect(readable('/search?q=%E0%A4%A')).toBe(true)
  })
})
