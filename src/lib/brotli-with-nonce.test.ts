// @vitest-environment node
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'

import { joinParts, makeBrotliSegments } from './brotli-with-nonce'

/** Of the length of the front door's nonces (18 bytes in base64). */
const NONCE_LENGTH = 24
const nonce = () => randomBytes(18).toString('base64')
const cutAt = (html: string, placeholder: string) => html.split(placeholder).map((part) => Buffer.from(part, 'utf8'))
const answer = (segments: Buffer[], value: string) =>
  zlib.brotliDecompressSync(joinParts(segments, Buffer.from(value))).toString('utf8')

describe('makeBrotliSegments', () => {
  const placeholder = 'eapc0123456789abcdef01'.padEnd(NONCE_LENGTH, 'x')
  // A page's text, repeated in its payload as Next's is.
  const vocabulary =
    'members save on office supplies shipping and technology with the grant for small business owners who apply before the deadline each month'.split(
      ' ',
    )
  let seed = 11
  const words = Array.from({ length: 1_500 }, () => {
    seed = (seed * 48_271) % 2_147_483_647
    return vocabulary[seed % vocabulary.length]
  }).join(' ')
  const page = (value: string) =>
    `<!DOCTYPE html><html><head><script nonce="${value}">self.__next_f=[]</script></head><body>` +
    `<h1>Grants for small businesses – “$5,000” ✓</h1><p>${words}</p>` +
    `<script nonce="${value}">self.__next_f.push([1,"${words}"])</script><script nonce="${value}"></script></body></html>`

  it('makes a copy that decompresses to the page with whatever nonce each answer carries', async () => {
    const segments = await makeBrotliSegments(cutAt(page(placeholder), placeholder), NONCE_LENGTH)
    expect(segments).toHaveLength(4)
    for (let i = 0; i < 20; i += 1) {
      const value = nonce()
      expect(answer(segments!, value)).toBe(page(value))
    }
    // Nonces made of the bytes a page's text is made of, and of its markup.
    for (const value of ['A'.repeat(NONCE_LENGTH), '"'.repeat(NONCE_LENGTH), '/+=9'.repeat(NONCE_LENGTH / 4)]) {
      expect(answer(segments!, value)).toBe(page(value))
    }
  })

  it('is smaller than the gzip copy, as its part after each nonce refers back across it', async () => {
    const segments = await makeBrotliSegments(cutAt(page(placeholder), placeholder), NONCE_LENGTH)
    const brotli = joinParts(segments!, Buffer.from(nonce())).length
    const gzip = zlib.gzipSync(page(nonce()), { level: 9 }).length
    const partsAlone = cutAt(page(placeholder), placeholder).reduce(
      (sum, part) =>
        sum + zlib.brotliCompressSync(part, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    )
    expect(brotli).toBeLessThan(gzip * 0.95)
    expect(brotli).toBeLessThan(partsAlone * 0.7)
  })

  it('handles a page that starts or ends with a nonce, nonces side by side, short parts, text beyond ASCII and no nonce at all', async () => {
    const pages = [
      `${placeholder}<p>a</p>${placeholder}`,
      `${placeholder}${placeholder}`,
      `<p>${placeholder}a${placeholder}"${placeholder}é</p>`,
      // Runs of bytes from 0x80 up, as the random bytes at the cuts are.
      `<p>小企业补助 😀😀</p>${placeholder}<p>${'小企业补助😀'.repeat(200)}</p>${placeholder}😀`,
      '<p>no scripts, so no nonce</p>',
      '',
    ]
    for (const html of pages) {
      const segments = await makeBrotliSegments(cutAt(html, placeholder), NONCE_LENGTH)
      const value = nonce()
      expect(answer(segments!, value), html).toBe(html.replaceAll(placeholder, value))
    }
  })
})
