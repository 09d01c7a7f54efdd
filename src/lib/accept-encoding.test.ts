import { chooseEncoding } from './accept-encoding.mjs'

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['GZIP ; Q=1', 'gzip'],
    ['identity', null],
    ['br, identity', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=nonsense', null],
    ['', null],
    [undefined, null],
  ])('answers %j with %j when brotli and gzip copies are offered', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding)
  })

  it('chooses only among the copies offered, in their order', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br, identity', ['gzip'])).toBeNull()
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('gzip;q=0', ['gzip'])).toBeNull()
    expect(chooseEncoding('br, gzip', [])).toBeNull()
  })
})
