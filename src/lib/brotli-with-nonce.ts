/**
 * A brotli copy of a stored page that takes a fresh nonce per answer without compressing the page
 * again (docs/decisions/028-brotli-pages-with-a-fresh-nonce.md). The page cache keeps pages cut at
 * their placeholder nonce (src/lib/page-cache.ts); its gzip copy puts each answer's nonce between
 * the parts as stored deflate blocks. Brotli has uncompressed meta-blocks too, but a stream cannot
 * be cut and joined as freely as deflate, so the copy is made in one pass of one encoder:
 *
 * - each part is written and flushed, which ends its meta-block on a byte boundary;
 * - each cut is written as random bytes of the nonce's length, with the next part's first two
 *   bytes, and flushed: 26 bytes that do not compress come out as an uncompressed meta-block, a
 *   few header bytes and then the bytes themselves, where any nonce of that length can replace
 *   the random ones;
 * - the answer is the segments between those random bytes joined by its nonce (`joinParts`).
 *
 * Why that holds for any nonce:
 * - no later part refers back into the random bytes (a reference copies bytes, and would copy
 *   the answer's nonce): it would need the page to hold the same run of random bytes, and the
 *   check below catches one;
 * - brotli picks the code of a compressed literal by the two bytes before it: after a cut those
 *   are the next part's first two bytes, which go out raw with it, so they are the same in every
 *   answer;
 * - an uncompressed meta-block changes nothing else the decoder keeps (the distances of the last
 *   references, the window's size).
 * Each copy is checked once as it is made: the raw bytes must come out as they went in, behind a
 * header of a few bytes, and the copy must decompress to the page with a nonce it was not made
 * with (base64, as every nonce: where a reference into a cut would copy its characters, the page
 * has bytes from 0x80 up). A copy that fails either is not kept, and the page goes out in gzip.
 */
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'

/**
 * Made once per page and publish, off the main thread (`makeBrotliSegments`). For the 55 pages of
 * the seeded sitemap: quality 10, 578,502 bytes in 2.5 s of CPU; 11 saves 2.4% more for twice the
 * CPU; 6, 618,203 bytes in 0.45 s. Gzip as the door sends it: 758,670.
 */
const QUALITY = 10
/** The part's bytes after each cut that go out raw with it: brotli's literal context is two bytes. */
const CONTEXT_BYTES = 2
/** The most bytes in front of a cut's raw bytes: a meta-block's header, and the stream's before the first. */
const MAX_HEADER_BYTES = 6

/**
 * A stored page's parts (or a copy's segments) joined into one answer: `cuts[i]` between parts i
 * and i + 1, or the same cut (the nonce) between every two.
 */
export function joinParts(parts: readonly Buffer[], cuts: Buffer | readonly Buffer[]): Buffer {
  const pieces: Buffer[] = []
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(Buffer.isBuffer(cuts) ? cuts : cuts[index - 1])
    pieces.push(part)
  })
  return Buffer.concat(pieces)
}

/**
 * Random bytes from 0x80 to 0xff: 7 bits each, so brotli leaves them uncompressed (the 13 values
 * UTF-8 never holds would compress).
 */
function standIn(length: number): Buffer {
  const bytes = randomBytes(length)
  for (let index = 0; index < length; index += 1) bytes[index] |= 0x80
  return bytes
}

/**
 * One brotli encoder, written to and flushed piece by piece: `piece` answers what the encoder sent
 * out for that piece alone (a flush ends it on a byte boundary), and `end` what ends the stream.
 */
function pieceEncoder(sizeHint: number) {
  const encoder = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  })
  let output: Buffer[] = []
  let failure: Error | null = null
  encoder.on('data', (chunk: Buffer) => output.push(chunk))
  encoder.on('error', (error) => (failure = error))
  const taken = () => {
    if (failure) throw failure
    const bytes = Buffer.concat(output)
    output = []
    return bytes
  }
  return {
    piece: (bytes: Buffer) =>
      new Promise<Buffer>((resolve, reject) => {
        encoder.write(bytes)
        encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => {
          try {
            resolve(taken())
          } catch (error) {
            reject(error)
          }
        })
      }),
    end: () =>
      new Promise<Buffer>((resolve, reject) => {
        encoder.once('end', () => {
          try {
            resolve(taken())
          } catch (error) {
            reject(error)
          }
        })
        encoder.once('error', reject)
        encoder.end()
      }),
    destroy: () => encoder.destroy(),
  }
}

/**
 * The page's brotli copy in segments, to be joined by cuts of `cutLength` bytes (`joinParts`),
 * or null when the encoder did not put a cut's bytes out raw or the copy does not decompress to
 * the page. Runs on libuv's threads; the caller makes one at a time.
 */
export async function makeBrotliSegments(parts: Buffer[], cutLength: number): Promise<Buffer[] | null> {
  const size = parts.reduce((sum, part) => sum + part.length, 0) + (parts.length - 1) * cutLength
  const encoder = pieceEncoder(size)
  try {
    const segments: Buffer[] = []
    let segment: Buffer[] = []
    for (let index = 0; index < parts.length; index += 1) {
      // After a cut, the part's first bytes went out raw with it.
      const rest = index > 0 ? parts[index].subarray(CONTEXT_BYTES) : parts[index]
      if (rest.length) segment.push(await encoder.piece(rest))
      if (index === parts.length - 1) break
      const cut = standIn(cutLength)
      const raw = Buffer.concat([cut, parts[index + 1].subarray(0, CONTEXT_BYTES)])
      const out = await encoder.piece(raw)
      const header = out.length - raw.length
      if (header < 1 || header > MAX_HEADER_BYTES || !out.subarray(header).equals(raw)) return null
      segment.push(out.subarray(0, header))
      segments.push(Buffer.concat(segment))
      segment = [out.subarray(header + cutLength)]
    }
    segment.push(await encoder.end())
    segments.push(Buffer.concat(segment))
    const check = Buffer.from(randomBytes(cutLength).toString('base64').slice(0, cutLength), 'latin1')
    const decoded = await new Promise<Buffer>((resolve, reject) =>
      zlib.brotliDecompress(joinParts(segments, check), (error, result) => (error ? reject(error) : resolve(result))),
    )
    return decoded.equals(joinParts(parts, check)) ? segments : null
  } catch {
    return null
  } finally {
    encoder.destroy()
  }
}
